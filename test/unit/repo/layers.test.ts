/**
 * Imports point down: every import in src/ (static, re-export, `import()`, `import type`) against
 * `layerRules`, no new import cycle between files, and docs/architecture.md's diagrams agree with the
 * code (the layer diagram draws exactly the dependencies between layers; every arrow of a path
 * diagram is a real import).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Flowchart, labelHead, mermaidBlocks, parseFlowchart } from "../../support/flowchart.js";
import {
  type ImportEdge,
  importCycles,
  importGraph,
  type LayerRule,
  layerDependencies,
  layerOf,
  layerViolations,
  loadedAtStart,
  scanImports,
} from "../../support/import-graph.js";

const root = join(import.meta.dirname, "../../..");

/**
 * Which top-level directory of src/ may import which (its own files always; `index` is src/index.ts,
 * the library export). An adapter (action, cli) may use every layer below it but never the other
 * adapter; the emulator shares only the schemas and the signature module with the product.
 */
const layerRules: Record<string, LayerRule> = {
  schemas: { imports: [], packages: ["zod"] },
  untrusted: { imports: [], packages: ["zod"] },
  signature: { imports: ["schemas"], packages: [] },
  transport: { imports: ["schemas", "untrusted"], packages: [] },
  client: { imports: ["transport", "schemas"], packages: ["zod"] },
  // The engine runs steps against a client the adapter builds and passes in: it knows only its type.
  engine: {
    imports: ["client", "transport", "schemas", "untrusted"],
    typesOnly: ["client"],
    // fast-string-width: the caret under a plan's YAML syntax error goes by terminal columns.
    packages: ["zod", "yaml", "fast-string-width"],
  },
  action: { imports: ["engine", "client", "transport", "schemas", "untrusted", "signature"] },
  cli: { imports: ["engine", "client", "transport", "schemas", "untrusted", "signature"] },
  emulator: { imports: ["schemas", "signature"], packages: ["zod", "undici"] },
  index: { imports: ["client", "signature", "transport", "schemas"], packages: [] },
};

/** The files each adapter starts from: what they load statically is loaded on every start. */
const entryFiles: Record<string, string[]> = {
  action: ["src/action/index.ts", "src/action/post/index.ts"],
  cli: ["src/cli/main.ts"],
};

/**
 * Import cycles between files that exist today, each a known exception: a new cycle, or a file
 * joining one of these, fails. When one is broken, delete its entry here.
 */
const knownCycles: string[][] = [];

const { files, edges } = importGraph(root);

describe("imports point down", () => {
  it("reads every source file and its imports", () => {
    expect(files).toContain("src/cli/main.ts");
    expect(files.length).toBeGreaterThan(100);
    // Each kind of import is seen: static, re-export, `import type`, `import()`.
    expect(edges.some((edge) => edge.from === "src/cli/main.ts" && edge.dynamic)).toBe(true);
    expect(edges.some((edge) => edge.from === "src/client/index.ts" && edge.typeOnly)).toBe(true);
    expect(edges.filter((edge) => edge.to !== undefined).length).toBeGreaterThan(500);
  });

  it("every import is allowed by layerRules (file:line, the import and the rule when not)", () => {
    expect(layerViolations(edges, layerRules)).toEqual([]);
  });

  it("the table points down: no two layers may import each other, the adapters never each other", () => {
    const allowed = (from: string, to: string) => layerRules[from]?.imports.includes(to) ?? false;
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (layerRules[from]?.imports ?? []).some(
        (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
      );
    for (const layer of Object.keys(layerRules)) expect(reaches(layer, layer), layer).toBe(false);
    expect(allowed("cli", "action") || allowed("action", "cli")).toBe(false);
    expect(layerRules.emulator?.imports).toEqual(["schemas", "signature"]);
    // Every directory of src/ has a rule.
    expect(new Set(files.map(layerOf))).toEqual(new Set(Object.keys(layerRules)));
  });

  it("no import cycle between files besides the known ones", () => {
    expect(importCycles(edges)).toEqual(knownCycles);
  });
});

describe("the checker", () => {
  const edge = (from: string, to: string, extra: Partial<ImportEdge> = {}): ImportEdge => ({
    from,
    to,
    line: 7,
    specifier: "./x.js",
    dynamic: false,
    typeOnly: false,
    ...extra,
  });

  it("names the file, the line, the import and the rule of an import that points up", () => {
    expect(
      layerViolations(
        [
          edge("src/schemas/webhook.ts", "src/engine/runner.ts"),
          edge("src/action/main.ts", "src/cli/errors.ts", { dynamic: true }),
          edge("src/engine/runner.ts", "src/client/client.ts"),
          edge("src/engine/runner.ts", "src/client/types.ts", { typeOnly: true }),
          {
            from: "src/transport/attempt.ts",
            line: 3,
            specifier: "undici",
            package: "undici",
            dynamic: false,
            typeOnly: false,
          },
          {
            from: "src/transport/attempt.ts",
            line: 4,
            specifier: "node:http",
            package: "node:http",
            dynamic: true,
            typeOnly: false,
          },
          edge("src/tools/new.ts", "src/schemas/index.ts"),
        ],
        layerRules,
      ),
    ).toEqual([
      "src/schemas/webhook.ts:7 imports src/engine/runner.ts: schemas may import only itself",
      "src/action/main.ts:7 imports src/cli/errors.ts: action may import only engine, client, transport, schemas, untrusted, signature",
      'src/engine/runner.ts:7 imports src/client/client.ts: engine may import client only with "import type"',
      "src/transport/attempt.ts:3 imports undici: transport may import only node: and no package",
      "src/tools/new.ts:7 imports src/schemas/index.ts: tools is not in the layer table",
    ]);
  });

  it("finds a fake upward import added to the real graph", () => {
    const fake = edge("src/transport/transport.ts", "src/cli/errors.ts", { line: 1 });
    expect(layerViolations([...edges, fake], layerRules)).toContain(
      "src/transport/transport.ts:1 imports src/cli/errors.ts: transport may import only schemas, untrusted",
    );
  });

  it("finds cycles, also through several files, and not a file that is only imported twice", () => {
    expect(
      importCycles([
        edge("src/a/one.ts", "src/a/two.ts"),
        edge("src/a/two.ts", "src/a/three.ts"),
        edge("src/a/three.ts", "src/a/one.ts", { typeOnly: true }),
        edge("src/a/four.ts", "src/a/two.ts"),
        edge("src/a/four.ts", "src/a/five.ts"),
        edge("src/a/five.ts", "src/a/two.ts"),
      ]),
    ).toEqual([["src/a/one.ts", "src/a/three.ts", "src/a/two.ts"]]);
  });

  it("reads imports, not text that looks like one", () => {
    const text = [
      'import { a } from "./a.js";',
      'import type { B } from "./b.js";',
      'import type from "./type-named-default.js";',
      "import {",
      "  type C,",
      "  d,",
      '} from "./cd.js";',
      'import "./side-effect.js";',
      'export * from "./e.js";',
      'export type * from "./f.js";',
      'export { g as h } from "./g.js";',
      "export const i = 1;",
      '// import { j } from "./comment.js";',
      '/* export * from "./block.js"; */',
      'const k = "import { k } from \\"./string.js\\"";',
      `const l = \`\${k} from "./template.js" \${/from "x"/.test(k) ? import("./lazy.js") : 0}\`;`,
      'const m = /import("regex.js")/;',
      "const url = import.meta.url;",
      'const lazy = await import("./lazy-two.js");',
    ].join("\n");
    expect(scanImports(text)).toEqual([
      { line: 1, specifier: "./a.js", dynamic: false, typeOnly: false },
      { line: 2, specifier: "./b.js", dynamic: false, typeOnly: true },
      { line: 3, specifier: "./type-named-default.js", dynamic: false, typeOnly: false },
      { line: 4, specifier: "./cd.js", dynamic: false, typeOnly: false },
      { line: 8, specifier: "./side-effect.js", dynamic: false, typeOnly: false },
      { line: 9, specifier: "./e.js", dynamic: false, typeOnly: false },
      { line: 10, specifier: "./f.js", dynamic: false, typeOnly: true },
      { line: 11, specifier: "./g.js", dynamic: false, typeOnly: false },
      { line: 16, specifier: "./lazy.js", dynamic: true, typeOnly: false },
      { line: 19, specifier: "./lazy-two.js", dynamic: true, typeOnly: false },
    ]);
  });
});

// docs/architecture.md

const doc = readFileSync(join(root, "docs/architecture.md"), "utf8");
const charts = mermaidBlocks(doc).map(parseFlowchart);
const marked = (word: string) => charts.filter((chart) => chart.comments.some((c) => c.startsWith(word)));

/** The layer a node of the layer diagram stands for (`src/engine` -> engine), if any. */
function nodeLayer(label: string): string | undefined {
  const head = labelHead(label);
  return /^src\/[\w-]+(\.ts)?$/.test(head) ? layerOf(head) : undefined;
}

/** What is wrong with a layer diagram, compared with the code's imports. */
function layerDiagramProblems(chart: Flowchart, code: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  const drawn = new Map<string, string>();
  for (const arrow of chart.arrows) {
    const from = nodeLayer(chart.nodes.get(arrow.from) ?? "");
    const to = nodeLayer(chart.nodes.get(arrow.to) ?? "");
    if (from === undefined || to === undefined) continue;
    const dependency = `${from} -> ${to}`;
    drawn.set(dependency, arrow.style);
    if (!layerRules[from]?.imports.includes(to))
      problems.push(`${arrow.text}: layerRules do not allow ${dependency}`);
    const entries = entryFiles[from];
    if (entries === undefined) {
      if (arrow.style !== "solid") problems.push(`${arrow.text}: only an adapter's arrows may be dashed`);
      continue;
    }
    const loaded = [...loadedAtStart(code, entries)].some((file) => layerOf(file) === to);
    if (arrow.style === "dashed" && loaded)
      problems.push(`${arrow.text}: dashed, but ${from}'s entry files load ${to} at start-up`);
    if (arrow.style !== "dashed" && !loaded)
      problems.push(`${arrow.text}: solid, but ${from} loads ${to} only behind import(): draw it dashed`);
  }
  const inCode = layerDependencies(code);
  for (const dependency of drawn.keys())
    if (!inCode.has(dependency)) problems.push(`${dependency} is drawn but no file imports across it`);
  for (const dependency of inCode)
    if (!drawn.has(dependency)) problems.push(`${dependency} is in the code but not drawn`);
  return problems;
}

/** What is wrong with a path diagram: a node that is no file, an arrow that is no import. */
function pathDiagramProblems(chart: Flowchart, code: readonly ImportEdge[]): string[] {
  const problems: string[] = [];
  const fileOf = (id: string) => labelHead(chart.nodes.get(id) ?? "");
  for (const [id, label] of chart.nodes) {
    const file = labelHead(label);
    if (!/^src\/.+\.ts$/.test(file) || !existsSync(join(root, file)))
      problems.push(`node ${id} names no source file: ${file}`);
  }
  for (const arrow of chart.arrows) {
    const [from, to] = [fileOf(arrow.from), fileOf(arrow.to)];
    const imports = code.filter((edge) => edge.from === from && edge.to === to);
    if (arrow.style === "solid" && !imports.some((edge) => !edge.dynamic))
      problems.push(`${arrow.text}: ${from} has no static import of ${to}`);
    if (arrow.style === "dashed" && (arrow.label !== "lazy" || !imports.some((edge) => edge.dynamic)))
      problems.push(`${arrow.text}: a dashed arrow is labelled "lazy" and ${from} has an import() of ${to}`);
    if (arrow.style === "thick") {
      const called = /^[A-Za-z_$][\w$]*/.exec(arrow.label)?.[0] ?? "";
      if (imports.length > 0) problems.push(`${arrow.text}: ${from} imports ${to}: draw an import arrow`);
      for (const file of [from, to])
        if (
          called === "" ||
          !existsSync(join(root, file)) ||
          !readFileSync(join(root, file), "utf8").includes(called)
        )
          problems.push(`${arrow.text}: the label starts with a name that ${file} does not contain`);
    }
  }
  return problems;
}

describe("docs/architecture.md", () => {
  it("has one layer diagram and two path diagrams", () => {
    expect(charts).toHaveLength(3);
    expect(marked("layers")).toHaveLength(1);
    expect(marked("path")).toHaveLength(2);
  });

  it("the layer diagram draws exactly the dependencies between layers, dashed where the adapter loads lazily", () => {
    expect(layerDiagramProblems(marked("layers")[0] as Flowchart, edges)).toEqual([]);
  });

  it.each(marked("path").map((chart, index) => [index + 1, chart] as const))(
    "path diagram %i: every node is a source file, every arrow an import",
    (_index, chart) => {
      expect(chart.arrows.length).toBeGreaterThan(5);
      expect(pathDiagramProblems(chart, edges)).toEqual([]);
    },
  );

  it("every src/ path it names exists", () => {
    for (const path of doc.match(/`src\/[\w/.<>-]+`/g) ?? []) {
      const plain = path.slice(1, -1);
      if (!plain.includes("<")) expect(existsSync(join(root, plain)), plain).toBe(true);
    }
  });

  it("the diagram checks find what is no longer true", () => {
    const layers = parseFlowchart(
      [
        "flowchart TB",
        'cli["src/cli"]',
        'action["src/action"]',
        'engine["src/engine"]',
        'schemas["src/schemas"]',
        "cli --> engine",
        "action -.-> engine",
        "engine --> cli",
        "engine -.-> schemas",
      ].join("\n"),
    );
    const code = [
      // The Action's own files too: its entry (index.ts) reaches the engine through main.ts.
      ...edges.filter(
        (edge) =>
          edge.from.startsWith("src/action/") &&
          (edge.to?.startsWith("src/engine/") || edge.to?.startsWith("src/action/")),
      ),
      ...edges.filter((edge) => edge.from.startsWith("src/engine/") && edge.to?.startsWith("src/schemas/")),
    ];
    expect(layerDiagramProblems(layers, code)).toEqual([
      "cli --> engine: solid, but cli loads engine only behind import(): draw it dashed",
      "action -.-> engine: dashed, but action's entry files load engine at start-up",
      "engine --> cli: layerRules do not allow engine -> cli",
      "engine -.-> schemas: only an adapter's arrows may be dashed",
      "cli -> engine is drawn but no file imports across it",
      "engine -> cli is drawn but no file imports across it",
    ]);
    expect(layerDiagramProblems(parseFlowchart('flowchart TB\nengine["src/engine"]'), code)).toEqual([
      "action -> engine is in the code but not drawn",
      "engine -> schemas is in the code but not drawn",
    ]);
    const path = parseFlowchart(
      [
        "flowchart TB",
        'main["src/cli/main.ts"]',
        'dispatch["src/cli/dispatch.ts"]',
        'program["src/cli/program.ts"]',
        'gone["src/cli/gone.ts"]',
        "main --> dispatch",
        'dispatch -.->|"lazy"| program',
        'program ==>|"noSuchNameAnywhere"| main',
        'dispatch ==>|"createProgram"| program',
      ].join("\n"),
    );
    expect(pathDiagramProblems(path, edges)).toEqual([
      "node gone names no source file: src/cli/gone.ts",
      "main --> dispatch: src/cli/main.ts has no static import of src/cli/dispatch.ts",
      'dispatch -.->|"lazy"| program: a dashed arrow is labelled "lazy" and src/cli/dispatch.ts has an import() of src/cli/program.ts',
      'program ==>|"noSuchNameAnywhere"| main: the label starts with a name that src/cli/program.ts does not contain',
      'program ==>|"noSuchNameAnywhere"| main: the label starts with a name that src/cli/main.ts does not contain',
      'dispatch ==>|"createProgram"| program: src/cli/dispatch.ts imports src/cli/program.ts: draw an import arrow',
    ]);
  });
});
