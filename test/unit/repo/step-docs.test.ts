/**
 * The step definitions (src/engine/steps/index.ts: each step's `uses` and `outputs`) are the one
 * source of the steps and of what each yields; the documents that list them by hand are checked
 * against them here, so a step or an output added without its documentation fails, naming the file
 * and the place to edit.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { stepDefinitions } from "../../../src/engine/steps/index.js";

const root = join(import.meta.dirname, "../../..");
const read = (file: string) => readFileSync(join(root, file), "utf8");
const steps = stepDefinitions.map((step) => ({ uses: step.uses, outputs: [...step.outputs] }));

/** The first cells of the markdown table whose header row starts with `header`. */
function tableKeys(markdown: string, header: RegExp): string[] | undefined {
  const lines = markdown.split("\n");
  const start = lines.findIndex((line) => header.test(line));
  if (start === -1) return undefined;
  const keys: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("|")) break;
    keys.push(/^\|\s*`?([^`|]*?)`?\s*\|/.exec(line)?.[1] ?? "");
  }
  return keys;
}

/**
 * action.yml's `result` description names each step with an example id, then that step's outputs:
 * `ensure-webhook (id hook): hook-change (...), hook-webhook-id, ...; rotate-secret (id rotate): ...`.
 */
function documentedOutputs(text: string): { uses: string; id: string; outputs: string[] }[] {
  const heads = [...text.matchAll(/([a-z][a-z0-9-]*) \(id ([a-z][a-z0-9-]*)\):/g)];
  return heads.map((head, index) => {
    const [, uses = "", id = ""] = head;
    const end = heads[index + 1]?.index ?? text.length;
    const segment = text.slice((head.index ?? 0) + head[0].length, end);
    const outputs = [...segment.matchAll(/[a-z0-9]+(?:-[a-z0-9]+)*/g)]
      .map(([token]) => token)
      .filter((token) => token.startsWith(`${id}-`))
      .map((token) => token.slice(id.length + 1));
    return { uses, id, outputs: [...new Set(outputs)] };
  });
}

/** docs/plan.md: the backticked words of the "Outputs:" paragraph of each "### `<step>`" section. */
function planDocOutputs(markdown: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  const part = /^## The steps\n([\s\S]*?)^## /m.exec(markdown)?.[1] ?? "";
  for (const [, uses = "", body = ""] of part.matchAll(/^### `([^`]+)`\n([\s\S]*?)(?=^### |(?![\s\S]))/gm)) {
    const paragraph = /^Outputs:([\s\S]*?)(?:\n\n|(?![\s\S]))/m.exec(body)?.[1] ?? "";
    sections.set(
      uses,
      [...paragraph.matchAll(/`([^`]+)`/g)].map(([, word]) => word as string),
    );
  }
  return sections;
}

const action = parse(read("action.yml")) as { outputs: Record<string, { description: string }> };
const resultDescription = action.outputs.result?.description ?? "";
const examples = documentedOutputs(resultDescription);

describe("the steps and their outputs are documented where they are listed", () => {
  it("docs/action.md: the table under ## Plans (| Step | Does |) has one row per step, in the definitions' order", () => {
    const rows = tableKeys(read("docs/action.md"), /^\|\s*Step\s*\|\s*Does\s*\|/);
    expect(rows, "docs/action.md has a | Step | Does | table").toBeDefined();
    expect(
      rows,
      "docs/action.md, | Step | Does | table: one row per step of src/engine/steps/index.ts",
    ).toEqual(steps.map((step) => step.uses));
  });

  it("docs/fleet.md: the table of what the key policy means for matrix jobs has one row per step", () => {
    const lines = read("docs/fleet.md").split("\n");
    const start = lines.findIndex((line) => /^\|\s*Step in a matrix job\s*\|/.test(line));
    expect(start, "docs/fleet.md has a | Step in a matrix job | Outcome | table").toBeGreaterThan(-1);
    const rows: string[] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith("|")) break;
      rows.push(/^\|\s*`([^`]+)`/.exec(line)?.[1] ?? line);
    }
    expect(
      rows,
      "docs/fleet.md, | Step in a matrix job | table: one row per step of src/engine/steps/index.ts",
    ).toEqual(steps.map((step) => step.uses));
  });

  it("action.yml: outputs.result.description names every step, in order, with an example id", () => {
    expect(
      examples.map((example) => example.uses),
      "action.yml outputs.result.description: add '<step> (id <example>): <example>-<output>, ...' for each step",
    ).toEqual(steps.map((step) => step.uses));
  });

  it.each(steps)("action.yml: outputs.result.description lists exactly the outputs of $uses", (step) => {
    const example = examples.find((candidate) => candidate.uses === step.uses);
    const id = example?.id ?? "<id>";
    expect(
      [...(example?.outputs ?? [])].sort().map((output) => `${id}-${output}`),
      `action.yml outputs.result.description, "${step.uses} (id ${id}):" lists these outputs`,
    ).toEqual([...step.outputs].sort().map((output) => `${id}-${output}`));
  });

  it("docs/action.md: the example outputs before ## Plans are outputs the steps publish", () => {
    const section = /^# The GitHub Action\n([\s\S]*?)^## /m.exec(read("docs/action.md"))?.[1] ?? "";
    const paragraph = /^Outputs:[\s\S]*?(?:\n\n|(?![\s\S]))/m.exec(section)?.[0] ?? "";
    const named = [...paragraph.matchAll(/`([a-z][a-z0-9-]*)`/g)].map(([, word]) => word as string);
    const checked = named.flatMap((word) => {
      const example = examples.find((candidate) => word.startsWith(`${candidate.id}-`));
      if (!example) return [];
      const output = word.slice(example.id.length + 1);
      const step = steps.find((candidate) => candidate.uses === example.uses);
      return [{ word, declared: step?.outputs.includes(output) ?? false }];
    });
    expect(checked.length, "docs/action.md names some step outputs after Outputs:").toBeGreaterThan(3);
    expect(
      checked.filter((entry) => !entry.declared).map((entry) => entry.word),
      "docs/action.md, Outputs: names an output no step publishes",
    ).toEqual([]);
  });

  it("docs/plan.md: ## The steps has a ### section per step", () => {
    expect(
      [...planDocOutputs(read("docs/plan.md")).keys()],
      "docs/plan.md, ## The steps: one ### `<step>` section per step, in order",
    ).toEqual(steps.map((step) => step.uses));
  });

  it.each(steps)("docs/plan.md: the Outputs: paragraph of ### `$uses` names every output", (step) => {
    const named = planDocOutputs(read("docs/plan.md")).get(step.uses) ?? [];
    expect(
      step.outputs.filter((output) => !named.includes(output)),
      `docs/plan.md, ### \`${step.uses}\`, Outputs: add these`,
    ).toEqual([]);
  });
});

describe("the readers", () => {
  it("read a table, an action description and a plan doc", () => {
    expect(tableKeys("x\n| Step | Does |\n|---|---|\n| `a` | b |\n| c | d |\n\nafter", /^\| Step/)).toEqual([
      "a",
      "c",
    ]);
    expect(documentedOutputs("For example a-b (id x): x-one (x-two or not), x-two; c (id y): y-z.")).toEqual([
      { uses: "a-b", id: "x", outputs: ["one", "two"] },
      { uses: "c", id: "y", outputs: ["z"] },
    ]);
    const plan =
      "## The steps\n\n### `a`\n\nText `no`.\n\nOutputs: `one` (`v`),\n`two`.\n\n### `b`\n\n## Next\n";
    expect(planDocOutputs(plan)).toEqual(
      new Map([
        ["a", ["one", "v", "two"]],
        ["b", []],
      ]),
    );
  });
});
