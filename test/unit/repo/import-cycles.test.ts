/**
 * No module of src/ reaches itself through its imports (static, type-only and dynamic ones alike):
 * an interface module that also wires its implementations in (the CLI's context once did, with its
 * credential store) makes each side unreadable without the other.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const importPattern =
  /(?:import|export)\s[^;]*?from\s+["'](\.{1,2}\/[^"']+)["']|import\(\s*(?:\/\*[^*]*\*\/\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, "utf8").matchAll(importPattern)].map((match) =>
      resolve(dirname(file), (match[1] ?? match[2] ?? "").replace(/\.js$/, ".ts")),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** Every strongly connected group of two or more modules (Tarjan), as paths relative to the repo. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    for (;;) {
      const member = stack.pop() as string;
      onStack.delete(member);
      group.push(relative(root, member));
      if (member === node) break;
    }
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

it("finds a circle of imports, type-only and dynamic ones included", () => {
  const a = join(root, "a.ts");
  const b = join(root, "b.ts");
  const c = join(root, "c.ts");
  expect(
    importCycles(
      new Map([
        [a, [b]],
        [b, [c]],
        [c, [a]],
      ]),
    ),
  ).toEqual([["a.ts", "b.ts", "c.ts"]]);
  expect(
    importCycles(
      new Map([
        [a, [b]],
        [b, [c]],
        [c, []],
      ]),
    ),
  ).toEqual([]);
  const text = [
    'import type { X } from "./x.js";',
    'export { y } from "../y.js";',
    'const z = await import(/* webpackIgnore: true */ "./z.js");',
  ].join("\n");
  expect([...text.matchAll(importPattern)].map((match) => match[1] ?? match[2])).toEqual([
    "./x.js",
    "../y.js",
    "./z.js",
  ]);
});

it("src/ has no import cycle", () => {
  expect(importCycles(importGraph(sources(join(root, "src"))))).toEqual([]);
});
