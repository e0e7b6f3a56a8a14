/**
 * A cancelled job: the runner sends SIGINT (then SIGTERM) to the step. The bundled Action aborts
 * the request in flight, still writes its job summary, and fails saying the job was cancelled,
 * instead of waiting for a slow answer until the runner kills it without a summary.
 */
import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";
import { runActionBundle } from "../../support/runner-env.js";

let emulator: SpawnedEmulator;
let control: ControlApi;
let token: string;

beforeAll(async () => {
  emulator = await spawnEmulator([]);
  const admin = seededCredential(emulator);
  token = admin.token;
  control = controlApi(emulator.ready.controlUrl);
});

afterAll(async () => {
  await emulator?.stop();
});

describe("the bundled Action, cancelled", () => {
  it.each(["SIGINT", "SIGTERM"] as const)(
    "on %s aborts the slow request and still writes the summary",
    async (signal) => {
      await control.addFault({ kind: "delay", delayMs: 30_000, method: "GET", pathPrefix: "/v1/webhooks" });
      const started = performance.now();
      const result = await runActionBundle({
        inputs: {
          token,
          "base-url": emulator.ready.baseUrl,
          plan: "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: 'https://cancel.hooks.example.com/in', actions: [task_created] }\n",
        },
        // The step's log group opens just before its first (delayed) request.
        cancel: { when: /::group::/, signal },
        timeoutMs: 20_000,
      });
      await control.clearFaults();
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/::error::.*the job was cancelled \(SIG(INT|TERM)\)/);
      expect(result.summary).toContain("the job was cancelled");
    },
  );
});
