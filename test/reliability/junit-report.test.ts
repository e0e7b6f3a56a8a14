/**
 * JUnit reports where CI users look: `svc run --junit` and the Action's junit-file against the
 * emulator, with a receiver that rejects deliveries so check-recent-deliveries and test-delivery
 * fail: each failed delivery is a failing test case with its id, state, HTTP status and attempts.
 * The XML parses back, is valid against the JUnit schema CI systems read (libxml2, test/support/junit.xsd),
 * and holds no secret.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run as runAction } from "../../src/action/main.js";
import { runInProcess as runCliInProcess } from "../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { type Receiver, startReceiver } from "../support/receiver.js";
import { runActionInProcess } from "../support/runner-env.js";
import { emulatorSecrets, expectNoLeaks } from "../support/secret-scan.js";
import { elements, expectValidJunit, parseXml, type XmlElement } from "../support/xml.js";

let emu: TestEmulator;
let receiver: Receiver;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-junit-"));
  mkdirSync(join(dir, "secrets"));
  receiver = await startReceiver({ respond: 503 });
  emu = await startTestEmulator({ webhookCa: receiver.ca });
});
afterAll(async () => {
  await emu?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

const failingPlan = (url: string) => `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created] }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h }
`;

/** A webhook with two failed deliveries (the receiver answers 503 to every attempt). */
async function webhookWithFailures(url: string): Promise<string> {
  const hook = await emu.client("admin").createWebhook({ url, actions: ["task_created"] });
  const workspaceId = emu.credential("admin").workspaceId;
  for (const id of ["t1", "t2"])
    await emu.control.emit({ workspaceId, event: "task_created", item: { _id: id } });
  await emu.waitForDelivery((d) => d.webhookId === hook.data.id && d.state === "failed");
  await emu.waitForDelivery(
    () =>
      [...emu.state.deliveries.values()].filter((d) => d.webhookId === hook.data.id && d.state === "failed")
        .length === 2,
  );
  return hook.data.id;
}

function expectDeliveryFailures(xml: string, webhookId: string): XmlElement[] {
  const root = parseXml(xml);
  const failures = elements(root, "testcase").filter((c) => c.attributes.name?.startsWith("delivery "));
  expect(failures).toHaveLength(2);
  for (const testCase of failures) {
    const failure = elements(testCase, "failure")[0];
    expect(failure?.attributes.type).toBe("delivery-failed");
    expect(failure?.attributes.message).toMatch(/^delivery \S+ failed: HTTP 503, \d+ attempts$/);
    expect(failure?.text).toContain(`webhook id: ${webhookId}`);
    expect(failure?.text).toMatch(/state: failed\nHTTP status: 503\nattempts: \d+/);
  }
  return failures;
}

describe("svc run --junit", () => {
  it("writes each step, and each failed delivery as a failure, when the check fails (exit 1)", async () => {
    const url = `${receiver.url}/cli-junit`;
    const webhookId = await webhookWithFailures(url);
    writeFileSync(join(dir, "plan.yml"), failingPlan(url));
    const token = emu.credential("admin").token;
    const result = await runCliInProcess(
      [
        "--base-url",
        emu.baseUrl,
        "run",
        "plan.yml",
        "--mode",
        "apply",
        "--run-id",
        "j1",
        "--secrets-dir",
        "secrets",
        "--junit",
        "out/report.xml",
      ],
      { env: { SVC_API_TOKEN: token, SVC_DEBUG: "1" }, cwd: dir },
    );
    expect(result.code, result.stderr).toBe(1);
    const xml = readFileSync(join(dir, "out/report.xml"), "utf8");
    await expectValidJunit(xml);
    const root = parseXml(xml);
    expect(root.attributes).toMatchObject({ tests: "4", failures: "3" });
    expect(
      elements(root, "testcase")
        .slice(0, 2)
        .map((c) => c.attributes.name),
    ).toEqual(["hook (ensure-webhook)", "health (check-recent-deliveries)"]);
    expectDeliveryFailures(xml, webhookId);
    expectNoLeaks({ xml, stdout: result.stdout, stderr: result.stderr }, emulatorSecrets(emu));
  });

  it("writes one failing case with the reason when the plan is invalid (exit 2), none without --junit", async () => {
    writeFileSync(join(dir, "bad.yml"), "steps: []\n");
    const token = emu.credential("admin").token;
    const result = await runCliInProcess(
      ["run", "bad.yml", "--mode", "apply", "--run-id", "j2", "--junit", "bad.xml"],
      {
        env: { SVC_API_TOKEN: token },
        cwd: dir,
      },
    );
    expect(result.code).toBe(2);
    const bad = readFileSync(join(dir, "bad.xml"), "utf8");
    await expectValidJunit(bad);
    const [only] = elements(parseXml(bad), "testcase");
    expect(only?.attributes.name).toBe("run");
    expect(elements(only as XmlElement, "failure")[0]?.attributes.message).toMatch(/the plan is invalid/);
    await runCliInProcess(["run", "bad.yml", "--mode", "apply", "--run-id", "j3"], {
      env: { SVC_API_TOKEN: token },
      cwd: dir,
    });
    expect(readdirSync(dir).filter((name) => name.endsWith(".xml"))).toEqual(["bad.xml"]);
  });

  it("an invalid plan's failure lists its problems, the same problem of many steps as one line", async () => {
    writeFileSync(join(dir, "many.yml"), manyProblems);
    const result = await runCliInProcess(
      ["run", "many.yml", "--mode", "apply", "--run-id", "j5", "--junit", "many.xml"],
      { env: { SVC_API_TOKEN: emu.credential("admin").token }, cwd: dir },
    );
    expect(result.code).toBe(2);
    const xml = readFileSync(join(dir, "many.xml"), "utf8");
    await expectValidJunit(xml);
    expectProblemsListed(xml, "many.yml");
  });
});

/** 12 steps with a plain-http URL (one problem) and one with an unknown key (another). */
const manyProblems = `steps:
${Array.from({ length: 12 }, (_, index) => `  - { id: hook-${index}, uses: ensure-webhook, with: { url: "http://h${index}.example.com/x", actions: [task_created] } }`).join("\n")}
  - { id: odd, uses: ensure-webhook, with: { url: "https://odd.example.com/x", actions: [task_created], bogus: 1 } }
`;

function expectProblemsListed(xml: string, file: string): void {
  const [only] = elements(parseXml(xml), "testcase");
  const failure = elements(only as XmlElement, "failure")[0];
  expect(failure?.attributes.message).toMatch(/^the plan is invalid \(2 problems/);
  const lines = (failure?.text ?? "").split("\n");
  expect(lines.slice(1)).toEqual([
    `${file}:2:54: steps "hook-0", "hook-1", "hook-2", "hook-3", "hook-4", "hook-5", "hook-6", "hook-7", "hook-8", "hook-9" and 2 more (12 steps, ensure-webhook), with.url: must be an absolute https:// URL`,
    expect.stringMatching(
      new RegExp(`^${file}:14:\\d+: step "odd" \\(ensure-webhook\\), with: unknown key "bogus"`),
    ),
  ]);
}

it("svc run --junit onto a directory, or under a regular file, is refused before any call, naming what is in the way", async () => {
  writeFileSync(
    join(dir, "quiet.yml"),
    "steps:\n  - id: health\n    uses: check-recent-deliveries\n    with: { since: 1h, states: [skipped] }\n",
  );
  mkdirSync(join(dir, "taken"));
  const result = await runCliInProcess(
    ["--base-url", emu.baseUrl, "run", "quiet.yml", "--run-id", "j4", "--junit", "taken"],
    {
      env: { SVC_API_TOKEN: emu.credential("admin").token },
      cwd: dir,
    },
  );
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr).toMatch(/svc: --junit \S*taken exists and is not a regular file/);
  const unwritable = await runCliInProcess(
    ["--base-url", emu.baseUrl, "run", "quiet.yml", "--run-id", "j4", "--junit", "quiet.yml/report.xml"],
    { env: { SVC_API_TOKEN: emu.credential("admin").token }, cwd: dir },
  );
  expect(unwritable.code, unwritable.stderr).toBe(2);
  expect(unwritable.stderr).toContain(
    `svc: --junit ${join(dir, "quiet.yml", "report.xml")} cannot be written: ${join(dir, "quiet.yml")} is a regular file, not a directory`,
  );
  expect(unwritable.stderr).not.toContain("step(s)");
});

describe("the Action's junit-file", () => {
  it("lists a failed test-delivery's delivery as a failure, with step debug on", async () => {
    const url = `${receiver.url}/action-junit`;
    const workspace = mkdtempSync(join(dir, "ws-"));
    const token = emu.credential("admin").token;
    const result = await runActionInProcess(runAction, {
      inputs: {
        token,
        "base-url": emu.baseUrl,
        "junit-file": "reports/svc.xml",
        plan: `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created] }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 20s }
`,
      },
      env: { RUNNER_DEBUG: "1", ACTIONS_STEP_DEBUG: "true", GITHUB_RUN_ID: "77", GITHUB_RUN_ATTEMPT: "1" },
      workspace,
    });
    expect(result.code).toBe(1);
    const xml = readFileSync(join(workspace, "reports/svc.xml"), "utf8");
    await expectValidJunit(xml);
    const cases = elements(parseXml(xml), "testcase");
    expect(cases.map((c) => c.attributes.name?.replace(/dlv_\w+/, "<id>"))).toEqual([
      "hook (ensure-webhook)",
      "smoke (test-delivery)",
      "delivery <id> (webhook.test)",
    ]);
    expect(elements(cases[2] as XmlElement, "failure")[0]?.text).toMatch(/state: failed\nHTTP status: 503/);
    expectNoLeaks(
      {
        xml,
        stdout: result.stdout,
        summary: result.summary,
        outputs: JSON.stringify({ ...result.outputs, "hook-secret": "" }),
      },
      emulatorSecrets(emu),
    );
  });

  it("an invalid plan's failure lists its problems, the same problem of many steps as one line", async () => {
    const workspace = mkdtempSync(join(dir, "ws-"));
    writeFileSync(join(workspace, "many.yml"), manyProblems);
    const result = await runActionInProcess(runAction, {
      inputs: {
        token: emu.credential("admin").token,
        "base-url": emu.baseUrl,
        "junit-file": "many.xml",
        "plan-file": "many.yml",
      },
      workspace,
    });
    expect(result.code).toBe(1);
    const xml = readFileSync(join(workspace, "many.xml"), "utf8");
    await expectValidJunit(xml);
    expectProblemsListed(xml, "many.yml");
  });

  it("refuses a --junit path a secret is written to, before any call, and writes no report there", async () => {
    writeFileSync(
      join(dir, "sinks.yml"),
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: https://junit-clash.hooks.example.com/in, actions: [task_created], secret-sink: { type: file, path: hook.secret } }\n",
    );
    const token = emu.credential("admin").token;
    await emu.control.clearFaults();
    await emu.control.addFault({ kind: "delay", delayMs: 0, count: 1, pathPrefix: "/v1" });
    for (const junit of ["hook.secret", "secrets/report.xml"]) {
      const result = await runCliInProcess(
        ["--base-url", emu.baseUrl, "run", "sinks.yml", "--mode", "apply", "--run-id", "j4"].concat([
          "--secrets-dir",
          "secrets",
          "--junit",
          junit,
        ]),
        { env: { SVC_API_TOKEN: token }, cwd: dir },
      );
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/the report would replace the secret|where the secrets are written/);
      expect(readdirSync(dir)).not.toContain("hook.secret");
      expect(readdirSync(join(dir, "secrets"))).not.toContain("report.xml");
    }
    // The pass-through fault is still pending: no request was made.
    expect((await emu.control.clearFaults()).cleared).toBe(1);
  });

  it("does not write the report through a symlink in its place", async () => {
    writeFileSync(join(dir, "target.txt"), "keep me\n");
    symlinkSync(join(dir, "target.txt"), join(dir, "link.xml"));
    writeFileSync(join(dir, "bad2.yml"), "steps: []\n");
    const result = await runCliInProcess(["run", "bad2.yml", "--run-id", "j5", "--junit", "link.xml"], {
      env: { SVC_API_TOKEN: emu.credential("admin").token },
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(readFileSync(join(dir, "target.txt"), "utf8")).toBe("keep me\n");
  });
});
