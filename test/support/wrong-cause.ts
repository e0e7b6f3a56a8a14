/**
 * The stage for the wrong-cause tests of both adapters (test/unit/cli/wrong-cause.test.ts and
 * test/unit/action/wrong-cause.test.ts): an emulator that delivers to a loopback receiver answering
 * 401 and fails to resolve one host name, the plans that meet each, and a closed loopback port.
 */
import { lookup as dnsLookup } from "node:dns";
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { LookupFunction } from "../../src/emulator/delivery/guarded-lookup.js";
import { maxPlanSteps } from "../../src/engine/plan-schema.js";
import { startTestEmulator, type TestEmulator } from "./emulator.js";
import { type Receiver, startReceiver } from "./receiver.js";

/** A receiver host the emulator's DNS does not know. */
export const UNRESOLVABLE = "hooks.nowhere.example";

const failingLookup: LookupFunction = (hostname, options, callback) => {
  if (hostname !== UNRESOLVABLE) {
    (dnsLookup as unknown as LookupFunction)(hostname, options, callback);
    return;
  }
  const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
  callback(error, "");
};

export interface Stage {
  emulator: TestEmulator;
  /** Answers every delivery 401, as a receiver without the current secret does. */
  receiver: Receiver;
  /** A well-formed token the emulator does not know. */
  unknownToken: string;
  close(): Promise<void>;
}

export async function startStage(): Promise<Stage> {
  const receiver = await startReceiver({ respond: 401 });
  const emulator = await startTestEmulator({
    webhookCa: receiver.ca,
    dnsLookup: failingLookup,
    retrySchedule: [0],
  });
  const known = emulator.credential("admin").token;
  const unknownToken = `${known.slice(0, -1)}${known.endsWith("0") ? "1" : "0"}`;
  return {
    emulator,
    receiver,
    unknownToken,
    close: async () => {
      await emulator.stop();
      await receiver.close();
    },
  };
}

/** A loopback port nothing listens on: one a server had, closed again. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A plan that reads the deliveries of one webhook: the first request of a run. */
export const readingPlan =
  "steps:\n  - id: health\n    uses: check-recent-deliveries\n    with: { webhook-id: whk_missing }\n";

/** A plan with `actions` misspelt. */
export const misspeltPlan =
  "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: https://hooks.example.com/x\n      actons: [task_created]\n";

/** A plan with one step more than a plan may have. */
export function oversizedPlan(): string {
  const step = (index: number) =>
    `  - id: s${index}\n    uses: check-recent-deliveries\n    with: { webhook-id: whk_${index} }\n`;
  return `steps:\n${Array.from({ length: maxPlanSteps + 1 }, (_, index) => step(index)).join("")}`;
}

/** Creates a webhook, rotates its secret, and sends it a test delivery (of `url`). */
export function deliveryPlan(url: string): string {
  return [
    "steps:",
    "  - id: hook",
    "    uses: ensure-webhook",
    `    with: { url: "${url}", actions: [task_created], secret-sink: { type: file, path: hook.secret } }`,
    "  - id: rotate",
    "    uses: rotate-secret",
    "    with: { webhook: hook, secret-sink: { type: file, path: rotated.secret } }",
    "  - id: smoke",
    "    uses: test-delivery",
    "    with: { webhook: rotate, timeout: 3s }",
    "",
  ].join("\n");
}
