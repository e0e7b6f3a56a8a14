/**
 * Fault matrix: every webhook operation x every fault the client must handle (5xx, reset, stall, 429, bad body, 412/428), injected by the emulator
 * (in-process, over real HTTP). For each case the emulator's request log proves how many attempts
 * were sent and that each carried the same X-Request-Id, Idempotency-Key, If-Match and body; the
 * final error has the contract's class and code; nothing was applied; and a plan meeting the fault
 * once (what the Action runs) succeeds or fails naming its step exactly as the contract predicts.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { run as runAction } from "../../src/action/main.js";
import { type Client, ClientError } from "../../src/client/index.js";
import { runInProcess as runCliInProcess } from "../support/cli.js";
import { type LoggedRequest, startTestEmulator, type TestEmulator } from "../support/emulator.js";
import { type EngineRun, engineStreams, runEngine } from "../support/engine-run.js";
import { type Receiver, startReceiver } from "../support/receiver.js";
import { runActionInProcess } from "../support/runner-env.js";
import { emulatorSecrets, errorText, expectNoLeaks } from "../support/secret-scan.js";
import { elements, parseXml } from "../support/xml.js";
import {
  engineRecoveries,
  type FaultCase,
  faultCases,
  type OperationName,
  planRecovers,
  STALL_TIMEOUT_MS,
} from "./fault-cases.js";

const RETRIES = 2;
const NORMAL_TIMEOUT_MS = 5_000;

let emu: TestEmulator;
let receiver: Receiver;
let dir: string;
let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-fault-matrix-"));
  receiver = await startReceiver();
  emu = await startTestEmulator({ webhookCa: receiver.ca });
});
afterAll(async () => {
  await emu?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  await emu.control.clearFaults();
});

it("covers at least 100 cases: 9 operations x 11 faults", () => {
  expect(faultCases.length).toBeGreaterThanOrEqual(99);
  expect(new Set(faultCases.map((c) => c.operation.name)).size).toBe(9);
  expect(new Set(faultCases.map((c) => c.fault.name)).size).toBe(11);
});

const pendingFaultHits = async () =>
  (await emu.control.call<{ faults: { remaining: number }[] }>("GET", "/faults")).faults.reduce(
    (sum, fault) => sum + fault.remaining,
    0,
  );

/** A fresh webhook, created without faults (setup is not part of the case). */
async function newWebhook(client: Client, url = `${receiver.url}/hook-${next()}`) {
  const created = await client.createWebhook({ url, actions: ["task_created"] });
  return { id: created.data.id, revision: created.data.attributes.revision, url };
}

interface Target {
  method: string;
  pathPrefix: string;
  call(client: Client, requestId: string): Promise<unknown>;
}

/** Prepares the operation (its webhook, its delivery) and says how to call it. */
async function prepare(operation: OperationName, setup: Client): Promise<Target> {
  switch (operation) {
    case "list":
      return {
        method: "GET",
        pathPrefix: "/v1/webhooks",
        call: (c, requestId) => c.listWebhooks({}, { requestId }),
      };
    case "create": {
      const url = `${receiver.url}/created-${next()}`;
      const key = `fault-create-${next()}`;
      return {
        method: "POST",
        pathPrefix: "/v1/webhooks",
        call: (c, requestId) =>
          c.createWebhook({ url, actions: ["task_created"] }, { idempotencyKey: key, requestId }),
      };
    }
    case "list-deliveries":
      return {
        method: "GET",
        pathPrefix: "/v1/webhook-deliveries",
        call: (c, requestId) => c.listWebhookDeliveries({ state: "failed" }, { requestId }),
      };
    case "get-delivery": {
      const hook = await newWebhook(setup);
      const receipt = await setup.testWebhookDelivery(hook.id);
      const path = `/v1/webhook-deliveries/${receipt.data.id}`;
      return {
        method: "GET",
        pathPrefix: path,
        call: (c, requestId) => c.getWebhookDelivery(receipt.data.id, { requestId }),
      };
    }
    default:
      break;
  }
  const hook = await newWebhook(setup);
  const path = `/v1/webhooks/${hook.id}`;
  switch (operation) {
    case "get":
      return {
        method: "GET",
        pathPrefix: path,
        call: (c, requestId) => c.getWebhook(hook.id, { requestId }),
      };
    case "update":
      return {
        method: "PATCH",
        pathPrefix: path,
        call: (c, requestId) =>
          c.updateWebhook(
            hook.id,
            { actions: ["task_created", "task_updated"] },
            { ifMatch: hook.revision, requestId },
          ),
      };
    case "remove":
      return {
        method: "DELETE",
        pathPrefix: path,
        call: (c, requestId) => c.removeWebhook(hook.id, { requestId }),
      };
    case "rotate":
      return {
        method: "POST",
        pathPrefix: `${path}/secret-rotation`,
        call: (c, requestId) =>
          c.rotateWebhookSecret(hook.id, {
            ifMatch: hook.revision,
            idempotencyKey: `fault-rotate-${next()}`,
            requestId,
          }),
      };
    case "test-delivery":
      return {
        method: "POST",
        pathPrefix: `${path}/test-delivery`,
        call: (c, requestId) =>
          c.testWebhookDelivery(hook.id, { idempotencyKey: `fault-test-${next()}`, requestId }),
      };
  }
}

/** What the service holds: a fault other than a lost response must leave it untouched. */
const snapshot = () =>
  JSON.stringify({
    webhooks: [...emu.state.webhooks.values()].map((hook) => [hook.id, hook.revision, hook.secretGeneration]),
    deliveries: emu.state.deliveries.size,
    secrets: emu.state.issuedSecrets.length,
  });

const caseName = (c: FaultCase) =>
  [c.operation.name, c.fault.name, c.retried ? "retried" : "not retried"] as const;

describe("the client: retried or not per the contract, same request on every attempt, the final error", () => {
  it.each(faultCases.map((c) => [...caseName(c), c] as const))(
    "%s x %s: %s",
    async (_op, _fault, _retried, testCase) => {
      const { operation, fault, retried } = testCase;
      const setup = emu.client("admin");
      const target = await prepare(operation.name, setup);
      const sleeps: number[] = [];
      const client = emu.client("admin", {
        retries: RETRIES,
        // 429s are waited out within this total rather than counted as retries: 2 waits of 1 s fit.
        maxRateLimitWaitMs: 2_000,
        timeoutMs: fault.stall ? STALL_TIMEOUT_MS : NORMAL_TIMEOUT_MS,
        random: () => 0,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      });
      await emu.control.addFault({
        ...fault.spec,
        count: RETRIES + 1,
        method: target.method,
        pathPrefix: target.pathPrefix,
      });
      const before = snapshot();
      const since = emu.requests.lastSeq;
      const requestId = `rid-${operation.name}-${next()}`;
      const error = await target.call(client, requestId).then(
        () => undefined,
        (caught: unknown) => caught,
      );

      expect(error).toBeInstanceOf(fault.errorClass);
      expect(error).toMatchObject({ code: fault.code, ...(fault.status ? { status: fault.status } : {}) });
      const attempts: LoggedRequest[] = emu.requests.list(since);
      expect(attempts.length, "attempts sent").toBe(retried ? RETRIES + 1 : 1);
      const [first] = attempts;
      for (const attempt of attempts) {
        expect(attempt).toMatchObject({ method: operation.method, requestId, fault: fault.spec.kind });
        expect(attempt.path.startsWith(target.pathPrefix)).toBe(true);
        expect(attempt.idempotencyKey).toBe(first?.idempotencyKey);
        expect(attempt.ifMatch).toBe(first?.ifMatch);
        expect(attempt.bodySha256).toBe(first?.bodySha256);
      }
      if (operation.method === "POST") expect(first?.idempotencyKey).toBeDefined();
      if (["create", "update"].includes(operation.name)) expect(first?.bodySha256).toBeDefined();
      const retryAfter = fault.spec.kind === "rateLimit" || fault.status === 503;
      expect(sleeps).toEqual(retried ? (retryAfter ? [1000, 1000] : [250, 500]) : []);
      if (error instanceof ClientError && !(error.code === "invalid_api_response")) {
        expect(error.outcomeUnknown).toBe(operation.method !== "GET");
      }
      if (error instanceof Error && "requestId" in error && fault.status)
        expect(error.requestId).toBe(requestId);
      expect(snapshot(), "nothing applied").toBe(before);
      expect(await pendingFaultHits(), "fault hits left over").toBe(retried ? 0 : RETRIES);
      expectNoLeaks({ thrown: errorText(error), json: JSON.stringify(error) }, emulatorSecrets(emu));
    },
  );
});

/** The plan that makes the operation's request first among its method and path (one fault hits it). */
async function planFor(
  operation: OperationName,
  setup: Client,
): Promise<{ plan: string; stepId: string; uses: string; target: { method: string; pathPrefix: string } }> {
  const hook = await newWebhook(setup);
  const byId = `webhook-id: ${hook.id}`;
  const path = `/v1/webhooks/${hook.id}`;
  const plans: Record<OperationName, [string, string, string, string]> = {
    list: ["ensure-webhook", `url: ${hook.url}\n      actions: [task_created]`, "GET", "/v1/webhooks"],
    get: ["rotate-secret", byId, "GET", path],
    create: [
      "ensure-webhook",
      `url: ${receiver.url}/plan-${next()}\n      actions: [task_created]`,
      "POST",
      "/v1/webhooks",
    ],
    update: [
      "ensure-webhook",
      `url: ${hook.url}\n      actions: [task_created, task_updated]`,
      "PATCH",
      path,
    ],
    remove: ["remove-webhook", `${byId}\n      confirm: true`, "DELETE", path],
    rotate: ["rotate-secret", byId, "POST", `${path}/secret-rotation`],
    "test-delivery": ["test-delivery", `${byId}\n      timeout: 20s`, "POST", `${path}/test-delivery`],
    "list-deliveries": [
      "check-recent-deliveries",
      `${byId}\n      since: 1h`,
      "GET",
      "/v1/webhook-deliveries",
    ],
    "get-delivery": ["test-delivery", `${byId}\n      timeout: 20s`, "GET", "/v1/webhook-deliveries/"],
  };
  const [uses, body, method, pathPrefix] = plans[operation];
  const stepId = "step1";
  return {
    plan: `steps:\n  - id: ${stepId}\n    uses: ${uses}\n    with:\n      ${body}\n`,
    stepId,
    uses,
    target: { method, pathPrefix },
  };
}

describe("the plan (the Action's run): one fault, then success or a failure naming the step", () => {
  it.each(faultCases.map((c) => [...caseName(c), c] as const))(
    "%s x %s: %s",
    async (_op, _fault, _retried, testCase) => {
      const { operation, fault } = testCase;
      const { plan, stepId, uses, target } = await planFor(operation.name, emu.client("admin"));
      await emu.control.addFault({ ...fault.spec, count: 1, ...target });
      const run: EngineRun = await runEngine(emu, plan, {
        run: { repository: "acme/app", runId: `matrix-${next()}`, runAttempt: 1 },
        client: { timeoutMs: fault.stall ? STALL_TIMEOUT_MS : NORMAL_TIMEOUT_MS, retries: RETRIES },
      });
      expect(await pendingFaultHits(), "the fault was met").toBe(0);
      if (planRecovers(testCase)) {
        expect(run.failure, engineRecoveries[operation.name]?.[fault.name] ?? "retried").toBeUndefined();
        expect(run.report?.ok).toBe(true);
      } else {
        expect(run.report?.ok).toBe(false);
        expect(run.failure).toMatch(new RegExp(`^step "${stepId}" \\(${uses}\\) failed: .+`));
        const failure = elements(parseXml(run.junit), "failure")[0];
        expect(failure?.attributes.message).toBe(run.report?.steps[0]?.error);
      }
      expectNoLeaks(engineStreams(run, [`${stepId}-secret`]), emulatorSecrets(emu));
    },
  );
});

/** The `svc` command line that sends the operation's request, and the secret file it would create. */
async function cliFor(operation: OperationName, setup: Client) {
  const secretFile = join(dir, `secret-${next()}`);
  const hook = await newWebhook(setup);
  const path = `/v1/webhooks/${hook.id}`;
  const table: Record<OperationName, [string[], string, string]> = {
    list: [["webhooks", "list"], "GET", "/v1/webhooks"],
    get: [["webhooks", "get", hook.id], "GET", path],
    create: [
      [
        "webhooks",
        "create",
        "--data",
        JSON.stringify({ url: `${receiver.url}/cli-${next()}`, actions: ["task_created"] }),
        "--secret-file",
        secretFile,
      ],
      "POST",
      "/v1/webhooks",
    ],
    update: [
      ["webhooks", "update", hook.id, "--data", '{"actions":["task_updated"]}', "--if-match", hook.revision],
      "PATCH",
      path,
    ],
    remove: [["webhooks", "remove", hook.id, "--yes"], "DELETE", path],
    rotate: [
      [
        "webhooks",
        "rotate-secret",
        hook.id,
        "--if-match",
        hook.revision,
        "--secret-file",
        secretFile,
        "--yes",
      ],
      "POST",
      `${path}/secret-rotation`,
    ],
    "test-delivery": [["webhooks", "test", hook.id], "POST", `${path}/test-delivery`],
    "list-deliveries": [["webhook-deliveries", "list", "--state", "failed"], "GET", "/v1/webhook-deliveries"],
    "get-delivery": [["webhook-deliveries", "get", "placeholder"], "GET", "/v1/webhook-deliveries/"],
  };
  if (operation === "get-delivery") {
    const receipt = await setup.testWebhookDelivery(hook.id);
    table["get-delivery"][0][2] = receipt.data.id;
  }
  const [argv, method, pathPrefix] = table[operation];
  return { argv, secretFile, target: { method, pathPrefix } };
}

describe("the CLI: the exit code of src/cli/errors.ts, a redacted error line, no secret file left", () => {
  it.each(faultCases.map((c) => [c.operation.name, c.fault.name, c.fault.exit, c] as const))(
    "svc %s x %s: exit %i",
    async (_op, _fault, _exit, testCase) => {
      const { operation, fault } = testCase;
      const { argv, secretFile, target } = await cliFor(operation.name, emu.client("admin"));
      // The client's retries are proven above (the CLI uses the same client); here one attempt.
      await emu.control.addFault({ ...fault.spec, count: 1, ...target });
      const before = snapshot();
      const timeout = String(fault.stall ? STALL_TIMEOUT_MS : NORMAL_TIMEOUT_MS);
      const token = emu.credential("admin").token;
      const result = await runCliInProcess(
        ["--base-url", emu.baseUrl, "--retries", "0", "--timeout", timeout, ...argv],
        { env: { SVC_API_TOKEN: token } },
      );
      expect(result.code, result.stderr).toBe(fault.exit);
      expect(result.stderr).toMatch(/^svc: \S/);
      if (fault.status) expect(result.stderr).toMatch(/\(request [A-Za-z0-9._:-]+\)/);
      expect(existsSync(secretFile), "the new secret file is removed on failure").toBe(false);
      expect(snapshot(), "nothing applied").toBe(before);
      expectNoLeaks({ stdout: result.stdout, stderr: result.stderr }, emulatorSecrets(emu));
    },
  );
});

describe("the Action itself (in-process, real @actions/core): exit code and ::error:: as the plan predicts", () => {
  const creates = faultCases.filter((c) => c.operation.name === "create");

  it.each(creates.map((c) => [c.fault.name, planRecovers(c) ? 0 : 1, c] as const))(
    "create x %s: exit %i",
    async (_fault, code, testCase) => {
      const { fault } = testCase;
      await emu.control.addFault({ ...fault.spec, count: 1, method: "POST", pathPrefix: "/v1/webhooks" });
      const result = await runActionInProcess(runAction, {
        inputs: {
          token: emu.credential("admin").token,
          "base-url": emu.baseUrl,
          "timeout-ms": fault.stall ? "1000" : "30000",
          plan: `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${receiver.url}/action-${next()}", actions: [task_created] }\n`,
        },
        env: { RUNNER_DEBUG: "1", GITHUB_RUN_ID: `action-${next()}`, GITHUB_RUN_ATTEMPT: "1" },
        fileCommands: false,
      });
      expect(result.code, result.stdout).toBe(code);
      const errors = result.stdout.split("\n").filter((line) => line.startsWith("::error::"));
      if (code === 0) expect(errors).toEqual([]);
      else
        expect(errors).toEqual([
          expect.stringMatching(/^::error::step "hook" \(ensure-webhook\) failed: \S/),
        ]);
      expectNoLeaks({ stdout: result.stdout }, emulatorSecrets(emu), {
        allowLine: (line) => line.startsWith("::set-output name=hook-secret::"),
      });
    },
  );
});
