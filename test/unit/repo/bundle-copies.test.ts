/**
 * Each bundle carries one copy of each package: a second version of a package (e.g. the HTTP client
 * of @actions/github beside the one of @actions/core) is dead weight the Action loads and parses.
 * dist/<entry>/licenses.txt lists every package a bundle holds (from ncc's module stats), and the
 * lockfile shows where npm installed each one.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const entries = readdirSync(join(root, "dist"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** `name@version` headers of a licences file: each package block starts with one, then `License:`. */
function bundledPackages(entry: string): string[] {
  const lines = readFileSync(join(root, "dist", entry, "licenses.txt"), "utf8").split("\n");
  return lines.flatMap((line, index) =>
    lines[index + 1]?.startsWith("License:") && /^(@[^/\s]+\/)?[^@\s]+@\d/.test(line) ? [line] : [],
  );
}

/** Packages that appear with more than one version. */
function duplicated(packages: string[]): string[] {
  const versions = new Map<string, string[]>();
  for (const id of packages) {
    const at = id.lastIndexOf("@");
    const name = id.slice(0, at);
    versions.set(name, [...(versions.get(name) ?? []), id.slice(at + 1)]);
  }
  return [...versions]
    .filter(([, list]) => list.length > 1)
    .map(([name, list]) => `${name}: ${list.join(", ")}`);
}

describe("one copy of each bundled package", () => {
  it("finds every entry's licences", () => {
    expect(entries.sort()).toEqual(["action", "cli", "emulator", "post"]);
    expect(bundledPackages("action")).toContain("zod@4.6.7");
  });

  it.each(entries)("dist/%s holds each package in one version", (entry) => {
    expect(duplicated(bundledPackages(entry))).toEqual([]);
  });

  it("the Action bundles one @actions/http-client, one tunnel and one undici", () => {
    const names = bundledPackages("action").map((id) => id.slice(0, id.lastIndexOf("@")));
    for (const name of ["@actions/http-client", "tunnel", "undici"]) {
      expect(
        names.filter((n) => n === name),
        name,
      ).toHaveLength(1);
    }
  });

  it("the lockfile installs each of them once, so npm cannot bring a nested copy back", () => {
    const lock = JSON.parse(readFileSync(join(root, "package-lock.json"), "utf8")) as {
      packages: Record<string, unknown>;
    };
    for (const name of ["@actions/http-client", "tunnel", "undici"]) {
      const paths = Object.keys(lock.packages).filter((path) => path.endsWith(`node_modules/${name}`));
      expect(paths, name).toEqual([`node_modules/${name}`]);
    }
  });

  it("reports a second version", () => {
    expect(duplicated(["a@1.0.0", "@s/b@3.0.2", "@s/b@4.0.1"])).toEqual(["@s/b: 3.0.2, 4.0.1"]);
  });
});
