/**
 * docs/troubleshooting.md stays current: every error code a user can meet (the CLI's, the client's,
 * the API's defaults) has an entry, and every Exit column says what the code does: the exit code
 * `exitCodeFor` gives each CLI code, each client code and each HTTP status (through its status's
 * code, src/cli/errors.ts), and the codes the "By exit code" table links exit with that row's code.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stateDirHint } from "../../../src/cli/engine-host/state-dir.js";
import {
  cliErrorCodes,
  cliWords,
  exitCodeFor,
  exitCodeForCode,
  exitMeanings,
  hintFor,
  withCommandHint,
} from "../../../src/cli/errors.js";
import { errorLines } from "../../../src/cli/output/error-line.js";
import {
  type ApiErrorDeclaration,
  apiErrorDeclarations,
  fallbackErrorDeclarations,
  inWords,
} from "../../../src/schemas/error-codes.js";
import { apiErrorCodes, statusErrorCode } from "../../../src/schemas/index.js";
import { ClientError, clientErrorCodes, createApiError } from "../../../src/transport/errors.js";
import { networkCauses } from "../../../src/transport/network-causes.js";
import { runInProcess } from "../../support/cli.js";

const root = join(import.meta.dirname, "../../..");
const doc = readFileSync(join(root, "docs/troubleshooting.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name));
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

/** The rows of the first table under `heading`, as cells (the code cell reduced to the code). */
function tableRows(heading: string): string[][] {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no section ${heading}`);
  const lines = doc.slice(start).split("\n");
  const first = lines.findIndex((line) => line.startsWith("|"));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith("|")) break;
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    cells[0] = /`([^`]+)`/.exec(cells[0] ?? "")?.[1] ?? (cells[0] as string);
    rows.push(cells);
  }
  return rows;
}

const cliRows = tableRows("### The CLI `svc`");
const clientRows = tableRows("### The API client (`ClientError`)");
const apiRows = tableRows("### The API (HTTP errors)");
const exitRows = tableRows("### `svc` (every command)");
const signatureRows = tableRows("### Webhook signature codes");
const causeRows = tableRows("#### Network causes");

/** A cell as `svc` prints it: without Markdown's backticks. */
const plain = (cell: string) => cell.replaceAll("`", "");

/** The Fix column must start with the line `svc` prints (its first letter capitalised). */
function startsWithHint(fix: string, hint: string): boolean {
  return plain(fix).startsWith(`${hint.charAt(0).toUpperCase()}${hint.slice(1)}`);
}

/** An API answer with this status whose body names `code`. */
function apiAnswer(status: number, code: string) {
  const transport = { status, attempts: 1, requestId: "r", headers: {} };
  return createApiError({ status, code, detail: "d", errors: [], requestId: "r", transport });
}

/** A status for the HTTP column: `401`, or a representative of `3xx` and `other`. */
function statusOf(http: string): number {
  if (http === "3xx") return 307;
  if (http === "other") return 500;
  return Number(http);
}

/** The API table's HTTP status of each API code it lists. */
const apiStatus = new Map(apiRows.map((row) => [row[0] as string, statusOf(row[1] as string)]));

/** What `svc` exits with for a code: an API code through its status, any other code by itself. */
function exitOf(code: string): number {
  const status = apiStatus.get(code);
  return status === undefined ? exitCodeForCode(code) : exitCodeFor(apiAnswer(status, code));
}

const cliCodes = [...new Set([...Object.keys(cliErrorCodes), ...thrownCliCodes()])]
  .filter((code) => !apiStatus.has(code))
  .sort();

describe("docs/troubleshooting.md", () => {
  it("finds the tables and codes it checks (the scans still work)", () => {
    expect(thrownCliCodes()).toContain("confirmation_required");
    expect(cliCodes.length).toBeGreaterThan(30);
    expect(cliRows.length).toBeGreaterThan(30);
    expect(clientRows.length).toBeGreaterThan(10);
    expect(apiRows.length).toBeGreaterThan(15);
    expect(exitRows.map((row) => row[0])).toEqual(Object.keys(exitMeanings));
  });

  it("has every code the CLI throws in the error table", () => {
    expect(thrownCliCodes().filter((code) => !(code in cliErrorCodes))).toEqual([]);
  });

  it.each(cliCodes)("documents the CLI code %s with the exit code svc gives it", (code) => {
    const row = cliRows.find((cells) => cells[0] === code) ?? clientRows.find((cells) => cells[0] === code);
    expect(row, `a row for ${code}`).toBeDefined();
    // A failed step of `svc run` keeps the exit code of the API status it failed on.
    const expected = code === "step_failed" ? "1, or 2-7" : String(exitCodeForCode(code));
    expect(row?.[1]).toBe(expected);
  });

  it.each(cliRows.map((row) => [row[0] as string, row[1] as string]))(
    "gives the CLI table's %s the exit code %s of the code",
    (code, exit) => {
      expect(exit).toBe(code === "step_failed" ? "1, or 2-7" : String(exitOf(code)));
    },
  );

  it.each([...clientErrorCodes])("documents the client code %s with the exit code svc gives it", (code) => {
    const row = clientRows.find((cells) => cells[0] === code);
    expect(row, `a row for ${code}`).toBeDefined();
    const exit = exitCodeFor(new ClientError(code, "m"));
    // An abort is 130 when it was Ctrl-C (the CLI's own signal), else 1.
    expect(row?.[1]).toBe(code === "request_aborted" ? "130 (Ctrl-C) or 1" : String(exit));
  });

  it.each([...Object.entries(apiErrorCodes), ["307", "unexpected_redirect"], ["500", "http_error"]])(
    "documents HTTP %s (%s) with the exit code svc gives it",
    (status, code) => {
      expect(statusErrorCode(Number(status))).toBe(code);
      const row = apiRows.find((cells) => cells[0] === code);
      expect(row, `a row for ${code}`).toBeDefined();
      expect(statusOf(row?.[1] as string)).toBe(Number(status));
      // Whatever code the body names, the status decides.
      expect(row?.[2]).toBe(String(exitCodeFor(apiAnswer(Number(status), "a_code_of_the_service"))));
    },
  );

  it.each(apiRows.map((row) => [row[0] as string, row[1] as string, row[2] as string]))(
    "gives the API table's %s (HTTP %s) the exit code %s svc gives it",
    (code, http, exit) => {
      expect(exit).toBe(String(exitCodeFor(apiAnswer(statusOf(http), code))));
    },
  );

  it.each(exitRows.map((row) => [row[0] as string, row.join(" ")]))(
    "links under exit %s only codes that exit with it",
    (exit, row) => {
      const linked = [...row.matchAll(/\[`([a-z_]+)`\]\(#[a-z_]+\)/g)].map((match) => match[1] as string);
      // Exit 1 names step_failed "without an API status"; with one it exits 2-7.
      const wrong = linked.filter((code) => String(exitOf(code)) !== exit);
      expect(wrong).toEqual([]);
    },
  );

  it("names the one error table and the chain to it", () => {
    expect(doc).toContain("`cliErrorCodes`");
    expect(doc).toContain("`errorHints`");
    expect(doc).toContain("`statusErrorCode`");
    expect(doc).toContain("`apiErrorDeclarations`");
  });

  it.each(Object.entries({ ...apiErrorDeclarations, ...fallbackErrorDeclarations }))(
    "the API table's row of %s is its declaration's: status, exit code and fix line",
    (code, declared: ApiErrorDeclaration) => {
      const row = apiRows.find((cells) => cells[0] === code);
      expect(row, `docs/troubleshooting.md: a row for ${code}`).toBeDefined();
      expect(statusOf(row?.[1] as string)).toBe(declared.status);
      expect(row?.[2]).toBe(String(declared.exit));
      const hint = inWords(declared.hint, cliWords);
      expect(startsWithHint(row?.[4] as string, hint), `${row?.[4]}\nstarts with\n${hint}`).toBe(true);
    },
  );

  it.each(Object.entries(networkCauses))(
    "the network causes table's row of %s says what the message says and starts with its fix",
    (cause, declared) => {
      const row = causeRows.find((cells) => cells[0] === cause);
      expect(row, `docs/troubleshooting.md: a row for ${cause}`).toBeDefined();
      expect(plain(row?.[1] as string)).toBe(declared.says);
      const hint = inWords(declared.hint, cliWords);
      expect(startsWithHint(row?.[2] as string, hint), `${row?.[2]}\nstarts with\n${hint}`).toBe(true);
    },
  );

  it.each([...apiRows.map((row) => [row[0] as string, row] as const)])(
    "the API table's Fix for %s starts with the fix line svc prints",
    (code, row) => {
      const hint = hintFor(apiAnswer(statusOf(row[1] as string), code));
      expect(hint, `svc prints a fix line for ${code}`).toBeDefined();
      expect(startsWithHint(row[4] as string, hint as string), `${row[4]}\nstarts with\n${hint}`).toBe(true);
    },
  );

  it.each([...clientErrorCodes])(
    "the client table's Fix for %s starts with svc's fix line, where it has one",
    (code) => {
      const row = clientRows.find((cells) => cells[0] === code) as string[];
      const hint = hintFor(new ClientError(code, "m"));
      if (hint !== undefined) expect(startsWithHint(row[4] as string, hint), `${row[4]}\n${hint}`).toBe(true);
    },
  );

  it.each([
    ...Object.values(apiErrorCodes),
    "unexpected_redirect",
    "http_error",
    "network_error",
    "request_timeout",
    "invalid_api_response",
    "response_too_large",
    "pagination_cycle",
    "pagination_limit",
  ])("every API status and every failure of the service or the network has a fix line: %s", (code) => {
    const statuses: Record<string, number> = { unexpected_redirect: 307, http_error: 500 };
    for (const [status, name] of Object.entries(apiErrorCodes)) statuses[name] = Number(status);
    const status = statuses[code];
    const error =
      status !== undefined
        ? apiAnswer(status, "a_code_of_the_service")
        : new ClientError(code as (typeof clientErrorCodes)[number], "m");
    expect(hintFor(error)).toBeDefined();
  });

  it("a 404 names where the command's ids come from, a delivery's listing for webhook-deliveries get", () => {
    const hintOn = (command: string) => hintFor(withCommandHint(apiAnswer(404, "not_found"), command));
    expect(hintOn("svc webhooks rotate-secret")).toMatch(/; svc webhooks list shows the ids$/);
    expect(hintOn("svc webhook-deliveries get")).toMatch(/; svc webhook-deliveries list shows the ids$/);
    expect(hintOn("svc contacts get")).not.toMatch(/svc webhooks list/);
    // Only a 404, and never over a fix line the error brings.
    expect(hintFor(withCommandHint(apiAnswer(409, "conflict"), "svc webhooks get"))).not.toMatch(
      /shows the ids/,
    );
  });

  it("a 429 whose wait did not fit the budget: the troubleshooting row quotes the line svc prints", () => {
    const transport = {
      status: 429,
      attempts: 1,
      requestId: "r",
      headers: {},
      rateLimitWaitRefused: { askedMs: 86_400_000, waitedMs: 0, budgetMs: 120_000 },
    };
    const error = createApiError({
      status: 429,
      code: "rate_limit_exceeded",
      detail: "d",
      errors: [],
      requestId: "r",
      transport,
    });
    const [, fix] = errorLines(error, [], false);
    const row = apiRows.find((cells) => cells[0] === "rate_limit_exceeded") as string[];
    expect(fix).toMatch(/^svc: the service asks to wait 86400 s/);
    expect(plain(row[4] as string)).toContain((fix as string).slice("svc: ".length));
    expect(exitCodeFor(error)).toBe(7);
  });

  it("a state directory the run journal cannot use: the Files table's Fix starts with svc's fix line", () => {
    const start = doc.indexOf("| `cannot use the state directory <dir> for the run journal");
    const row = doc.slice(start, doc.indexOf("\n", start)).split(" | ");
    expect(startsWithHint(row[2] as string, stateDirHint)).toBe(true);
  });

  it("lists every webhook signature code, and the receiver's own (body_too_large, forward_loop)", () => {
    const union = /export type WebhookVerificationCode =([^;]+);/.exec(
      readFileSync(join(root, "src/signature/verify.ts"), "utf8"),
    )?.[1];
    const codes = [...(union ?? "").matchAll(/"([a-z_]+)"/g)].map((match) => match[1] as string);
    for (const file of sourceFiles(join(root, "src/cli/webhook-tools"))) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bcode: "([a-z_]+)"/g))
        codes.push(match[1] as string);
    }
    expect(codes).toEqual(expect.arrayContaining(["invalid_signature", "forward_loop", "body_too_large"]));
    expect(codes.filter((code) => !signatureRows.some((row) => row[0] === code))).toEqual([]);
  });

  it("svc --help's exit codes name the HTTP statuses this page's exit table does", () => {
    for (const row of exitRows) {
      const statuses = (text: string) => [...text.matchAll(/\b[1-5]\d\d\b/g)].map((match) => match[0]).sort();
      const meaning = exitMeanings[Number(row[0])] as string;
      expect(statuses(meaning), `exit ${row[0]}: ${meaning} / ${row[1]}`).toEqual(statuses(row[1] as string));
    }
  });

  it("an invalid plan: svc run's fix line is the one the CLI table's invalid_plan row starts with", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-doc-plan-"));
    writeFileSync(join(dir, "plan.yml"), "steps:\n  - id: hook\n    uses: ensure-webhok\n");
    const result = await runInProcess(["run", "plan.yml"], { cwd: dir });
    expect(result.code).toBe(2);
    const [summary, fix] = result.stderr.trimEnd().split("\n").slice(-2);
    expect(summary).toMatch(/^svc: the plan is invalid/);
    const row = cliRows.find((cells) => cells[0] === "invalid_plan") as string[];
    expect(startsWithHint(row[4] as string, (fix as string).slice("svc: ".length))).toBe(true);
  });
});
