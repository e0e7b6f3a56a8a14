/**
 * The import graph of src/, read with TypeScript's own scanner (so a `from "..."` inside a string, a
 * comment, a template or a regular expression is not taken for an import), and the checks
 * test/unit/repo/layers.test.ts runs on it: which layer may import which, and file-level cycles.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { SyntaxKind } from "typescript/unstable/ast";
import { createScanner } from "typescript/unstable/ast/scanner";

export interface ImportSite {
  line: number;
  specifier: string;
  /** `import("...")`: loaded when the code runs (a lazy chunk), or a type reference. */
  dynamic: boolean;
  /** `import type` / `export type ... from`: erased from the JavaScript. */
  typeOnly: boolean;
}

export interface ImportEdge extends ImportSite {
  /** Repository-relative, e.g. `src/cli/main.ts`. */
  from: string;
  /** The resolved repository-relative file for a relative specifier; absent for a package. */
  to?: string;
  /** The package (`zod`, `node:fs`, `@actions/core`) when the import reaches outside the repository's sources. */
  package?: string;
}

/** After these tokens a `/` divides; anywhere else it starts a regular expression. */
const endsAnExpression = new Set<SyntaxKind>([
  SyntaxKind.Identifier,
  SyntaxKind.PrivateIdentifier,
  SyntaxKind.StringLiteral,
  SyntaxKind.NumericLiteral,
  SyntaxKind.BigIntLiteral,
  SyntaxKind.RegularExpressionLiteral,
  SyntaxKind.NoSubstitutionTemplateLiteral,
  SyntaxKind.TemplateTail,
  SyntaxKind.CloseParenToken,
  SyntaxKind.CloseBracketToken,
  SyntaxKind.CloseBraceToken,
  SyntaxKind.PlusPlusToken,
  SyntaxKind.MinusMinusToken,
  SyntaxKind.ThisKeyword,
  SyntaxKind.SuperKeyword,
  SyntaxKind.TrueKeyword,
  SyntaxKind.FalseKeyword,
  SyntaxKind.NullKeyword,
]);

/** Every import and re-export of one TypeScript source text, with its 1-based line. */
export function scanImports(text: string): ImportSite[] {
  const scanner = createScanner(true, undefined, text);
  const tokens: { kind: SyntaxKind; text: string; start: number }[] = [];
  const braces: ("brace" | "template")[] = [];
  for (let kind = scanner.scan(); kind !== SyntaxKind.EndOfFile; kind = scanner.scan()) {
    const previous = tokens.at(-1)?.kind;
    if (
      (kind === SyntaxKind.SlashToken || kind === SyntaxKind.SlashEqualsToken) &&
      (previous === undefined || !endsAnExpression.has(previous))
    )
      kind = scanner.reScanSlashToken();
    else if (kind === SyntaxKind.TemplateHead) braces.push("template");
    else if (kind === SyntaxKind.OpenBraceToken) braces.push("brace");
    else if (kind === SyntaxKind.CloseBraceToken) {
      if (braces.at(-1) === "template") {
        kind = scanner.reScanTemplateToken(false);
        if (kind === SyntaxKind.TemplateTail) braces.pop();
      } else braces.pop();
    }
    tokens.push({ kind, text: scanner.getTokenValue(), start: scanner.getTokenStart() });
    // Every token takes at least one character: more tokens than characters means the scanner is stuck.
    if (tokens.length > text.length) throw new Error("the scanner stopped advancing");
  }

  const lineStarts = [...text.matchAll(/\n/g)].map((match) => match.index + 1);
  const lineOf = (offset: number) => 1 + lineStarts.filter((start) => start <= offset).length;
  const sites: ImportSite[] = [];
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    const previous = tokens[index - 1];
    if (token.kind !== SyntaxKind.ImportKeyword && token.kind !== SyntaxKind.ExportKeyword) return;
    if (previous?.kind === SyntaxKind.DotToken) return; // a property named import/export
    if (token.kind === SyntaxKind.ImportKeyword && next?.kind === SyntaxKind.OpenParenToken) {
      const argument = tokens[index + 2];
      if (argument?.kind === SyntaxKind.StringLiteral)
        sites.push({ line: lineOf(token.start), specifier: argument.text, dynamic: true, typeOnly: false });
      return;
    }
    if (next?.kind === SyntaxKind.DotToken) return; // import.meta
    // A declaration's clause holds only names, braces, commas, `*`, `as` and `type`; the first string
    // after `from` (or right after `import`) is the module.
    const clause = new Set([
      SyntaxKind.Identifier,
      SyntaxKind.OpenBraceToken,
      SyntaxKind.CloseBraceToken,
      SyntaxKind.CommaToken,
      SyntaxKind.AsteriskToken,
      SyntaxKind.AsKeyword,
      SyntaxKind.TypeKeyword,
      SyntaxKind.DefaultKeyword,
    ]);
    let at = index + 1;
    while (tokens[at] && clause.has(tokens[at]!.kind)) at += 1;
    const fromKeyword = tokens[at]?.kind === SyntaxKind.FromKeyword;
    const module = tokens[fromKeyword ? at + 1 : at];
    if (module?.kind !== SyntaxKind.StringLiteral) return;
    if (token.kind === SyntaxKind.ExportKeyword && !fromKeyword) return;
    if (token.kind === SyntaxKind.ImportKeyword && !fromKeyword && at !== index + 1) return;
    sites.push({
      line: lineOf(token.start),
      specifier: module.text,
      dynamic: false,
      typeOnly: next?.kind === SyntaxKind.TypeKeyword && tokens[index + 2]?.kind !== SyntaxKind.FromKeyword,
    });
  });
  return sites;
}

function packageName(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/**
 * `./x.js` written in `src/a/b.ts` -> `{ to: "src/a/x.ts" }` (or `x/index.ts`); a package, also one
 * reached by a relative path into node_modules/ -> `{ package: "zod" }`.
 */
function resolveSpecifier(
  root: string,
  from: string,
  specifier: string,
): { to: string } | { package: string } {
  if (!specifier.startsWith(".")) return { package: packageName(specifier) };
  const path = join(dirname(from), specifier);
  const inModules = /(?:^|\/)node_modules\/(.+)$/.exec(path);
  if (inModules) return { package: packageName(inModules[1] as string) };
  const base = path.replace(/\.js$/, "");
  for (const candidate of [`${base}.ts`, join(base, "index.ts")])
    if (existsSync(join(root, candidate))) return { to: candidate };
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir))
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
      return name.endsWith(".ts") ? [path] : [];
    });
}

function sitesOf(root: string, file: string): ImportSite[] {
  try {
    return scanImports(readFileSync(join(root, file), "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

/** Every import of every .ts file under `dir` (repository-relative paths). */
export function importGraph(root: string, dir = "src"): { files: string[]; edges: ImportEdge[] } {
  const files = sourceFiles(root, dir).map((file) => relative(root, join(root, file)));
  const edges = files.flatMap((from) =>
    sitesOf(root, from).map(
      (site): ImportEdge => ({ ...site, from, ...resolveSpecifier(root, from, site.specifier) }),
    ),
  );
  return { files, edges };
}

/** The top-level directory of src/ a file belongs to; `index` for src/index.ts. */
export function layerOf(file: string): string {
  const [, top = ""] = file.split("/");
  return top.replace(/\.ts$/, "");
}

export interface LayerRule {
  /** Layers this one may import (its own files always). */
  imports: readonly string[];
  /** Of those, the ones it may import only with `import type`. */
  typesOnly?: readonly string[];
  /** Packages it may import (`node:` built-ins always); absent: any. */
  packages?: readonly string[];
}

/** One line per import that breaks its layer's rule: `file:line imports target: rule`. */
export function layerViolations(edges: readonly ImportEdge[], rules: Record<string, LayerRule>): string[] {
  const problems: string[] = [];
  for (const edge of edges) {
    const layer = layerOf(edge.from);
    const rule = rules[layer];
    const where = `${edge.from}:${edge.line} imports ${edge.to ?? edge.specifier}`;
    if (rule === undefined) {
      problems.push(`${where}: ${layer} is not in the layer table`);
      continue;
    }
    if (edge.to === undefined) {
      const name = edge.package ?? edge.specifier;
      if (!name.startsWith("node:") && rule.packages && !rule.packages.includes(name))
        problems.push(
          `${where}: ${layer} may import only node: and ${rule.packages.join(", ") || "no package"}`,
        );
      continue;
    }
    const target = layerOf(edge.to);
    if (target === layer) continue;
    if (!rule.imports.includes(target))
      problems.push(`${where}: ${layer} may import only ${rule.imports.join(", ") || "itself"}`);
    else if (rule.typesOnly?.includes(target) && !edge.typeOnly)
      problems.push(`${where}: ${layer} may import ${target} only with "import type"`);
  }
  return problems;
}

/** The layer-to-layer dependencies the code has: `engine -> client`. */
export function layerDependencies(edges: readonly ImportEdge[]): Set<string> {
  const found = new Set<string>();
  for (const edge of edges)
    if (edge.to !== undefined && layerOf(edge.to) !== layerOf(edge.from))
      found.add(`${layerOf(edge.from)} -> ${layerOf(edge.to)}`);
  return found;
}

/** Files that import each other, directly or through others (strongly connected components), sorted. */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    if (edge.to === undefined) continue;
    next.set(edge.from, (next.get(edge.from) ?? new Set()).add(edge.to));
  }
  // Tarjan's algorithm.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || next.get(file)?.has(file)) cycles.push(component.sort());
  };
  for (const file of [...next.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles.sort((a, b) => (a[0] ?? "").localeCompare(b[0] ?? ""));
}

/**
 * The files evaluated when `entries` start: their static imports, transitively, without `import type`
 * (erased) and without `import()` (loaded only when that code runs).
 */
export function loadedAtStart(edges: readonly ImportEdge[], entries: readonly string[]): Set<string> {
  const loaded = new Set(entries);
  const pending = [...entries];
  for (let file = pending.pop(); file !== undefined; file = pending.pop())
    for (const edge of edges)
      if (
        edge.from === file &&
        edge.to !== undefined &&
        !edge.dynamic &&
        !edge.typeOnly &&
        !loaded.has(edge.to)
      ) {
        loaded.add(edge.to);
        pending.push(edge.to);
      }
  return loaded;
}
