/**
 * README.md is a front page (what it is, how to get it, the two commands, a short tour, where to go
 * next): its "Documentation" list names every docs/*.md and every link in it resolves; it stays
 * short; and no page claims a count of test files, which goes stale with the next test.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const section = /^## Documentation\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? "";

it("has a Documentation section", () => {
  expect(section).toContain("docs/");
});

it.each(readdirSync(join(root, "docs")).filter((name) => name.endsWith(".md")))("lists docs/%s", (name) => {
  expect(section).toContain(`](docs/${name})`);
});

it("links only to files that exist", () => {
  const targets = [...section.matchAll(/\]\((docs\/[^)#]+)\)/g)].map((match) => match[1] as string);
  expect(targets.length).toBeGreaterThan(0);
  for (const target of targets) expect(existsSync(join(root, target)), target).toBe(true);
});

it("stays a front page of at most 12 KB (the rest lives in docs/)", () => {
  expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
});

it("keeps the two commands CI and the README's readers run: npm test and npm run demo", () => {
  expect(readme).toMatch(/^npm test\b/m);
  expect(readme).toMatch(/^npm run demo\b/m);
});

it.each([
  "README.md",
  "CONTRIBUTING.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
])("%s claims no count of test files (it goes stale with the next test)", (file) => {
  const text = readFileSync(join(root, file), "utf8");
  expect(
    text.match(
      /\b(?:all )?\d+ (?:test )?files\b[^.\n]*\b(?:vitest|tests?|npm test)\b|\b(?:vitest|npm test)\b[^.\n]*\ball \d+ files\b/g,
    ) ?? [],
  ).toEqual([]);
});
