/**
 * `svc` names the real cause and the way out, once, in its own words (its variables, flags and
 * profiles, never the Action's inputs): a wrong port, TLS against a plain server, the legacy API's
 * address, a token the service does not know, a wrong path prefix, `--dry-run`, a misspelt `with`
 * key, a plan over the step limit, a receiver answering 401 and a receiver host that does not
 * resolve. In process, against the emulator (test/support/wrong-cause.ts).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxPlanSteps } from "../../../src/engine/plan-schema.js";
import { runInProcess } from "../../support/cli.js";
import {
  closedPort,
  deliveryPlan,
  misspeltPlan,
  oversizedPlan,
  readingPlan,
  type Stage,
  startStage,
  UNRESOLVABLE,
} from "../../support/wrong-cause.js";

let stage: Stage;
let token: string;

beforeAll(async () => {
  stage = await startStage();
  token = stage.emulator.credential("admin").token;
});
afterAll(() => stage?.close());

async function svc(argv: string[], env: Record<string, string>, files: Record<string, string> = {}) {
  const cwd = mkdtempSync(join(tmpdir(), "svc-wrong-cause-"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(cwd, name), text);
  const result = await runInProcess(argv, { cwd, env: { SVC_API_TOKEN: token, ...env } });
  // Never the Action's words, never a secret.
  expect(result.stderr).not.toMatch(/\binputs?\b/);
  expect(result.stderr).not.toContain(token);
  return { ...result, lines: result.stderr.trimEnd().split("\n") };
}

const count = (text: string, part: string) => text.split(part).length - 1;

describe("svc names the real cause of a failed connection, and the setting that named the address", () => {
  it("a wrong port: nothing answers at that address; SVC_API_BASE_URL, or --base-url, named it", async () => {
    const port = await closedPort();
    const base = `http://127.0.0.1:${port}/v1`;
    const byVariable = await svc(["workspace", "--retries", "0"], { SVC_API_BASE_URL: base });
    expect(byVariable.code).toBe(1);
    expect(byVariable.lines[0]).toMatch(
      new RegExp(
        `^svc: GET /v1/workspace failed: nothing answers at 127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED`,
      ),
    );
    expect(byVariable.lines[1]).toBe(
      "svc: check the host and port of SVC_API_BASE_URL, and that the service (or the emulator) runs there",
    );
    const byFlag = await svc(["workspace", "--retries", "0", "--base-url", base], {});
    expect(byFlag.lines[1]).toMatch(/^svc: check the host and port of --base-url,/);
  });

  it("https:// against a plain http server: it does not speak TLS there; check the scheme", async () => {
    const base = stage.emulator.baseUrl.replace("http:", "https:");
    const result = await svc(["workspace", "--retries", "0"], { SVC_API_BASE_URL: base });
    expect(result.code).toBe(1);
    expect(result.lines[0]).toMatch(/does not speak TLS there/);
    expect(result.lines[1]).toMatch(
      /^svc: check the scheme of SVC_API_BASE_URL: http:\/\/ for a plain server/,
    );
  });

  it("the legacy API's address: refused before any call, naming it and the v1 address", async () => {
    const result = await svc(["workspace"], { SVC_API_BASE_URL: stage.emulator.legacyBaseUrl });
    expect(result.code).toBe(2);
    expect(result.lines[0]).toMatch(
      /^svc: SVC_API_BASE_URL ends in \/legacy, the address of the legacy v0 API .*not of API v1: give the address that ends in \/v1/,
    );
    expect(result.stderr).not.toMatch(/token/);
  });

  it("a wrong path prefix (a 404 without the API's error body): check the path, not the id", async () => {
    const base = `${new URL(stage.emulator.baseUrl).origin}/api/v1`;
    const result = await svc(["webhooks", "get", "whk_1"], { SVC_API_BASE_URL: base });
    expect(result.code).toBe(5);
    expect(result.lines[0]).toMatch(
      /^svc: HTTP 404 without the API's error body: nothing at this address is API v1/,
    );
    expect(result.lines[1]).toMatch(/^svc: check the path of SVC_API_BASE_URL: what answered is not API v1/);
    expect(result.stderr).not.toMatch(/check the id/);
  });
});

describe("svc names the credential in use when the service refuses it, once", () => {
  it("a command: check SVC_API_TOKEN, printed once", async () => {
    const result = await svc(["workspace"], {
      SVC_API_TOKEN: stage.unknownToken,
      SVC_API_BASE_URL: stage.emulator.baseUrl,
    });
    expect(result.code).toBe(3);
    expect(result.lines[1]).toMatch(/^svc: check the token: SVC_API_TOKEN \(it wins over any profile/);
    expect(count(result.stderr, "check the token")).toBe(1);
  });

  it("svc run: the step's error names SVC_API_TOKEN, printed once", async () => {
    const result = await svc(
      ["run", "plan.yml"],
      { SVC_API_TOKEN: stage.unknownToken, SVC_API_BASE_URL: stage.emulator.baseUrl },
      { "plan.yml": readingPlan },
    );
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(
      /svc: step "health" \(check-recent-deliveries\) failed: .*\(HTTP 401 invalid_token, request [^)]+\): the token is missing, invalid, expired or revoked; check SVC_API_TOKEN/,
    );
    expect(count(result.stderr, "HTTP 401 invalid_token")).toBe(1);
  });
});

describe("svc run: the plan's and the options' mistakes name what was meant", () => {
  it("--dry-run: did you mean --mode plan", async () => {
    const result = await svc(["run", "plan.yml", "--dry-run"], {}, { "plan.yml": readingPlan });
    expect(result.code).toBe(2);
    expect(result.lines).toEqual([
      "svc: unknown option '--dry-run'",
      "svc: did you mean --mode plan? (svc run --help for usage)",
    ]);
  });

  it("a misspelt with key: did you mean actions (and the missing actions names it)", async () => {
    const result = await svc(["run", "plan.yml"], {}, { "plan.yml": misspeltPlan });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'with: unknown key "actons" (did you mean actions?); correct or remove it',
    );
    expect(result.stderr).toContain(
      'with.actions: is required; add actions: <array> (the plan has "actons": misspelt?)',
    );
  });

  it("a plan over the step limit says how many steps it has", async () => {
    const result = await svc(["run", "plan.yml"], {}, { "plan.yml": oversizedPlan() });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `a plan has at most ${maxPlanSteps} steps over all its files, this one has ${maxPlanSteps + 1}`,
    );
  });
});

describe("svc run: a test delivery the receiver refuses names the receiver's likely problem", () => {
  const apply = ["run", "plan.yml", "--mode", "apply", "--run-id", "wrong-cause-1"];

  it("a 401 from the receiver: it most likely lacks the current secret, rotated by this run at <time>", async () => {
    const result = await svc(
      [...apply.slice(0, -1), "wrong-cause-401"],
      { SVC_API_BASE_URL: stage.emulator.baseUrl },
      { "plan.yml": deliveryPlan(stage.receiver.url) },
    );
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /failed: HTTP 401, \d+ attempts?; a receiver that answers 401 usually lacks the webhook's current signing secret \(this run rotated it at \d{4}-\d\d-\d\dT[^)]+\): give it the secret of the last rotation/,
    );
    expect(count(result.stderr, "a receiver that answers 401")).toBe(1);
  });

  it("a receiver host that does not resolve: says so, and that a longer timeout will not help", async () => {
    const result = await svc(
      [...apply.slice(0, -1), "wrong-cause-dns"],
      { SVC_API_BASE_URL: stage.emulator.baseUrl },
      { "plan.yml": deliveryPlan(`https://${UNRESOLVABLE}/hooks`) },
    );
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(
      /transport error ENOTFOUND.*the receiver's host does not resolve: check the host of the webhook's URL; raising with\.timeout will not help/,
    );
    expect(result.stderr).not.toMatch(/raise with\.timeout/);
  });
});
