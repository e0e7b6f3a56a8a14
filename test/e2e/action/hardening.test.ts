/**
 * Issue 8 (security) against the bundled Action (`node dist/index.js`) and the bundled emulator,
 * started *without* --allow-loopback-webhooks, as production would refuse local destinations.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";
import { type RunnerResult, runActionBundle } from "../../support/runner-env.js";

let dir: string;
let emulator: SpawnedEmulator;
let control: ControlApi;
let token: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-hardening-e2e-"));
  emulator = await spawnEmulator([]);
  const admin = seededCredential(emulator);
  token = admin.token;
  control = controlApi(emulator.ready.controlUrl);
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function runAction(inputs: Record<string, string>, workspace?: string): Promise<RunnerResult> {
  return runActionBundle({
    inputs: { token, "base-url": emulator.ready.baseUrl, ...inputs },
    env: { GITHUB_REPOSITORY: "acme/app", GITHUB_RUN_ID: "77", GITHUB_RUN_ATTEMPT: "1" },
    ...(workspace ? { workspace } : {}),
  });
}

/** Lines the runner would read as a command whose text came from the attacker. */
const injected = (stdout: string) =>
  stdout.split(/\r\n|\r|\n/).filter((line) => /^\s*::[a-z-]+( [^:]*)?::OWNED/.test(line));

describe("the bundled Action, hardened", () => {
  it("refuses a webhook URL with a newline in the plan, and nothing it prints starts a command", async () => {
    const result = await runAction({
      plan: `steps:\n  - id: hook\n    name: "a\\n::warning::OWNED"\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/x\\n::error::OWNED", actions: [task_created] }\n`,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("with.url: must not contain whitespace or control characters (U+000A)");
    expect(injected(result.stdout)).toEqual([]);
    expect((await control.webhooks()).webhooks).toEqual([]);
  });

  it("rehearsing against a loopback emulator, lets the emulator's flag decide on a loopback URL", async () => {
    const result = await runAction({
      plan: "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: 'https://127.0.0.1:9/in', actions: [task_created] }\n",
    });
    expect(result.code).toBe(1);
    // The plan did not refuse it (a rehearsal); the emulator, without --allow-loopback-webhooks, did.
    expect(result.stdout).toMatch(
      /::error::step "hook" \(ensure-webhook\) failed: .*HTTP 400 invalid_request/,
    );
  });

  it("refuses a plan file outside the workspace, before reading it (through a symlink: POSIX only)", async () => {
    const workspace = join(dir, "ws");
    mkdirSync(workspace, { recursive: true });
    writeFileSync(join(dir, "outside.yml"), "steps: []\n");
    const outside = await runAction({ "plan-file": "../outside.yml" }, workspace);
    expect(outside.code).toBe(1);
    expect(outside.stdout).toContain("which is outside the workspace");
    // Windows runners: symlinks need a privilege the tests do not assume (test/platforms.ts).
    if (process.platform === "win32") return;
    symlinkSync(join(dir, "outside.yml"), join(workspace, "plan.yml"));
    const linked = await runAction({ "plan-file": "plan.yml" }, workspace);
    expect(linked.code).toBe(1);
    expect(linked.stdout).toContain("which is outside the workspace");
  });

  it("refuses a plan file that is not UTF-8, annotating its line", async () => {
    const workspace = mkdtempSync(join(dir, "latin1-"));
    writeFileSync(
      join(workspace, "plan.yml"),
      Buffer.concat([Buffer.from("steps:\n  - id: hook # caf"), Buffer.from([0xe9]), Buffer.from("\n")]),
    );
    const result = await runAction({ "plan-file": "plan.yml" }, workspace);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error title=svc-ci plan,file=plan\.yml,line=2,col=\d+::the plan is not UTF-8/,
    );
  });
});
