/**
 * `svc run` re-runs with the same run identity (docs/cli-run.md "Re-runs and crashes"), in process
 * against an in-process emulator: a scheduled rotation's second run neither rotates again nor loses
 * a secret, whether the first run stored it (nothing to do, exit 0), stored it nowhere (the run
 * journal replays the exact rotation: same key, same If-Match, the same secret), or left no journal
 * (exit 6, saying what to do). An interrupted create is recovered the same way.
 */
import { existsSync, mkdtempSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKey, openFileJournal } from "../../../src/engine/index.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;

beforeAll(async () => {
  emulator = await startTestEmulator({ exposeSecrets: true });
  dir = mkdtempSync(join(tmpdir(), "svc-run-replay-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator?.stop();
});

const serviceSecret = (id: string) => emulator.state.webhooks.get(id)?.secret;
const issuedCount = () => emulator.state.issuedSecrets.length;

/** A command sink that stores stdin in `out`, and fails (storing nothing) while `broken` exists. */
function commandSink(out: string, broken: string): string {
  const script = `const fs=require("fs");if(fs.existsSync(${JSON.stringify(broken)}))process.exit(3);fs.writeFileSync(${JSON.stringify(out)},fs.readFileSync(0))`;
  return JSON.stringify([process.execPath, "-e", script]);
}

async function newWebhook(url: string): Promise<string> {
  const created = await emulator
    .client("admin")
    .createWebhook({ url, actions: ["task_created"] }, { idempotencyKey: `setup-${url}` });
  return created.data.id;
}

function svcRun(plan: string, args: string[]) {
  const file = join(mkdtempSync(join(dir, "plan-")), "plan.yml");
  writeFileSync(file, plan);
  return runInProcess(["-o", "json", "run", file, "--mode", "apply", ...args], { env, cwd: dir });
}

const rotatePlan = (id: string, sink = "{ type: output }") =>
  `steps:\n  - id: rotate\n    uses: rotate-secret\n    with: { webhook-id: ${id}, secret-sink: ${sink} }\n`;

describe("svc run: a second run with the same run id reaching a rotation already done", () => {
  it("exits 0 without rotating again when the first run stored the secret (the journal says so)", async () => {
    const id = await newWebhook("https://hooks.example.com/nightly-stored");
    const state = mkdtempSync(join(dir, "state-"));
    const first = mkdtempSync(join(dir, "secrets-"));
    const run1 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-a",
      "--state-dir",
      state,
      "--secrets-dir",
      first,
    ]);
    expect(run1.code, run1.stderr).toBe(0);
    const stored = readFileSync(join(first, "rotate-secret"), "utf8").trim();
    expect(stored).toBe(serviceSecret(id));
    const issued = issuedCount();

    const second = mkdtempSync(join(dir, "secrets-"));
    const run2 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-a",
      "--state-dir",
      state,
      "--secrets-dir",
      second,
    ]);
    expect(run2.code, run2.stderr).toBe(0);
    const report = JSON.parse(run2.stdout);
    expect(report).toMatchObject({ ok: true, changes: 0 });
    expect(report.steps[0]).toMatchObject({ change: "unchanged", outputs: { replayed: true } });
    expect(report.steps[0].summary).toContain("already rotated by an earlier run with this run identity");
    expect(issuedCount()).toBe(issued);
    expect(serviceSecret(id)).toBe(stored);
    expect(existsSync(join(second, "rotate-secret"))).toBe(false);
  });

  it("replays the exact rotation (the same secret) into the sink when the first run stored it nowhere", async () => {
    const id = await newWebhook("https://hooks.example.com/nightly-lost");
    const state = mkdtempSync(join(dir, "state-"));
    const out = join(dir, "nightly-lost.secret");
    const broken = join(dir, "nightly-lost.broken");
    writeFileSync(broken, "");
    const plan = rotatePlan(id, `{ type: command, command: ${commandSink(out, broken)} }`);
    const run1 = await svcRun(plan, ["--run-id", "nightly-b", "--state-dir", state]);
    expect(run1.code).toBe(1);
    expect(run1.stderr).toContain(
      "fix the sink, then run again: a re-run with the same run identity replays it from the run journal",
    );
    const rotated = serviceSecret(id);
    const issued = issuedCount();

    unlinkSync(broken);
    const run2 = await svcRun(plan, ["--run-id", "nightly-b", "--state-dir", state]);
    expect(run2.code, run2.stderr).toBe(0);
    const report = JSON.parse(run2.stdout);
    expect(report.steps[0]).toMatchObject({ change: "rotated", outputs: { replayed: true } });
    expect(report.steps[0].summary).toContain("the rotation was replayed, the same secret");
    expect(issuedCount()).toBe(issued);
    expect(serviceSecret(id)).toBe(rotated);
    expect(readFileSync(out, "utf8")).toBe(rotated);
  });

  it("exits 6 and says what to do when no journal knows the earlier rotation", async () => {
    const id = await newWebhook("https://hooks.example.com/nightly-elsewhere");
    const secrets = mkdtempSync(join(dir, "secrets-"));
    const run1 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-c",
      "--state-dir",
      mkdtempSync(join(dir, "state-")),
      "--secrets-dir",
      secrets,
    ]);
    expect(run1.code, run1.stderr).toBe(0);
    const issued = issuedCount();
    const run2 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-c",
      "--state-dir",
      mkdtempSync(join(dir, "state-")),
      "--secrets-dir",
      mkdtempSync(join(dir, "secrets-")),
    ]);
    expect(run2.code).toBe(6);
    expect(run2.stderr).toContain(
      `the signing secret of webhook ${id} was already rotated in this run attempt`,
    );
    expect(run2.stderr).toContain("if that rotation's secret was stored, nothing more is needed");
    expect(run2.stderr).toContain("svc run --run-attempt <next>");
    expect(issuedCount()).toBe(issued);

    const run3 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-c",
      "--run-attempt",
      "2",
      "--state-dir",
      mkdtempSync(join(dir, "state-")),
      "--secrets-dir",
      secrets,
    ]);
    expect(run3.code, run3.stderr).toBe(2); // the first run's file is there: never overwritten
    const run4 = await svcRun(rotatePlan(id), [
      "--run-id",
      "nightly-c",
      "--run-attempt",
      "2",
      "--secrets-dir",
      mkdtempSync(join(dir, "secrets-")),
    ]);
    expect(run4.code, run4.stderr).toBe(0);
    // No --state-dir, no XDG_STATE_HOME, no HOME: no journal, and the run says so.
    expect(run4.stderr).toContain("svc: no run journal (give --state-dir");
    expect(issuedCount()).toBe(issued + 1);
  });

  it("fails loudly instead of storing a replayed secret that may no longer sign", async () => {
    const id = await newWebhook("https://hooks.example.com/nightly-stale");
    const state = mkdtempSync(join(dir, "state-"));
    const out = join(dir, "nightly-stale.secret");
    const broken = join(dir, "nightly-stale.broken");
    writeFileSync(broken, "");
    const plan = rotatePlan(id, `{ type: command, command: ${commandSink(out, broken)} }`);
    expect((await svcRun(plan, ["--run-id", "nightly-d", "--state-dir", state])).code).toBe(1);
    // Someone rotates it meanwhile: the replay would hand back a secret the service no longer signs with.
    const current = await emulator.client("admin").getWebhook(id);
    await emulator.client("admin").rotateWebhookSecret(id, {
      ifMatch: current.data.attributes.revision,
      idempotencyKey: "someone-else",
    });
    unlinkSync(broken);
    const run2 = await svcRun(plan, ["--run-id", "nightly-d", "--state-dir", state]);
    expect(run2.code).toBe(1);
    expect(run2.stderr).toContain(
      `rotated the signing secret of webhook ${id} and was interrupted before storing it`,
    );
    expect(run2.stderr).toContain("rotate anew with a new run attempt");
    expect(existsSync(out)).toBe(false);
  });
});

describe("svc run: a create interrupted before its secret was stored", () => {
  it("a re-run replays the create and delivers the same secret, instead of reporting the webhook unchanged", async () => {
    const url = "https://hooks.example.com/create-lost";
    const state = mkdtempSync(join(dir, "state-"));
    const out = join(dir, "create-lost.secret");
    const broken = join(dir, "create-lost.broken");
    writeFileSync(broken, "");
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created], secret-sink: { type: command, command: ${commandSink(out, broken)} } }\n`;
    const run1 = await svcRun(plan, ["--run-id", "deploy-7", "--state-dir", state]);
    expect(run1.code).toBe(1);
    unlinkSync(broken);
    const run2 = await svcRun(plan, ["--run-id", "deploy-7", "--state-dir", state]);
    expect(run2.code, run2.stderr).toBe(0);
    const step = JSON.parse(run2.stdout).steps[0];
    expect(step.change).toBe("created");
    expect(step.summary).toContain("the create was replayed (the same secret)");
    const id = step.outputs["webhook-id"] as string;
    expect(readFileSync(out, "utf8")).toBe(serviceSecret(id));
    const hooks = [...emulator.state.webhooks.values()].filter((hook) => hook.url === url);
    expect(hooks).toHaveLength(1);

    // A third run: stored, so nothing to replay; the webhook is up to date.
    const run3 = await svcRun(plan, ["--run-id", "deploy-7", "--state-dir", state]);
    expect(run3.code, run3.stderr).toBe(0);
    expect(JSON.parse(run3.stdout).steps[0]).toMatchObject({ change: "unchanged" });
    expect(JSON.parse(run3.stdout).steps[0].summary).toContain("stored its secret");
  });

  it("fails loudly instead of storing a replayed create's secret when the webhook changed since", async () => {
    const url = "https://hooks.example.com/create-stale";
    const state = mkdtempSync(join(dir, "state-"));
    const out = join(dir, "create-stale.secret");
    const broken = join(dir, "create-stale.broken");
    writeFileSync(broken, "");
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created], secret-sink: { type: command, command: ${commandSink(out, broken)} } }\n`;
    expect((await svcRun(plan, ["--run-id", "deploy-8", "--state-dir", state])).code).toBe(1);
    const id = [...emulator.state.webhooks.values()].find((hook) => hook.url === url)?.id as string;
    const current = await emulator.client("admin").getWebhook(id);
    await emulator.client("admin").rotateWebhookSecret(id, {
      ifMatch: current.data.attributes.revision,
      idempotencyKey: "someone-else-create-stale",
    });
    unlinkSync(broken);
    const run2 = await svcRun(plan, ["--run-id", "deploy-8", "--state-dir", state]);
    expect(run2.code).toBe(1);
    expect(run2.stderr).toContain(
      `webhook ${id} for ${url}: an earlier run with this run identity created ${id}`,
    );
    expect(run2.stderr).toContain(`rotate the secret of webhook ${id}`);
    expect(existsSync(out)).toBe(false);
  });

  it("takes back the second webhook a replay creates when the earlier create never reached the service", async () => {
    const url = "https://hooks.example.com/create-race";
    const state = mkdtempSync(join(dir, "state-"));
    // The killed run had recorded its create, which never arrived; someone else created the webhook.
    const journal = await openFileJournal(state, { runId: "deploy-9", runAttempt: 1 });
    await journal.write({
      v: 1,
      step: "hook",
      op: "create",
      key: createKey({ runId: "deploy-9", runAttempt: 1 }, "hook", { url, actions: ["task_created"] }),
      state: "pending",
      sink: "output",
      at: new Date().toISOString(),
    });
    const other = await newWebhook(url);
    const secrets = mkdtempSync(join(dir, "secrets-"));
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n`;
    const run = await svcRun(plan, ["--run-id", "deploy-9", "--state-dir", state, "--secrets-dir", secrets]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`webhook ${other} for ${url} was created outside this run`);
    expect(run.stderr).toContain("was removed again");
    expect([...emulator.state.webhooks.values()].filter((hook) => hook.url === url)).toHaveLength(1);
    expect(existsSync(join(secrets, "hook-secret"))).toBe(false);
  });
});

describe("svc run: the command sink", () => {
  it("looks the program up on svc's own PATH and runs it with svc's environment", async () => {
    const id = await newWebhook("https://hooks.example.com/command-sink-path");
    const bin = mkdtempSync(join(dir, "bin-"));
    const out = join(dir, "command-sink-path.secret");
    // Only on the PATH the command is given, not on this process's PATH.
    writeFileSync(join(bin, "store-secret"), `#!/bin/sh\ncat > "$SINK_OUT"\n`, { mode: 0o755 });
    const file = join(mkdtempSync(join(dir, "plan-")), "plan.yml");
    writeFileSync(file, rotatePlan(id, "{ type: command, command: [store-secret] }"));
    const result = await runInProcess(
      ["-o", "json", "run", file, "--mode", "apply", "--run-id", "command-path-1"],
      { env: { ...env, PATH: `${bin}:${process.env.PATH ?? ""}`, SINK_OUT: out }, cwd: dir },
    );
    expect(result.code, result.stderr).toBe(0);
    expect(readFileSync(out, "utf8")).toBe(serviceSecret(id));
  });
});
