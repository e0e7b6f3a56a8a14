/**
 * The third-party licences of one bundle, from ncc's webpack stats: every package a bundled module
 * (in any chunk) comes from, with its licence text, sorted, so the file is deterministic.
 * (ncc's own --license writes one file per chunk under the same name, so with lazy chunks the
 * packages of the main chunk went missing.)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface StatsModule {
  name?: string;
  modules?: StatsModule[];
}

/** Package directories (relative to the root, nested node_modules kept) of the bundled modules. */
export function bundledPackageDirs(stats: { modules?: StatsModule[] }): string[] {
  const dirs = new Set<string>();
  const walk = (modules: StatsModule[] = []) => {
    for (const module of modules) {
      const dir = /^(?:\.\/)?(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(module.name ?? "")?.[1];
      if (dir) dirs.add(dir);
      walk(module.modules);
    }
  };
  walk(stats.modules);
  return [...dirs];
}

export function renderLicenses(root: string, packageDirs: string[]): string {
  const entries = new Map<string, string>();
  for (const dir of packageDirs) {
    const meta = JSON.parse(readFileSync(join(root, dir, "package.json"), "utf8")) as {
      name: string;
      version: string;
      license?: string;
    };
    const id = `${meta.name}@${meta.version}`;
    if (entries.has(id)) continue;
    const file = readdirSync(join(root, dir))
      .filter((name) => /^(licen[cs]e|copying)(\.|-|$)/i.test(name))
      .sort()[0];
    const text =
      file && existsSync(join(root, dir, file))
        ? readFileSync(join(root, dir, file), "utf8").trim()
        : `(the package ships no licence file; package.json says ${meta.license ?? "nothing"})`;
    entries.set(id, `${id}\nLicense: ${meta.license ?? "unknown"}\n\n${text}\n`);
  }
  const sorted = [...entries.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return `${sorted.map((id) => entries.get(id)).join("\n----------------------------------------\n\n")}`;
}
