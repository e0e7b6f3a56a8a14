/**
 * `svc run` cancelled with steps in flight (docs/plan.md "Order and concurrency", Cancellation): by
 * Ctrl-C (SIGINT) or by a CI that cancels its job with SIGTERM (GitLab, Buildkite, Jenkins), the
 * bundle starts no further step, aborts the requests in flight, still prints its report and writes
 * the --junit file, and exits 130.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";
import { spawnSvc } from "../../support/svc.js";

let emu: TestEmulator;
let receiver: Receiver;
let dir: string;
let plan: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-run-cancel-"));
  // A receiver that answers late: the test deliveries stay in flight until the run is cancelled.
  receiver = await startReceiver({
    respond: () => new Promise<number>((resolve) => setTimeout(() => resolve(204), 20_000).unref()),
  });
  emu = await startTestEmulator({ webhookCa: receiver.ca, deliveryConcurrency: 32 });
  const client = emu.client("admin");
  const ids: string[] = [];
  for (let index = 0; index < 12; index += 1)
    ids.push(
      (await client.createWebhook({ url: `${receiver.url}/${index}`, actions: ["task_created"] })).data.id,
    );
  plan = `steps:\n${ids.map((id, index) => `  - { id: smoke-${index}, uses: test-delivery, with: { webhook-id: ${id}, timeout: 1m } }`).join("\n")}\n`;
  writeFileSync(join(dir, "plan.yml"), plan);
});

afterAll(async () => {
  await emu?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("svc run cancelled with steps in flight", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "%s: exit 130, the report and the JUnit file still written",
    async (signal) => {
      const junit = `${signal}.xml`;
      const svc = spawnSvc(
        [
          "-o",
          "json",
          "run",
          "plan.yml",
          "--mode",
          "apply",
          "--run-id",
          `cancel-${signal}`,
          "--junit",
          junit,
        ],
        { env: { SVC_API_TOKEN: emu.credential("admin").token, SVC_API_BASE_URL: emu.baseUrl }, cwd: dir },
      );
      // Eight steps (the default concurrency) are in flight, the other four not started.
      await svc.waitForStderr("queued test delivery", 20_000);
      svc.child.kill(signal);
      expect(await svc.exited).toBe(130);
      const report = JSON.parse(svc.stdout()) as {
        ok: boolean;
        steps: { status: string; summary: string }[];
      };
      expect(report.ok).toBe(false);
      const notRun = report.steps.filter((step) => step.status === "not-run");
      expect(notRun.length).toBeGreaterThanOrEqual(4);
      expect(notRun[0]?.summary).toBe("not run: the run was cancelled");
      const xml = readFileSync(join(dir, junit), "utf8");
      expect(xml).toContain('<testsuites name="svc-ci" tests="12"');
    },
  );
});
