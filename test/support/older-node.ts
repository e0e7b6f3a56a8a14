/**
 * A PATH on which `node` is older than the project's floor, Node 24.5, as on a machine whose system
 * Node is older than the one the project brings: the README's set-up must work there, and every
 * documented command must run as written. The system's `node` when it is older (Node 20 on the
 * development machines), else a real Node 24.4.1 from the registry (kept in node_modules/.cache).
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { nodeRelease } from "./npm.js";

const floor = [24, 5];

function olderThanFloor(version: string): boolean {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  return major < (floor[0] as number) || (major === floor[0] && minor < (floor[1] as number));
}

/** The PATH without the project's node_modules/.bin folders (npm scripts and npx put them first). */
function systemPath(path = process.env.PATH ?? ""): string {
  return path
    .split(delimiter)
    .filter((entry) => entry !== "" && !entry.includes("node_modules"))
    .join(delimiter);
}

function systemNode(): string | undefined {
  for (const dir of systemPath().split(delimiter)) {
    const candidate = join(dir, process.platform === "win32" ? "node.exe" : "node");
    try {
      accessSync(candidate, constants.X_OK);
    } catch {
      continue;
    }
    return candidate;
  }
  return undefined;
}

/** The node binary older than the floor: the system's when it is, else Node 24.4.1. */
async function olderNode(): Promise<string> {
  const system = systemNode();
  if (system && olderThanFloor(execFileSync(system, ["--version"], { encoding: "utf8" }).trim()))
    return system;
  return nodeRelease("24.4.1", 240_000);
}

/** A PATH whose first `node` is older than the floor, then the system's PATH (npm, bash, ...). */
export async function olderNodePath(): Promise<string> {
  const bin = mkdtempSync(join(tmpdir(), "svc-older-node-"));
  symlinkSync(await olderNode(), join(bin, process.platform === "win32" ? "node.exe" : "node"));
  return [bin, systemPath()].join(delimiter);
}

/** The version of the first `node` on `path`. */
export function nodeVersionOn(path: string): string {
  return execFileSync("node", ["--version"], { encoding: "utf8", env: { PATH: path } }).trim();
}
