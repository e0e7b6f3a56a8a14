import { describe, expect, it } from "vitest";
import { compileCacheDirectory } from "../../../src/cli/compile-cache.js";

describe("Node's compile cache", () => {
  it("goes to the user's cache directory, never the shared temp directory; none without one", () => {
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "/x/cache", HOME: "/h" }, "linux")).toBe(
      "/x/cache/svc/node-compile-cache",
    );
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "relative", HOME: "/h" }, "linux")).toBe(
      "/h/.cache/svc/node-compile-cache",
    );
    expect(compileCacheDirectory({ HOME: "/h" }, "linux")).toBe("/h/.cache/svc/node-compile-cache");
    expect(compileCacheDirectory({}, "linux")).toBeUndefined();
    expect(compileCacheDirectory({ HOME: "" }, "linux")).toBeUndefined();
    // POSIX paths are not what Windows hands out, but they are rooted there: the same rule, \ joined.
    expect(compileCacheDirectory({ HOME: "C:\\Users\\u" }, "win32")).toBe(
      "C:\\Users\\u\\.cache\\svc\\node-compile-cache",
    );
    expect(compileCacheDirectory({ LOCALAPPDATA: "C:\\Users\\u\\AppData\\Local" }, "linux")).toBeUndefined();
    expect(compileCacheDirectory({ LOCALAPPDATA: "C:\\Users\\u\\AppData\\Local" }, "win32")).toBe(
      "C:\\Users\\u\\AppData\\Local\\svc\\node-compile-cache",
    );
  });
});
