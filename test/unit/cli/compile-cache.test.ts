import { describe, expect, it } from "vitest";
import { compileCacheDirectory } from "../../../src/cli/compile-cache.js";

describe("Node's compile cache", () => {
  it("goes to the user's cache directory, never the shared temp directory; none without one", () => {
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "/x/cache", HOME: "/h" })).toBe(
      "/x/cache/svc/node-compile-cache",
    );
    expect(compileCacheDirectory({ XDG_CACHE_HOME: "relative", HOME: "/h" })).toBe(
      "/h/.cache/svc/node-compile-cache",
    );
    expect(compileCacheDirectory({ HOME: "/h" })).toBe("/h/.cache/svc/node-compile-cache");
    expect(compileCacheDirectory({})).toBeUndefined();
    expect(compileCacheDirectory({ HOME: "" })).toBeUndefined();
    expect(compileCacheDirectory({ LOCALAPPDATA: "C:\\Users\\u\\AppData\\Local" }, "linux")).toBeUndefined();
    expect(compileCacheDirectory({ LOCALAPPDATA: "C:\\Users\\u\\AppData\\Local" }, "win32")).toBe(
      "C:\\Users\\u\\AppData\\Local\\svc\\node-compile-cache",
    );
  });
});
