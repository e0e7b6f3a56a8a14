/**
 * The Mermaid diagrams GitHub renders in README.md and docs/*.md. No light Mermaid parser exists
 * for Node (mermaid itself needs a browser DOM), so this holds the rules whose breaking makes GitHub
 * show an error box instead of the picture: a known diagram type, every block (`alt`, `opt`,
 * `loop`, ...) closed by `end`, `else` only inside `alt`/`par`/`critical`, no `;` in a sequence
 * line (Mermaid ends a statement there), every message and note between declared participants,
 * every flowchart edge between declared nodes; and every source file a diagram's caption names exists.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

interface Diagram {
  file: string;
  index: number;
  lines: string[];
  /** The paragraph just before the block (its caption). */
  caption: string;
}

const diagrams: Diagram[] = documents.flatMap((file) => {
  const text = readFileSync(join(root, file), "utf8");
  return [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match, index) => ({
    file,
    index,
    lines: (match[1] as string)
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("%%")),
    caption:
      text
        .slice(Math.max(0, (match.index ?? 0) - 400), match.index)
        .split("\n\n")
        .at(-1) ?? "",
  }));
});

const BLOCKS = /^(alt|opt|loop|par|critical|break|rect|box)\b/;

function sequenceProblems(lines: string[]): string[] {
  const problems: string[] = [];
  const declared = new Set<string>();
  const open: string[] = [];
  for (const line of lines.slice(1)) {
    if (line.includes(";")) problems.push(`a ";" ends the statement early: ${line}`);
    const participant = /^(participant|actor)\s+(\S+)/.exec(line);
    if (participant) {
      declared.add(participant[2] as string);
      continue;
    }
    const block = BLOCKS.exec(line);
    if (block) {
      open.push(block[1] as string);
      continue;
    }
    if (/^else\b/.test(line) && !["alt", "par", "critical"].includes(open.at(-1) ?? ""))
      problems.push(`else outside alt: ${line}`);
    if (line === "end" && open.pop() === undefined) problems.push("an end without a block");
    const message = /^([^-\s>]+)\s*-?->>?[+-]?\s*([^:\s]+)\s*:/.exec(line);
    if (message) {
      for (const name of [message[1], message[2]] as string[])
        if (!declared.has(name)) problems.push(`undeclared participant ${name}: ${line}`);
    }
    const note = /^Note (?:over|left of|right of) ([^:]+):/.exec(line);
    if (note) {
      for (const name of (note[1] as string).split(",").map((part) => part.trim()))
        if (!declared.has(name)) problems.push(`undeclared participant ${name} in a note`);
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join(", ")}`);
  return problems;
}

function flowchartProblems(lines: string[]): string[] {
  const problems: string[] = [];
  const nodes = new Set<string>();
  const edges: [string, string][] = [];
  let depth = 0;
  for (const line of lines.slice(1)) {
    const subgraph = /^subgraph\s+([A-Za-z][\w-]*)/.exec(line);
    if (subgraph) {
      nodes.add(subgraph[1] as string);
      depth += 1;
      continue;
    }
    if (line === "end") {
      depth -= 1;
      if (depth < 0) problems.push("an end without a subgraph");
      continue;
    }
    // An edge, either end optionally declared inline with a shape: `A["text"] -->|"label"| B{"text"}`.
    const edge =
      /^([A-Za-z][\w-]*)(\s*[[({].*?[\])}])?\s*(?:-->|-\.->|==>)(?:\|[^|]*\|)?\s*([A-Za-z][\w-]*)(\s*[[({].*[\])}])?$/.exec(
        line,
      );
    if (edge) {
      const [, from = "", fromShape, to = "", toShape] = edge;
      edges.push([from, to]);
      if (fromShape) nodes.add(from);
      if (toShape) nodes.add(to);
      continue;
    }
    const node = /^([A-Za-z][\w-]*)\s*[[({]/.exec(line);
    if (node) nodes.add(node[1] as string);
    else if (!/^direction\s+(TB|BT|LR|RL)$/.test(line)) problems.push(`not understood: ${line}`);
  }
  if (depth !== 0) problems.push("unclosed subgraph");
  for (const [from, to] of edges)
    for (const name of [from, to]) if (!nodes.has(name)) problems.push(`edge to undeclared node ${name}`);
  return problems;
}

describe("Mermaid diagrams", () => {
  it("architecture.md has the layers and two paths; auth.md the browser login; plan.md the rotation, test-delivery and a killed rotation; fleet.md a fleet run", () => {
    const where = (file: string) =>
      diagrams.filter((diagram) => diagram.file === file).map((d) => d.lines[0]);
    expect(where("README.md")).toEqual([]);
    expect(where("docs/architecture.md")).toEqual(["flowchart TB", "flowchart TB", "flowchart TB"]);
    expect(where("docs/auth.md")).toEqual(["sequenceDiagram"]);
    expect(where("docs/plan.md")).toEqual(["sequenceDiagram", "sequenceDiagram", "sequenceDiagram"]);
    expect(where("docs/fleet.md")).toEqual(["flowchart LR"]);
  });

  it.each(diagrams.map((diagram) => [`${diagram.file} #${diagram.index + 1}`, diagram] as const))(
    "%s follows Mermaid's syntax rules and names existing sources",
    (_name, diagram) => {
      const kind = diagram.lines[0] ?? "";
      const problems =
        kind === "sequenceDiagram"
          ? sequenceProblems(diagram.lines)
          : /^flowchart (TB|LR)$/.test(kind)
            ? flowchartProblems(diagram.lines)
            : [`unknown diagram type ${kind}`];
      expect(problems).toEqual([]);
      for (const source of diagram.caption.match(/src\/[\w/.-]+\.ts/g) ?? [])
        expect(existsSync(join(root, source)), source).toBe(true);
    },
  );

  it("the checks catch what breaks a diagram", () => {
    expect(
      sequenceProblems(["sequenceDiagram", "participant A", "A->>B: hi", "alt x", "A->>A: a; b"]),
    ).toEqual([
      "undeclared participant B: A->>B: hi",
      'a ";" ends the statement early: A->>A: a; b',
      "unclosed alt",
    ]);
    expect(flowchartProblems(["flowchart TB", 'a["A"]', "a --> b", "subgraph s"])).toEqual([
      "unclosed subgraph",
      "edge to undeclared node b",
    ]);
  });
});
