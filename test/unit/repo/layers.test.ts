/**
 * Imports point down: every import in src/ (static, re-export, `import()`, `import type`) against
 * `layerRules`, and no new import cycle between files.
 */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  type ImportEdge,
  importCycles,
  importGraph,
  type LayerRule,
  layerOf,
  layerViolations,
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
    packages: ["zod", "yaml"],
  },
  action: { imports: ["engine", "client", "transport", "schemas", "untrusted", "signature"] },
  cli: { imports: ["engine", "client", "transport", "schemas", "untrusted", "signature"] },
  emulator: { imports: ["schemas", "signature"], packages: ["zod", "undici"] },
  index: { imports: ["client", "signature", "transport", "schemas"], packages: [] },
};

/**
 * Import cycles between files that exist today, each a known exception: a new cycle, or a file
 * joining one of these, fails. When one is broken, delete its entry here.
 */
const knownCycles: string[][] = [
  // The CLI's context interface also wires its default implementations (profile source, confirm),
  // which import the interface back (types only). Being split into an interface and a wiring module.
  [
    "src/cli/cli-context.ts",
    "src/cli/credentials/profile-source.ts",
    "src/cli/credentials/resolve.ts",
    "src/cli/interact/confirm.ts",
  ],
];

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
