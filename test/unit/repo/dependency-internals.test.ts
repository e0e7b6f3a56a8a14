/**
 * What we use of our dependencies beyond their public API, each kept because it pays for itself
 * (docs/startup.md, "Dependency internals"). A dependency upgrade that breaks one fails here, naming
 * the file to fix, instead of showing up as a slow start or a silently slower check:
 * - src/action/actions-core.ts imports @actions/core's own modules by path (not its index, which
 *   loads undici and @actions/exec);
 * - src/schemas/check.ts compiles response checks from zod's internal schema definitions
 *   (`schema._zod`).
 * Dependabot's update pull requests run this file (CI runs every unit test on pull_request).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { compileCheck } from "../../../src/schemas/check.js";
import { pageEnvelope, singleEnvelope, webhook, webhookDelivery } from "../../../src/schemas/index.js";

const root = join(import.meta.dirname, "../../..");
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(root, "node_modules", name, "package.json"), "utf8")) as { version: string })
    .version;

/** The deep imports of actions-core.ts: module path (from the package root) and the names taken. */
function deepImports(): { module: string; names: string[] }[] {
  const source = readFileSync(join(root, "src/action/actions-core.ts"), "utf8");
  return [
    ...source.matchAll(
      /(?:import|export) \{([^}]*)\} from "\.\.\/\.\.\/node_modules\/@actions\/core\/([^"]+)"/g,
    ),
  ].map(([, names = "", module = ""]) => ({
    module,
    names: names
      .split(",")
      // `name as alias` takes `name`.
      .map((name) => name.trim().split(/\s+as\s+/)[0] ?? "")
      .filter(Boolean),
  }));
}

describe("@actions/core: the modules src/action/actions-core.ts imports by path", () => {
  const version = versionOf("@actions/core");
  const fix = `@actions/core ${version} changed what src/action/actions-core.ts imports by path (docs/startup.md, "Dependency internals"): adapt it there`;
  const imports = deepImports();

  it("reads the deep imports of actions-core.ts", () => {
    expect(imports.map((entry) => entry.module).sort()).toEqual([
      "lib/command.js",
      "lib/file-command.js",
      "lib/summary.js",
      "lib/utils.js",
    ]);
  });

  it("is installed once, at the top of node_modules (the path the imports name)", () => {
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>;
    };
    const copies = Object.keys(lock.packages).filter((path) => path.endsWith("node_modules/@actions/core"));
    expect(copies, fix).toEqual(["node_modules/@actions/core"]);
  });

  it.each(imports)(
    "$module exists and exports what actions-core.ts takes from it",
    async ({ module, names }) => {
      const file = join(root, "node_modules/@actions/core", module);
      expect(existsSync(file), `${fix}: ${module} is gone`).toBe(true);
      const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
      for (const name of names) {
        expect(typeof loaded[name], `${fix}: ${module} no longer exports ${name}`).toBe(
          name === "summary" ? "object" : "function",
        );
      }
    },
  );

  it("still has, in its index, every function actions-core.ts stands in for (compared byte for byte in test/unit/action/actions-core.test.ts)", async () => {
    const ours = await import("../../../src/action/actions-core.js");
    const official = (await import("@actions/core")) as Record<string, unknown>;
    const missing = Object.keys(ours).filter(
      (name) => typeof official[name] !== typeof (ours as never)[name],
    );
    expect(missing, `${fix}: the index no longer has these`).toEqual([]);
  });
});

describe("zod: the internal definitions src/schemas/check.ts compiles", () => {
  const fix = `zod ${versionOf("zod")} changed its internal schema definitions (schema._zod) that src/schemas/check.ts reads (docs/startup.md, "Dependency internals"): adapt the compiler there`;
  const zod = (schema: unknown) =>
    (schema as { _zod: Record<string, unknown> & { def: Record<string, unknown> } })._zod;
  const checkDef = (schema: z.ZodType, index = 0) =>
    zod((zod(schema).def.checks as unknown[] | undefined)?.[index]).def;

  it("types, shapes, strictness, wrappers and value sets", () => {
    const strict = z.strictObject({ a: z.string() });
    expect(zod(z.string()).def.type, fix).toBe("string");
    expect(zod(z.number()).def.type, fix).toBe("number");
    expect(Object.keys(zod(strict).def.shape as object), fix).toEqual(["a"]);
    expect(zod(zod(strict).def.catchall).def.type, fix).toBe("never");
    expect(zod(zod(z.looseObject({})).def.catchall).def.type, fix).toBe("unknown");
    expect(zod(z.object({})).def.catchall, fix).toBeUndefined();
    expect(zod(z.array(z.string())).def.element, fix).toBeInstanceOf(z.ZodString);
    expect(zod(z.union([z.string(), z.null()])).def.options, fix).toHaveLength(2);
    expect(zod(z.xor([z.string(), z.number()])).def.inclusive, fix).toBe(false);
    expect(zod(z.string().nullable()).def.innerType, fix).toBeInstanceOf(z.ZodString);
    const optional = zod(z.string().optional());
    expect([optional.optin, optional.optout, optional.def.type], fix).toEqual([
      "optional",
      "optional",
      "optional",
    ]);
    expect(zod(z.lazy(() => z.string())).innerType, fix).toBeInstanceOf(z.ZodString);
    expect(zod(z.enum(["a", "b"])).values, fix).toEqual(new Set(["a", "b"]));
    expect(zod(z.literal("x")).values, fix).toEqual(new Set(["x"]));
    expect(zod(z.coerce.number()).def.coerce, fix).toBe(true);
  });

  it("checks: lengths, formats with their pattern, bounds, integers, refinements", () => {
    expect(checkDef(z.string().min(2)), fix).toMatchObject({ check: "min_length", minimum: 2 });
    expect(checkDef(z.string().max(9)), fix).toMatchObject({ check: "max_length", maximum: 9 });
    expect(checkDef(z.string().regex(/^x$/)), fix).toMatchObject({ check: "string_format", format: "regex" });
    expect(checkDef(z.string().regex(/^x$/)).pattern, fix).toBeInstanceOf(RegExp);
    const datetime = zod(z.iso.datetime());
    expect((datetime.traits as Set<string>).has("$ZodCheck"), fix).toBe(true);
    expect(datetime.def, fix).toMatchObject({ check: "string_format", format: "datetime" });
    expect(checkDef(z.number().min(1)), fix).toMatchObject({
      check: "greater_than",
      value: 1,
      inclusive: true,
    });
    expect(checkDef(z.number().lt(5)), fix).toMatchObject({ check: "less_than", value: 5, inclusive: false });
    expect(checkDef(z.number().int()), fix).toMatchObject({ check: "number_format", format: "safeint" });
    const refinement = checkDef(z.string().refine((value) => value !== "no"));
    expect(refinement.check, fix).toBe("custom");
    expect(typeof refinement.fn, fix).toBe("function");
    expect(refinement.when, fix).toBeUndefined();
  });

  it("compiles the response schemas without handing a node to zod", () => {
    for (const schema of [pageEnvelope(webhook), singleEnvelope(webhook), pageEnvelope(webhookDelivery)]) {
      const compiled = compileCheck(schema);
      expect(compiled.fallbacks, fix).toBe(0);
      expect(compiled.source, fix).not.toBe("");
    }
  });
});

describe("Dependabot: the updates that can break these come in their own groups and run this file", () => {
  interface Update {
    "package-ecosystem": string;
    groups?: Record<string, { patterns?: string[] }>;
  }
  const config = parse(readFileSync(join(root, ".github/dependabot.yml"), "utf8")) as { updates: Update[] };
  const npm = config.updates.find((update) => update["package-ecosystem"] === "npm");
  /** The group an npm package's update lands in: the first whose patterns match (Dependabot's rule). */
  const groupOf = (name: string) =>
    Object.entries(npm?.groups ?? {}).find(([, group]) =>
      (group.patterns ?? []).some((pattern) =>
        new RegExp(
          `^${pattern
            .split("*")
            .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
            .join(".*")}$`,
        ).test(name),
      ),
    )?.[0];

  it("groups @actions/*, zod, and the build and test tools, each apart", () => {
    expect(groupOf("@actions/core")).toBe("actions-toolkit");
    expect(groupOf("@actions/github")).toBe("actions-toolkit");
    expect(groupOf("zod")).toBe("zod");
    const tools = [
      "typescript",
      "@vercel/ncc",
      "tsx",
      "vitest",
      "@vitest/coverage-v8",
      "@biomejs/biome",
      "knip",
    ];
    expect(new Set(tools.map(groupOf))).toEqual(new Set(["build-and-test"]));
    expect(groupOf("commander")).toBe("other");
  });

  it("updates the workflows' actions too", () => {
    expect(config.updates.map((update) => update["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
  });

  it("its pull requests run CI, whose npm test runs every test file, this one included", () => {
    const ci = parse(readFileSync(join(root, ".github/workflows/ci.yml"), "utf8")) as {
      on: Record<string, unknown>;
      jobs: Record<string, { steps: { run?: string }[] }>;
    };
    expect(Object.keys(ci.on)).toContain("pull_request");
    expect(Object.values(ci.jobs).some((job) => job.steps.some((step) => step.run === "npm test"))).toBe(
      true,
    );
    const scripts = (
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.test).toMatch(/vitest run(?! \S*test\/)/);
  });
});
