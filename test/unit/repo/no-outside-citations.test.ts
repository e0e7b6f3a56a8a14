/**
 * Code, tests, scripts, benches and docs never cite sections of documents a clone of the repository
 * does not have (a section number of the service's contract or spec, or those files by name): a comment
 * states the rule it relies on or cites the project's own docs.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const citation =
  /\b(?:contract|spec)(?:\.md)?(?: section)? ?(?:\d+[A-Z]?(?:\.\d+)?)\b|CONTRACT\.md|service-spec\.md/i;
/** A bare section number in parentheses after a space: "(6.2)", "(12.3 step 9, 12.7 ...)". */
const bareSection = /(?<=\s)\([1-9]\d?\.\d{1,2}(?:,\s*\d{1,2}(?:\.\d{1,2})?)*(?:\s+step\s+\d+)?[,)]/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|md)$/.test(name) ? [path] : [];
  });
}

function citationsIn(text: string): string[] {
  return text.split("\n").filter((line) => citation.test(line) || bareSection.test(line));
}

it("flags the shapes it forbids and lets plain words pass", () => {
  // Built at run time so that this file does not flag itself.
  const [contract, spec] = ["CONTRACT", "spec"];
  const bad = [
    `// ${contract} 13.3: exit codes`,
    `/** ${spec} 4.3 rule 1 */`,
    `(${contract.toLowerCase()} 14A)`,
    `${contract}.md 10`,
  ];
  expect(citationsIn(bad.join("\n"))).toHaveLength(4);
  expect(
    citationsIn(
      [`attributes (${"6.2"})`, `checks (${"12.3"} step 9, more)`, `the list (${"6.3"}, 16)`].join("\n"),
    ),
  ).toHaveLength(3);
  expect(
    citationsIn(
      "// the contract's schemas\n// a spec file\n// contract code of the status\ntoBe(1.5)\nclamp(0.5)\n(1.5 * x)",
    ),
  ).toHaveLength(0);
});

it.each(["src", "test", "scripts", "bench", "docs"])("%s/ cites no outside document", (dir) => {
  const found = files(join(root, dir)).flatMap((path) =>
    citationsIn(readFileSync(path, "utf8")).map((line) => `${relative(root, path)}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});

it("README.md cites no outside document", () => {
  expect(citationsIn(readFileSync(join(root, "README.md"), "utf8"))).toEqual([]);
});
