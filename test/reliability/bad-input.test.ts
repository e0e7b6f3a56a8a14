/**
 * Bad-input corpus: invalid plans (through the Action and `svc run`), Action inputs, CLI flags and
 * `--data` bodies. Each must fail with an error naming the field, the right exit code (Action 1,
 * `svc` 2), and zero requests that could change anything: the emulator's request log proves it.
 * No output shows a secret.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as runAction } from "../../src/action/main.js";
import { runInProcess as runCliInProcess } from "../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { runActionInProcess } from "../support/runner-env.js";
import { emulatorSecrets, expectNoLeaks } from "../support/secret-scan.js";
import { actionInputCases, type CliCase, cliFlagCases, dataCases, planCases } from "./bad-input-cases.js";

let emu: TestEmulator;
let root: string;
let hook: { id: string; revision: string };
const RECEIVER = "https://hooks.example.com/receiver";
const VALID_PLAN = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${RECEIVER}", actions: [task_created] }\n`;
let counter = 0;

beforeAll(async () => {
  emu = await startTestEmulator();
  root = mkdtempSync(join(tmpdir(), "svc-bad-input-"));
  const created = await emu.client("admin").createWebhook({ url: RECEIVER, actions: ["task_created"] });
  hook = { id: created.data.id, revision: created.data.attributes.revision };
});
afterAll(async () => {
  await emu?.stop();
  rmSync(root, { recursive: true, force: true });
});

it("holds at least 80 invalid inputs", () => {
  const total = planCases.length + actionInputCases.length + cliFlagCases.length + dataCases.length;
  expect(total).toBeGreaterThanOrEqual(80);
});

/** A fresh directory holding an existing file, a directory and a valid plan. */
function caseDir(): string {
  counter += 1;
  const dir = join(root, `case-${counter}`);
  mkdirSync(join(dir, "a-directory"), { recursive: true });
  writeFileSync(join(dir, "existing.secret"), "keep me\n");
  writeFileSync(join(dir, "plan.yml"), VALID_PLAN);
  return dir;
}

const fill = (text: string, dir: string) =>
  text
    .replaceAll("HOOK", hook.id)
    .replaceAll("REV", hook.revision)
    .replaceAll("RECEIVER", RECEIVER)
    .replaceAll("EXISTING", "existing.secret")
    .replaceAll("@DIR", `@${join(dir, "a-directory")}`);

const mutatingMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Runs `fn`, then returns the requests it caused. */
async function requestsDuring(fn: () => Promise<void>) {
  const since = emu.requests.lastSeq;
  await fn();
  const requests = emu.requests.list(since);
  return { all: requests, mutating: requests.filter((request) => mutatingMethods.has(request.method)) };
}

const token = () => emu.credential("admin").token;
const errorLines = (stdout: string) =>
  stdout
    .split("\n")
    .filter((line) => line.startsWith("::error"))
    .join("\n");

describe("invalid plans: the Action fails (exit 1) with annotations naming the field; nothing is called", () => {
  it.each(planCases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const dir = caseDir();
    writeFileSync(join(dir, "bad-plan.yml"), fill(testCase.plan, dir));
    let stdout = "";
    let code = 0;
    const { all } = await requestsDuring(async () => {
      const result = await runActionInProcess(runAction, {
        inputs: { token: token(), "base-url": emu.baseUrl, "plan-file": "bad-plan.yml" },
        env: { RUNNER_DEBUG: "1", GITHUB_RUN_ID: "1", GITHUB_RUN_ATTEMPT: "1" },
        workspace: dir,
        fileCommands: false,
      });
      stdout = result.stdout;
      code = result.code;
    });
    expect(code).toBe(1);
    expect(errorLines(stdout)).toMatch(testCase.field);
    expect(all, "no request at all").toEqual([]);
    expectNoLeaks({ stdout }, emulatorSecrets(emu));
  });
});

describe("invalid plans: svc run exits 2 with file:line:column naming the field; nothing is called", () => {
  it.each(planCases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const dir = caseDir();
    writeFileSync(join(dir, "bad-plan.yml"), fill(testCase.plan, dir));
    let result = { code: 0, stdout: "", stderr: "" };
    const { all } = await requestsDuring(async () => {
      result = await runCliInProcess(
        ["--base-url", emu.baseUrl, "run", "bad-plan.yml", "--mode", "apply", "--run-id", "r1"],
        { env: { SVC_API_TOKEN: token() }, cwd: dir },
      );
    });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(testCase.field);
    expect(result.stderr).toMatch(/^svc: /m);
    expect(all, "no request at all").toEqual([]);
    expectNoLeaks({ stdout: result.stdout, stderr: result.stderr }, emulatorSecrets(emu));
  });
});

describe("invalid Action inputs: exit 1, the error names the input; nothing is called", () => {
  it.each(actionInputCases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const dir = caseDir();
    let stdout = "";
    let code = 0;
    const { all } = await requestsDuring(async () => {
      const result = await runActionInProcess(runAction, {
        inputs: { token: token(), "base-url": emu.baseUrl, ...testCase.inputs },
        env: { RUNNER_DEBUG: "1", GITHUB_RUN_ID: "1", GITHUB_RUN_ATTEMPT: "1" },
        workspace: dir,
        fileCommands: false,
      });
      stdout = result.stdout;
      code = result.code;
    });
    expect(code).toBe(1);
    expect(errorLines(stdout)).toMatch(testCase.field);
    expect(all, "no request at all").toEqual([]);
    expectNoLeaks({ stdout }, emulatorSecrets(emu));
  });
});

async function runBadCli(argv: string[], testCase: CliCase) {
  const dir = caseDir();
  const stdin = testCase.stdin === "BIG" ? `{"url":"${"a".repeat(1024 * 1024 + 10)}"}` : testCase.stdin;
  let result = { code: 0, stdout: "", stderr: "" };
  const requests = await requestsDuring(async () => {
    result = await runCliInProcess(["--base-url", emu.baseUrl, ...argv.map((arg) => fill(arg, dir))], {
      env: { SVC_API_TOKEN: token() },
      cwd: dir,
      ...(stdin === undefined ? {} : { stdin }),
    });
  });
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr).toMatch(testCase.field);
  expect(requests.mutating, "no request that changes anything").toEqual([]);
  expect(requests.all, "no request at all").toEqual([]);
  expectNoLeaks({ stdout: result.stdout, stderr: result.stderr }, emulatorSecrets(emu));
}

describe("invalid CLI flags: exit 2 naming the flag; nothing is called", () => {
  it.each(cliFlagCases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    await runBadCli(testCase.argv, testCase);
  });
});

describe("invalid --data bodies: exit 2 naming the field; nothing is called", () => {
  it.each(dataCases.map((c) => [c.name, c] as const))("%s", async (_name, testCase) => {
    const [command, body] = testCase.argv as [string, string];
    const argv =
      command === "create"
        ? ["webhooks", "create", "--data", body, "--secret-file", "new.secret"]
        : ["webhooks", "update", "HOOK", "--data", body, "--if-match", "REV"];
    await runBadCli(argv, testCase);
  });
});
