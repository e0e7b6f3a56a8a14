/**
 * docs/troubleshooting.md stays current: every error code a user can meet (the CLI's, the client's,
 * the API's defaults) has an entry, and the CLI's documented exit codes match src/cli/errors.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exitCodeForCode } from "../../../src/cli/errors.js";
import { clientErrorCodes } from "../../../src/core/errors.js";
import { apiErrorCodes } from "../../../src/schemas/index.js";

const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/troubleshooting.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The keys of the exit-code table in src/cli/errors.ts. */
function exitTableCodes(): string[] {
  const text = readFileSync(join(root, "src/cli/errors.ts"), "utf8");
  const table = /const EXIT_BY_CODE[^{]*\{([^}]*)\}/.exec(text)?.[1] ?? "";
  return [...table.matchAll(/^\s*([a-z_]+):\s*\d+,/gm)].map((match) => match[1] as string);
}

/** Every code thrown as `new CliError("<code>", ...)` anywhere under src/cli. */
function thrownCliCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sourceFiles(join(root, "src/cli"))) {
    for (const match of readFileSync(file, "utf8").matchAll(/new CliError\(\s*"([a-z_]+)"/g)) {
      codes.add(match[1] as string);
    }
  }
  return [...codes];
}

/** The exit column of the code's row in the CLI table (the row that anchors the code). */
function documentedExit(code: string): string | undefined {
  const row = doc.split("\n").find((line) => line.startsWith(`| <a id="${code}"></a>\`${code}\` |`));
  return row?.split("|")[2]?.trim();
}

const cliCodes = [...new Set([...exitTableCodes(), ...thrownCliCodes()])].sort();

describe("docs/troubleshooting.md", () => {
  it("finds the codes it checks (the source scans still work)", () => {
    expect(exitTableCodes()).toContain("invalid_arguments");
    expect(exitTableCodes()).toContain("interrupted");
    expect(thrownCliCodes()).toContain("confirmation_required");
    expect(cliCodes.length).toBeGreaterThan(30);
  });

  it.each(cliCodes)("documents the CLI code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it.each(exitTableCodes())("gives the CLI code %s the exit code of src/cli/errors.ts", (code) => {
    expect(documentedExit(code)).toBe(String(exitCodeForCode(code)));
  });

  it.each([...clientErrorCodes])("documents the client code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it.each(Object.values(apiErrorCodes))("documents the API code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it("documents every exit code of svc", () => {
    for (const exit of [0, 1, 2, 3, 4, 5, 6, 7, 130])
      expect(doc).toMatch(new RegExp(`^\\| ${exit} \\|`, "m"));
  });
});
