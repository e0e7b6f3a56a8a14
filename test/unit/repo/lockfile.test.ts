import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  missingOptionalEntries,
  platformEntry,
  restorePlatformEntries,
} from "../../../scripts/lock-platform-packages.js";

const root = join(import.meta.dirname, "../../..");

describe("package-lock.json", () => {
  it("has an entry for every optional dependency, as npm ci requires (fix: npx tsx scripts/lock-platform-packages.ts)", () => {
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8"));
    expect(missingOptionalEntries(lock)).toEqual([]);
  });

  it("detects a missing entry and describes platform packages as npm does", () => {
    const lock = {
      packages: {
        "": {},
        "node_modules/tool": {
          version: "1.0.0",
          optionalDependencies: { "@tool/cli-darwin-arm64": "1.0.0" },
        },
      },
    };
    expect(missingOptionalEntries(lock)).toEqual([
      { parent: "node_modules/tool", name: "@tool/cli-darwin-arm64", version: "1.0.0" },
    ]);
    expect(platformEntry("@tool/cli-linux-x64-musl", "1.0.0", { dev: true })).toEqual({
      version: "1.0.0",
      cpu: ["x64"],
      dev: true,
      libc: ["musl"],
      optional: true,
      os: ["linux"],
    });
    expect(() => platformEntry("@tool/cli", "1.0.0", undefined)).toThrow(/not a platform package/);
  });

  it("restores entries npm could not record to exactly what is committed", () => {
    const text = readFileSync(join(root, "package-lock.json"), "utf8");
    const lock = JSON.parse(text);
    const platform = Object.keys(lock.packages).filter((path) =>
      /@biomejs\/cli-(?!linux-(x64|arm64)$)/.test(path),
    );
    expect(platform.length).toBeGreaterThan(0);
    for (const path of platform) delete lock.packages[path];
    expect(restorePlatformEntries(lock)).toHaveLength(platform.length);
    expect(`${JSON.stringify(lock, null, 2)}\n`).toBe(text);
  });
});
