/**
 * Reads the nodes and arrows of a Mermaid flowchart as written in docs/architecture.md: a node on its
 * own line (`id["label"]`), an arrow on its own line (`a --> b`, `a -.->|"label"| b`, `a ==> b`).
 * Mermaid's own syntax rules are checked by test/unit/repo/mermaid-diagrams.test.ts.
 */

type ArrowStyle = "solid" | "dashed" | "thick";

interface Arrow {
  from: string;
  to: string;
  style: ArrowStyle;
  label: string;
  /** The arrow as written, for messages. */
  text: string;
}

export interface Flowchart {
  /** Node id -> its label (`<br/>` kept). */
  nodes: Map<string, string>;
  arrows: Arrow[];
  /** The `%%` comment lines, without `%%`. */
  comments: string[];
}

const styles: Record<string, ArrowStyle> = { "-->": "solid", "-.->": "dashed", "==>": "thick" };

/** Every ```mermaid block of a Markdown text. */
export function mermaidBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] as string);
}

export function parseFlowchart(source: string): Flowchart {
  const chart: Flowchart = { nodes: new Map(), arrows: [], comments: [] };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("%%")) {
      chart.comments.push(line.slice(2).trim());
      continue;
    }
    const arrow = /^([A-Za-z][\w-]*)\s*(-->|-\.->|==>)\s*(?:\|"?([^|"]*)"?\|)?\s*([A-Za-z][\w-]*)$/.exec(
      line,
    );
    if (arrow) {
      const [, from = "", style = "", label = "", to = ""] = arrow;
      chart.arrows.push({ from, to, style: styles[style] as ArrowStyle, label, text: line });
      continue;
    }
    const node = /^(?!subgraph\s)([A-Za-z][\w-]*)\["([^"]*)"\]$/.exec(line);
    if (node) chart.nodes.set(node[1] as string, node[2] as string);
  }
  return chart;
}

/** The first word of a node's label: `src/cli/main.ts<br/>entry` -> `src/cli/main.ts`. */
export function labelHead(label: string): string {
  return label.split(/<br\/>|\s/)[0] ?? "";
}
