/**
 * The release gate (test-delivery, then check-recent-deliveries on the same webhook) with `svc run`
 * from the bundle against the bundled emulator: a receiver that refuses every connection fails the
 * smoke test, and the health check still runs and names the production failure with the webhook's
 * id and URL, leaving the run's own test delivery out of its count unless asked.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runSvc } from "../../support/cli.js";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";

let dir: string;
let emulator: SpawnedEmulator;
let control: ControlApi;
let url: string;

/** A loopback port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-gate-e2e-"));
  emulator = await spawnEmulator(["--allow-loopback-webhooks", "--retry-schedule", "0,20,50"]);
  control = controlApi(emulator.ready.controlUrl);
  url = `https://127.0.0.1:${await closedPort()}/hooks`;
});

afterAll(async () => {
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

function svc(args: string[]) {
  const admin = seededCredential(emulator);
  return runSvc(args, {
    env: { SVC_API_TOKEN: admin.token, SVC_API_BASE_URL: emulator.ready.baseUrl },
    cwd: dir,
    timeoutMs: 60_000,
  });
}

function gatePlan(name: string, extra = ""): string {
  const file = join(dir, `${name}.yml`);
  writeFileSync(
    file,
    `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${url}", actions: [task_created], secret-sink: { type: file, path: ${name}.secret } }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 30s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h${extra} }
`,
  );
  return file;
}

/** Resolves once every delivery to the webhook has ended (the emulator retries on its schedule). */
async function settled(webhookId: string): Promise<void> {
  for (;;) {
    const { deliveries } = await control.deliveries(`?webhookId=${webhookId}`);
    if (deliveries.every((delivery) => ["failed", "succeeded", "skipped"].includes(String(delivery.state))))
      return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("the release gate (svc run, bundle) against the emulator", () => {
  it("reports production failures when the smoke test fails; the run's own test delivery counts only when asked", async () => {
    const first = await svc([
      "run",
      gatePlan("provision"),
      "--mode",
      "apply",
      "--run-id",
      "gate-0",
      "-o",
      "json",
    ]);
    const webhookId = JSON.parse(first.stdout).steps[0].outputs["webhook-id"] as string;
    expect(webhookId, first.stderr).toMatch(/\S/);
    const workspaceId = seededCredential(emulator).workspaceId;
    await control.emit({ workspaceId, event: "task_created" });
    await settled(webhookId);

    const gate = await svc(["run", gatePlan("gate"), "--mode", "apply", "--run-id", "gate-1", "-o", "json"]);
    expect(gate.code, gate.stderr).toBe(1);
    const report = JSON.parse(gate.stdout);
    expect(report.steps.map((step: { status: string }) => step.status)).toEqual([
      "succeeded",
      "failed",
      "failed",
    ]);
    const [, smoke, health] = report.steps;
    expect(smoke.summary).toContain("failed");
    // The first run's test delivery and the production one; this run's own is left out.
    expect(health.outputs.failures).toBe(2);
    expect(health.deliveries.map((row: { id: string }) => row.id)).not.toContain(
      smoke.outputs["delivery-id"],
    );
    expect(health.summary).toContain(
      "(1 test delivery of this run's test-delivery steps left out: include-own-tests: true counts them)",
    );
    expect(health.summary).toMatch(
      new RegExp(
        `task_created at \\S+ to webhook ${webhookId} ${url.replace(/[.]/g, "\\.")} \\(failed, transport error`,
      ),
    );
    expect(gate.stderr).not.toContain('not run: needs step "smoke"');

    const counted = await svc([
      "run",
      gatePlan("counted", ", include-own-tests: true"),
      "--mode",
      "apply",
      "--run-id",
      "gate-2",
      "-o",
      "json",
    ]);
    const countedHealth = JSON.parse(counted.stdout).steps[2];
    // The three runs' test deliveries (this one's own included) and the production one.
    expect(countedHealth.outputs.failures, counted.stderr).toBe(4);
    expect(countedHealth.summary).not.toContain("left out");
  });
});
