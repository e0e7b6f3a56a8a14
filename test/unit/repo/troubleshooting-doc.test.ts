/**
 * docs/troubleshooting.md stays current: every error code a user can meet (the CLI's, the client's,
 * the API's defaults) has an entry, and the CLI's documented exit codes match `cliErrorCodes`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cliErrorCodes, exitCodeForCode, exitMeanings } from "../../../src/cli/errors.js";
import { apiErrorCodes } from "../../../src/schemas/index.js";
import { clientErrorCodes } from "../../../src/transport/errors.js";

const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/troubleshooting.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The codes of the exit-code table. */
function exitTableCodes(): string[] {
  return Object.keys(cliErrorCodes);
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

  it("has every code the CLI throws in the exit-code table", () => {
    expect(thrownCliCodes().filter((code) => !(code in cliErrorCodes))).toEqual([]);
    expect(cliErrorCodes.invalid_plan).toBe(2);
  });

  it.each(exitTableCodes())("gives the CLI code %s the exit code of cliErrorCodes", (code) => {
    // A failed step of `svc run` keeps the exit code of the API status it failed on.
    const expected = code === "step_failed" ? "1, or 2-7" : String(exitCodeForCode(code));
    expect(documentedExit(code)).toBe(expected);
  });

  it.each([...clientErrorCodes])("documents the client code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it.each(Object.values(apiErrorCodes))("documents the API code %s", (code) => {
    expect(doc).toContain(`\`${code}\``);
  });

  it("documents every exit code of svc", () => {
    for (const exit of Object.keys(exitMeanings)) expect(doc).toMatch(new RegExp(`^\\| ${exit} \\|`, "m"));
  });
});
