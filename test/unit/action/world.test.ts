/**
 * The Action's world is a parameter (docs/architecture.md, "What the Action touches outside its
 * code"): run(world) and post(world) read nothing from `process` themselves, so their tests pass a
 * simulated runner instead of patching globals.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const actionDir = join(root, "src/action");

/** The code of a file without its comments (a comment may name `process.env`). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");

describe("the Action's contact with the process", () => {
  it("only runner-world.ts and post/index.ts (the runner's worlds) and actions-core.ts (@actions/core's functions) read process", () => {
    const readers = readdirSync(actionDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
      .map((entry) => join(entry.parentPath, entry.name))
      .filter((file) => /\bprocess\.|\bprocess\b(?!\.)(?=[,)\s}])/.test(code(readFileSync(file, "utf8"))))
      .map((file) => relative(root, file))
      .sort();
    expect(readers, "src/action: take it from ActionWorld (src/action/world.ts) instead").toEqual([
      "src/action/actions-core.ts",
      "src/action/post/index.ts",
      "src/action/runner-world.ts",
    ]);
  });
});
