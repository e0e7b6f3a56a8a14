/** README's "Documentation" list names every docs/*.md, and every link in it resolves. */
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
