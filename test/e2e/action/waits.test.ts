/**
 * Waits that cannot end well, in the bundled Action: a 429 whose Retry-After is beyond the
 * `max-wait-ms` budget fails the step at once, naming the wait, the budget and the input; a long
 * wait says so in one log line as it starts.
 */
import { performance } from "node:perf_hooks";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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
const plan =
  "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: 'https://waits.hooks.example.com/in', actions: [task_created] }\n";

beforeAll(async () => {
  emulator = await spawnEmulator([]);
  token = seededCredential(emulator).token;
  control = controlApi(emulator.ready.controlUrl);
});
afterAll(async () => {
  await emulator?.stop();
});
afterEach(async () => {
  await control.clearFaults();
});

const run = (inputs: Record<string, string> = {}, cancel?: { when: RegExp; signal: NodeJS.Signals }) =>
  runActionBundle({
    inputs: { token, "base-url": emulator.ready.baseUrl, plan, mode: "plan", ...inputs },
    ...(cancel ? { cancel } : {}),
    timeoutMs: 20_000,
  });

describe("the bundled Action and rate-limit waits", () => {
  it("a Retry-After beyond the budget fails the step at once, naming the wait, the budget and the input", async () => {
    await control.addFault({ kind: "rateLimit", retryAfterSeconds: 3600, pathPrefix: "/v1/webhooks" });
    const started = performance.now();
    const result = await run();
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::.*the service asks to wait 3600 s before a retry \(Retry-After\), more than the 120 s this request may wait for rate limits; raise the max-wait-ms input, or re-run later/,
    );
  });

  it("max-wait-ms sets the budget", async () => {
    await control.addFault({ kind: "rateLimit", retryAfterSeconds: 2, pathPrefix: "/v1/webhooks" });
    const result = await run({ "max-wait-ms": "1000" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "asks to wait 2 s before a retry (Retry-After), more than the 1 s this request",
    );
  });

  it("a long wait says so in one log line as it starts", async () => {
    await control.addFault({ kind: "rateLimit", retryAfterSeconds: 31, pathPrefix: "/v1/webhooks" });
    // Once the line is out, the job is cancelled: the wait itself is not what this test is about.
    const result = await run({}, { when: /waiting 3[01] s/, signal: "SIGINT" });
    const notices = result.stdout.split("\n").filter((line) => line.includes("waiting"));
    expect(notices).toEqual([
      expect.stringMatching(
        /^waiting 3[01] s: the service rate-limited GET \/v1\/webhooks\?limit=… \(Retry-After\)$/,
      ),
    ]);
  });
});
