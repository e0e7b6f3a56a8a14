/**
 * Secret-leak scan with step debug on, across the Action (in-process), `svc run` and the secret
 * revealing `svc webhooks` commands, on runs that meet faults (lost answers after the service
 * acted, so secrets are replayed; rotations whose answer never arrives). The API token and every
 * signing secret the emulator issued appear only behind `::add-mask::` and in the chosen sink.
 * The fault matrix, the randomized suite, the bad-input corpus and the e2e Action suite run the
 * same scan (test/support/secret-scan.ts) on their own streams.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run as runAction } from "../../src/action/main.js";
import { runInProcess as runCliInProcess } from "../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { type Receiver, startReceiver } from "../support/receiver.js";
import { runActionInProcess } from "../support/runner-env.js";
import { emulatorSecrets, expectNoLeaks, findLeaks, secretFingerprint } from "../support/secret-scan.js";

let emu: TestEmulator;
let receiver: Receiver;
let dir: string;
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-leak-"));
  receiver = await startReceiver();
  emu = await startTestEmulator({ webhookCa: receiver.ca });
});
afterAll(async () => {
  await emu?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => emu.control.clearFaults());

describe("the scan itself", () => {
  const secret = `whsec_v2_${"Ab3_".repeat(10)}xyz`;

  it("allows the mask line, flags every other line, and never prints the secret it found", () => {
    const findings = findLeaks(
      { stdout: `::add-mask::${secret}\nok\n::debug::got ${secret}`, stderr: `x ${secret}` },
      [secret],
    );
    expect(findings).toEqual([
      { stream: "stdout", line: 3, secret: secretFingerprint(secret) },
      { stream: "stderr", line: 1, secret: secretFingerprint(secret) },
    ]);
    expect(JSON.stringify(findings)).not.toContain(secret);
  });

  it("does not excuse a mask line that also carries another secret, and honours allowLine", () => {
    const other = `tg_sa_v2_de_de-emu-001_${"0".repeat(24)}_${"ab".repeat(32)}`;
    expect(findLeaks({ out: `::add-mask::${secret} ${other}` }, [secret, other])).toHaveLength(2);
    expect(
      findLeaks({ out: `sink=${secret}` }, [secret], { allowLine: (line) => line.startsWith("sink=") }),
    ).toEqual([]);
  });
});

const fullPlan = (url: string, sink: string) => `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created]${sink} }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook${sink.replace("hook", "rotate")} }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 20s }
`;

/** Answers after the service acted are lost once each: the create and the rotation are replayed. */
async function loseFirstAnswers() {
  // The first POST is the create, the first POST below /v1/webhooks/ the rotation (or nothing).
  await emu.control.addFault({ kind: "lostResponse", method: "POST", pathPrefix: "/v1/webhooks" });
  await emu.control.addFault({ kind: "lostResponse", method: "POST", pathPrefix: "/v1/webhooks/" });
}

const isOutputSink = (line: string) => /^::set-output name=(hook|rotate)-secret::/.test(line);

describe("the Action (step debug on): only ::add-mask:: and the output sink", () => {
  it.each([
    ["commands on stdout", false],
    ["file commands", true],
  ] as const)("succeeds through lost answers (%s)", async (_name, fileCommands) => {
    await loseFirstAnswers();
    const result = await runActionInProcess(runAction, {
      inputs: {
        token: emu.credential("admin").token,
        "base-url": emu.baseUrl,
        plan: fullPlan(`${receiver.url}/leak-${next()}`, ""),
        "junit-file": "svc.xml",
      },
      env: {
        RUNNER_DEBUG: "1",
        ACTIONS_STEP_DEBUG: "true",
        GITHUB_RUN_ID: String(next()),
        GITHUB_RUN_ATTEMPT: "1",
      },
      fileCommands,
      workspace: mkdtempSync(join(dir, "ws-")),
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toMatch(/::debug::svc-ci http POST \/v1\/webhooks/);
    const issued = emulatorSecrets(emu);
    const sinkValues = [result.outputs["hook-secret"], result.outputs["rotate-secret"]].filter(Boolean);
    expect(sinkValues.length + (fileCommands ? 0 : 2)).toBe(2);
    const outputs = Object.entries(result.outputs).filter(([name]) => !name.endsWith("-secret"));
    expectNoLeaks(
      {
        stdout: result.stdout,
        summary: result.summary,
        outputs: JSON.stringify(outputs),
        junit: readFileSync(join(result.workspace, "svc.xml"), "utf8"),
      },
      issued,
      { allowLine: (line, stream) => stream === "stdout" && isOutputSink(line) },
    );
  });

  it("fails naming the step when a rotation's answer never arrives, and says to rotate again", async () => {
    const url = `${receiver.url}/leak-fail-${next()}`;
    await emu.control.addFault({
      kind: "lostResponse",
      method: "POST",
      pathPrefix: "/v1/webhooks/",
      count: 1,
    });
    await emu.control.addFault({
      kind: "status",
      status: 503,
      method: "POST",
      pathPrefix: "/v1/webhooks/",
      count: 2,
    });
    const workspace = mkdtempSync(join(dir, "ws-"));
    const result = await runActionInProcess(runAction, {
      inputs: {
        token: emu.credential("admin").token,
        "base-url": emu.baseUrl,
        plan: fullPlan(url, ""),
        "junit-file": "svc.xml",
      },
      env: { RUNNER_DEBUG: "1", GITHUB_RUN_ID: String(next()), GITHUB_RUN_ATTEMPT: "1" },
      fileCommands: false,
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::step "rotate" \(rotate-secret\) failed: .*rotate the secret again/,
    );
    expectNoLeaks(
      { stdout: result.stdout, junit: readFileSync(join(workspace, "svc.xml"), "utf8") },
      emulatorSecrets(emu),
      { allowLine: (line) => isOutputSink(line) },
    );
  });
});

describe("svc (SVC_DEBUG=1): secrets only in the files and streams chosen for them", () => {
  const env = () => ({ SVC_API_TOKEN: emu.credential("admin").token, SVC_DEBUG: "1" });

  it("svc run: the secrets only in --secrets-dir files, never in stdout, stderr or the JUnit report", async () => {
    const cwd = mkdtempSync(join(dir, "cli-"));
    mkdirSync(join(cwd, "secrets"));
    writeFileSync(join(cwd, "plan.yml"), fullPlan(`${receiver.url}/leak-cli-${next()}`, ""));
    await loseFirstAnswers();
    const result = await runCliInProcess(
      [
        "--base-url",
        emu.baseUrl,
        "-o",
        "json",
        "run",
        "plan.yml",
        "--mode",
        "apply",
        "--run-id",
        `leak-${next()}`,
        "--secrets-dir",
        "secrets",
        "--junit",
        "svc.xml",
      ],
      { env: env(), cwd },
    );
    expect(result.code, result.stderr).toBe(0);
    const stored = readdirSync(join(cwd, "secrets")).map((name) =>
      readFileSync(join(cwd, "secrets", name), "utf8").trim(),
    );
    expect(stored).toHaveLength(2);
    expect(emu.state.issuedSecrets.map((issued) => issued.secret)).toEqual(expect.arrayContaining(stored));
    expectNoLeaks(
      { stdout: result.stdout, stderr: result.stderr, junit: readFileSync(join(cwd, "svc.xml"), "utf8") },
      emulatorSecrets(emu),
    );
  });

  it("svc webhooks create --secret-stdout: stdout is the sink (the secret alone); stderr holds none", async () => {
    await loseFirstAnswers();
    const result = await runCliInProcess(
      [
        "--base-url",
        emu.baseUrl,
        "webhooks",
        "create",
        "--data",
        JSON.stringify({ url: `${receiver.url}/leak-stdout-${next()}`, actions: ["task_created"] }),
        "--secret-stdout",
      ],
      { env: env() },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    expectNoLeaks({ stderr: result.stderr }, emulatorSecrets(emu));
  });

  it.each([
    ["twice: the replay stores the one rotation", 2, 0],
    ["on every attempt: a failure, no file left", 3, 1],
  ] as const)("svc webhooks rotate-secret, answer lost %s", async (_name, lost, code) => {
    const hook = await emu
      .client("admin")
      .createWebhook({ url: `${receiver.url}/leak-rotate-${next()}`, actions: ["a"] });
    await emu.control.addFault({
      kind: "lostResponse",
      method: "POST",
      pathPrefix: `/v1/webhooks/${hook.data.id}`,
      count: lost,
    });
    const secretFile = join(dir, `rotated-${next()}`);
    const result = await runCliInProcess(
      [
        "--base-url",
        emu.baseUrl,
        "webhooks",
        "rotate-secret",
        hook.data.id,
        "--if-match",
        hook.data.attributes.revision,
        "--secret-file",
        secretFile,
        "--yes",
      ],
      { env: env() },
    );
    expect(result.code, result.stderr).toBe(code);
    const rotations = emu.state.issuedSecrets.filter(
      (issued) => issued.webhookId === hook.data.id && issued.generation > 1,
    );
    expect(rotations, "one rotation, however often the answer was lost").toHaveLength(1);
    if (code === 0) expect(readFileSync(secretFile, "utf8").trim()).toBe(rotations[0]?.secret);
    else expect(existsSync(secretFile)).toBe(false);
    expectNoLeaks({ stdout: result.stdout, stderr: result.stderr }, emulatorSecrets(emu));
  });
});
