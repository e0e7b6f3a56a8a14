/**
 * `svc run` from the bundle (`node dist/cli.js`) against the bundled emulator, as GitLab CI and
 * Buildkite would run it: the Action's example plans, re-run safety, the command sink feeding a
 * receiver that verifies every signature, exit codes, and a scan of every stream for secrets.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CliResult, runSvc } from "../../support/cli.js";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";
import { expectNoLeaks, spawnedEmulatorSecrets } from "../../support/secret-scan.js";

const examples = fileURLToPath(new URL("../../../examples/plans/", import.meta.url));
const SECRET_PATTERN = /whsec_v2_[A-Za-z0-9_-]{43}/;

let dir: string;
let emulator: SpawnedEmulator;
let control: ControlApi;
let receiver: Receiver;
let token: string;
let baseUrl: string;
const secretFiles: string[] = [];
const results: CliResult[] = [];

const gitlab = (job: number) => ({
  GITLAB_CI: "true",
  CI_PROJECT_PATH: "acme/app",
  CI_PIPELINE_ID: "9001",
  CI_JOB_ID: String(job),
  CI_JOB_NAME: "webhooks",
});
const buildkite = (retry: number) => ({
  BUILDKITE: "true",
  BUILDKITE_ORGANIZATION_SLUG: "acme",
  BUILDKITE_PIPELINE_SLUG: "app",
  BUILDKITE_BUILD_ID: "0190aaaa-bbbb-cccc-dddd-eeeeffff0001",
  BUILDKITE_RETRY_COUNT: String(retry),
  BUILDKITE_STEP_KEY: "webhooks",
});

async function svc(args: string[], env: Record<string, string>, options: { input?: string } = {}) {
  const result = await runSvc(args, {
    // SVC_DEBUG=1: stacks and debug details are scanned for secrets like every other line.
    env: { SVC_API_TOKEN: token, SVC_API_BASE_URL: baseUrl, SVC_DEBUG: "1", ...env },
    cwd: dir,
    ...options,
  });
  results.push(result);
  return result;
}

async function webhooksAt(url: string) {
  const { webhooks } = await control.webhooks();
  return webhooks.filter((webhook) => (webhook as { url?: string }).url === url);
}

const fresh = (name: string) => mkdtempSync(join(dir, `${name}-`));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-run-e2e-"));
  receiver = await startReceiver({
    secrets: () => secretFiles.filter(existsSync).map((file) => readFileSync(file, "utf8").trim()),
    respond: (delivery) => (delivery.verified ? 204 : 401),
  });
  writeFileSync(join(dir, "ca.pem"), receiver.ca);
  emulator = await spawnEmulator([
    "--expose-secrets",
    "--allow-loopback-webhooks",
    "--webhook-ca",
    join(dir, "ca.pem"),
    "--retry-schedule",
    "0,20,50",
  ]);
  const admin = seededCredential(emulator);
  token = admin.token;
  baseUrl = emulator.ready.baseUrl;
  control = controlApi(emulator.ready.controlUrl);
});

afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("svc run (bundle) against the emulator", () => {
  it("runs the example provision plan under GitLab CI: plan, gate, apply, and a retried job creates nothing twice", async () => {
    const plan = join(examples, "provision.yml");
    const url = "https://hooks.example.com/svc";

    // Plan mode reveals no secret, so it needs no destination; apply refuses before any call.
    const unconfigured = await svc(["run", plan], gitlab(1));
    expect(unconfigured.code, unconfigured.stderr).toBe(0);
    expect(unconfigured.stderr).not.toContain("warning");
    const refused = await svc(["run", plan, "--mode", "apply"], gitlab(1));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'step "hook" (ensure-webhook), with.secret-sink: the output sink would print',
    );
    expect(refused.stderr).toContain("--secrets-dir");
    expect(refused.stdout).toBe("");

    const planned = await svc(["-o", "json", "run", plan, "--secrets-dir", fresh("plan")], gitlab(1));
    expect(planned.code).toBe(0);
    const report = JSON.parse(planned.stdout);
    expect(report).toMatchObject({
      mode: "plan",
      ok: true,
      changes: 1,
      steps: [{ id: "hook", change: "would-create" }],
    });
    expect(planned.stderr).toContain(
      'run identity from GitLab CI: acme/app run 9001, attempt 1, job "webhooks"',
    );
    expect(await webhooksAt(url)).toHaveLength(0);

    const gated = await svc(["run", plan, "--secrets-dir", fresh("gate"), "--fail-on-changes"], gitlab(1));
    expect(gated.code).toBe(1);
    expect(gated.stdout).toContain("would-create");
    expect(gated.stderr).toContain("svc: the plan has 1 pending change(s) (--fail-on-changes)");

    const secrets = fresh("apply");
    const applied = await svc(
      ["-o", "jsonl", "run", plan, "--mode", "apply", "--secrets-dir", secrets],
      gitlab(2),
    );
    expect(applied.code).toBe(0);
    expect(applied.stdout.trim().split("\n")).toHaveLength(1);
    const created = JSON.parse(applied.stdout);
    expect(created.steps[0]).toMatchObject({ change: "created", secret: { sink: "file", redacted: true } });
    const secretFile = join(secrets, "hook-secret");
    expect(readFileSync(secretFile, "utf8")).toMatch(new RegExp(`^${SECRET_PATTERN.source}\\n$`));
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    // GitLab's "Retry" runs the job again with a new CI_JOB_ID; a new pipeline would find it too.
    const retried = await svc(
      ["-o", "json", "run", plan, "--mode", "apply", "--secrets-dir", fresh("retry")],
      gitlab(3),
    );
    expect(retried.code).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ changes: 0, steps: [{ change: "unchanged" }] });
    expect(await webhooksAt(url)).toHaveLength(1);
  });

  it("runs the example release-smoke plan in plan mode under Buildkite", async () => {
    const result = await svc(
      ["run", join(examples, "release-smoke.yml"), "--secrets-dir", fresh("smoke")],
      buildkite(0),
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      "run identity from Buildkite: acme/app run 0190aaaa-bbbb-cccc-dddd-eeeeffff0001, attempt 1",
    );
    expect(result.stdout).toMatch(/^Plan: 0 to create, 0 to update, 0 to remove, \d+ unchanged\n/);
    expect(result.stdout).toContain("plan: ok, 0 change(s)");
  });

  it("pipes created and rotated secrets to a command sink that feeds a verifying receiver, under Buildkite", async () => {
    const url = `${receiver.url}/command-sink`;
    const created = join(dir, "created.secret");
    const rotated = join(dir, "rotated.secret");
    secretFiles.splice(0, secretFiles.length, rotated, created);
    const store =
      'require("fs").writeFileSync(process.argv[1], require("fs").readFileSync(0), { mode: 0o600 })';
    const sink = (file: string) =>
      `{ type: command, command: ${JSON.stringify([process.execPath, "-e", store, file])}, timeout: 20s }`;
    const planFile = join(dir, "rehearse.yml");
    writeFileSync(
      planFile,
      `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created], secret-sink: ${sink(created)} }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook, secret-sink: ${sink(rotated)} }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 30s }
`,
    );
    const result = await svc(["-o", "json", "run", planFile, "--mode", "apply"], buildkite(0));
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout);
    expect(report.steps.map((step: { change: string }) => step.change)).toEqual([
      "created",
      "rotated",
      "delivered",
    ]);
    expect(report.steps[1].secret).toMatchObject({ sink: "command", target: process.execPath });
    // The command received exactly the secret (no newline), and the receiver verified with it.
    expect(readFileSync(rotated, "utf8")).toMatch(new RegExp(`^${SECRET_PATTERN.source}$`));
    const delivery = await receiver.waitFor(
      (d) => d.headers["x-teamgrid-webhook-id"] !== undefined && d.verified,
    );
    expect(delivery.secretIndex).toBe(0);
  });

  it("maps failures: a plan error names file:line:column (2), no run identity (2), an API 404 (5), a failed delivery (1)", async () => {
    const bad = join(dir, "bad.yml");
    writeFileSync(
      bad,
      "steps:\n  - id: r\n    uses: rotate-secret\n    with: { webhook-id: wh_1, secret-sink: { type: file } }\n",
    );
    const invalid = await svc(["run", bad], gitlab(10));
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(
      /svc: \S*bad\.yml:4:\d+: step "r" \(rotate-secret\), with\.secret-sink\.path: /,
    );
    expect(invalid.stderr).toContain("nothing was called or changed");

    const anonymous = await svc(
      ["run", join(examples, "provision.yml"), "--mode", "apply", "--secrets-dir", fresh("anon")],
      {},
    );
    expect(anonymous.code).toBe(2);
    expect(anonymous.stderr).toContain("no run identity");

    const missing = join(dir, "missing.yml");
    writeFileSync(
      missing,
      "steps:\n  - { id: r, uses: rotate-secret, with: { webhook-id: whk_missing, secret-sink: { type: file, path: never.secret } } }\n",
    );
    const notFound = await svc(["run", missing, "--mode", "apply", "--run-id", "manual-1"], {});
    expect(notFound.code).toBe(5);
    expect(notFound.stderr).toContain('svc: step "r" (rotate-secret) failed:');
    expect(existsSync(join(dir, "never.secret"))).toBe(false);

    const url = `${receiver.url}/failing`;
    const failing = join(dir, "failing.yml");
    writeFileSync(
      failing,
      `steps:\n  - { id: hook, uses: ensure-webhook, with: { url: "${url}", actions: [task_created], secret-sink: { type: file, path: failing.secret } } }\n  - { id: smoke, uses: test-delivery, with: { webhook: hook, timeout: 20s } }\n`,
    );
    receiver.respond(500);
    try {
      const failed = await svc(["-o", "json", "run", failing, "--mode", "apply", "--run-id", "manual-2"], {});
      expect(failed.code).toBe(1);
      expect(JSON.parse(failed.stdout)).toMatchObject({
        ok: false,
        steps: [{ status: "succeeded" }, { status: "failed" }],
      });
    } finally {
      receiver.respond((delivery) => (delivery.verified ? 204 : 401));
    }
  });

  it("reads the plan from stdin with -", async () => {
    const plan =
      "steps:\n  - { id: health, uses: check-recent-deliveries, with: { webhook-id: whk_000000000000000000000000, since: 1h } }\n";
    const result = await svc(["-o", "json", "run", "-", "--run-id", "stdin-1"], {}, { input: plan });
    expect(result.stderr).toContain("svc: plan stdin: 1 step(s)");
    expect(JSON.parse(result.stdout)).toMatchObject({ mode: "plan", steps: [{ id: "health" }] });
  });

  it("never shows the token or a signing secret on any stream", async () => {
    expect(results.length).toBeGreaterThanOrEqual(10);
    const issued = await spawnedEmulatorSecrets(control, emulator.ready.credentials);
    for (const result of results) {
      for (const text of [result.stdout, result.stderr]) {
        expect(text).not.toContain(token);
        expect(text).not.toMatch(SECRET_PATTERN);
      }
      // The shared scan: every credential token and every secret the emulator issued.
      expectNoLeaks({ stdout: result.stdout, stderr: result.stderr }, issued);
    }
  });
});

describe("svc run --generate-plan (bundle) against the emulator", () => {
  it("adopts the webhooks under a prefix: plan mode then shows 0 changes and apply writes nothing", async () => {
    const prefix = "https://adopt.hooks.example.com/e2e/";
    const seed = join(dir, "adopt-seed.yml");
    writeFileSync(
      seed,
      `steps:\n${[0, 1, 2]
        .map(
          (index) =>
            `  - { id: seed-${index}, uses: ensure-webhook, with: { url: "${prefix}svc-${index}", actions: [task_created, task_updated], enabled: ${index !== 2} } }`,
        )
        .join("\n")}\n`,
    );
    const seeded = await svc(
      ["run", seed, "--mode", "apply", "--run-id", "adopt-seed", "--secrets-dir", fresh("adopt")],
      {},
    );
    expect(seeded.code, seeded.stderr).toBe(0);

    const generated = await svc(["run", "--generate-plan", "adopted.yml", "--url-prefix", prefix], {});
    expect(generated.code, generated.stderr).toBe(0);
    const text = readFileSync(join(dir, "adopted.yml"), "utf8");
    expect(text).not.toMatch(SECRET_PATTERN);
    expect(text).toContain("enabled: false");

    const planned = await svc(["-o", "json", "run", "adopted.yml", "--run-id", "adopt-check"], {});
    expect(planned.code, planned.stderr).toBe(0);
    expect(JSON.parse(planned.stdout)).toMatchObject({ changes: 0, counts: { unchanged: 3 } });

    const { lastSeq } = await control.requests();
    const applied = await svc(
      ["run", "adopted.yml", "--mode", "apply", "--run-id", "adopt-apply", "--secrets-dir", fresh("adopt")],
      {},
    );
    expect(applied.code, applied.stderr).toBe(0);
    const { requests } = await control.requests(lastSeq);
    expect(requests.filter((request) => request.method !== "GET")).toEqual([]);

    const again = await svc(["run", "--generate-plan", "adopted.yml"], {});
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("exists; nothing was listed or written");
  });
});
