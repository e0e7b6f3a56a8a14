import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import {
  ClientError,
  DependencyUnavailableError,
  RateLimitError,
  ResponseValidationError,
} from "../../../src/client/index.js";
import { apiErrorEnvelope } from "../../../src/schemas/index.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
const delays: number[] = [];
const fastSleep = async (ms: number) => {
  delays.push(ms);
};

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());
afterEach(async () => {
  delays.length = 0;
  await emu.control.clearFaults();
});

describe("injected faults", () => {
  test("the client retries a GET through two 503s and succeeds on the third attempt", async () => {
    await emu.control.addFault({
      kind: "status",
      status: 503,
      count: 2,
      method: "GET",
      pathPrefix: "/v1/workspace",
    });
    const workspace = await emu.client("admin", { sleep: fastSleep }).getWorkspace();
    expect(workspace.transport.attempts).toBe(3);
    expect(delays).toHaveLength(2);
  });

  test("429 with Retry-After is honoured, then the request succeeds", async () => {
    await emu.control.addFault({ kind: "rateLimit", retryAfterSeconds: 2, pathPrefix: "/v1/webhooks" });
    const list = await emu.client("admin", { sleep: fastSleep }).listWebhooks();
    expect(list.transport.attempts).toBe(2);
    // Retry-After plus a random spread of up to one second.
    expect(delays).toHaveLength(1);
    expect(delays[0]).toBeGreaterThanOrEqual(2000);
    expect(delays[0]).toBeLessThan(3000);
  });

  test("an idempotent create is retried through a 503 and executes exactly once", async () => {
    await emu.control.addFault({ kind: "status", status: 503, method: "POST", pathPrefix: "/v1/webhooks" });
    const client = emu.client("admin", { sleep: fastSleep });
    const created = await client.createWebhook({ url: "https://127.0.0.1:9/h", actions: ["task_created"] });
    expect(created.transport.attempts).toBe(2);
    expect(created.transport.status).toBe(201);
  });

  test("retries are exhausted on a persistent 503: the last error surfaces with its request id", async () => {
    await emu.control.addFault({ kind: "status", status: 503, count: 10, pathPrefix: "/v1/tasks" });
    const error = await emu
      .client("admin", { sleep: fastSleep, retries: 2 })
      .listTasks()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect((error as DependencyUnavailableError).code).toBe("service_unavailable");
    expect((error as DependencyUnavailableError).transport.attempts).toBe(3);
    const left = (await emu.control.call<{ faults: { remaining: number }[] }>("GET", "/faults")).faults;
    expect(left[0]?.remaining).toBe(7);
  });

  test("a PATCH is not retried through a 503", async () => {
    const client = emu.client("admin", { sleep: fastSleep });
    const hook = await client.createWebhook({ url: "https://127.0.0.1:9/h", actions: ["task_created"] });
    await emu.control.addFault({ kind: "status", status: 503, method: "PATCH" });
    const error = await client
      .updateWebhook(hook.data.id, { disabled: true }, { ifMatch: hook.data.attributes.revision })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DependencyUnavailableError);
    expect(delays).toEqual([]);
    const { applied } = await client.establishWebhookUpdate(hook.data.id, { disabled: true });
    expect(applied).toBe(false);
  });

  test("a 429 that outlasts maxRateLimitWaitMs surfaces as RateLimitError with retryAfterMs", async () => {
    await emu.control.addFault({ kind: "rateLimit", retryAfterSeconds: 1, count: 5 });
    const error = await emu
      // No spread (random 0): one wait of exactly Retry-After fits in 1.5 s, a second does not.
      .client("admin", { sleep: fastSleep, retries: 1, maxRateLimitWaitMs: 1_500, random: () => 0 })
      .getWorkspace()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).retryAfterMs).toBe(1000);
    expect((error as RateLimitError).transport).toMatchObject({ attempts: 2, rateLimitedAttempts: 1 });
  });

  test("malformed JSON is a response validation failure, not a crash", async () => {
    await emu.control.addFault({ kind: "malformed", pathPrefix: "/v1/workspace" });
    const error = await emu
      .client("admin", { sleep: fastSleep, retries: 0 })
      .getWorkspace()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).code).toBe("invalid_api_response");
    expect(
      error instanceof ResponseValidationError || (error as ClientError).code === "invalid_api_response",
    ).toBe(true);
  });

  test("a dropped connection is a network error for the client; a GET retry succeeds", async () => {
    await emu.control.addFault({ kind: "drop", pathPrefix: "/v1/workspace" });
    const workspace = await emu.client("admin", { sleep: fastSleep }).getWorkspace();
    expect(workspace.transport.attempts).toBe(2);
    await emu.control.addFault({ kind: "drop", count: 3 });
    const error = await emu
      .client("admin", { sleep: fastSleep, retries: 0 })
      .getWorkspace()
      .catch((caught: unknown) => caught);
    expect((error as ClientError).code).toBe("network_error");
  });

  test("a delay longer than the client's timeout is a request timeout", async () => {
    await emu.control.addFault({ kind: "delay", delayMs: 2_000, pathPrefix: "/v1/workspace" });
    const error = await emu
      .client("admin", { timeoutMs: 100, retries: 0 })
      .getWorkspace()
      .catch((caught: unknown) => caught);
    expect((error as ClientError).code).toBe("request_timeout");
    await emu.control.addFault({ kind: "delay", delayMs: 30, pathPrefix: "/v1/workspace" });
    expect((await emu.client("admin").getWorkspace()).transport.status).toBe(200);
  });

  test("faults match method and path prefix, carry proper error envelopes, and can be cleared", async () => {
    await emu.control.addFault({ kind: "status", status: 502, method: "DELETE" });
    const { token } = emu.credential("admin");
    const untouched = await rawRequest(`${emu.baseUrl}/workspace`, { token });
    expect(untouched.status).toBe(200);
    const faulted = await rawRequest(`${emu.baseUrl}/webhooks/whk_x`, { method: "DELETE", token });
    expect(faulted.status).toBe(502);
    const envelope = apiErrorEnvelope.parse(faulted.body);
    expect(envelope.errors[0]).toMatchObject({ status: "502", code: "bad_gateway", title: "Bad Gateway" });
    expect(envelope.meta.requestId).toBe(faulted.headers["x-request-id"]);
    await emu.control.addFault({ kind: "status", status: 500, count: 5 });
    expect((await emu.control.clearFaults()).cleared).toBe(1);
    expect((await rawRequest(`${emu.baseUrl}/workspace`, { token })).status).toBe(200);
  });

  test("legacy requests get legacy-shaped faults", async () => {
    await emu.control.addFault({ kind: "rateLimit", pathPrefix: "/legacy/" });
    const response = await rawRequest(`${emu.legacyBaseUrl}/users`, {
      token: emu.legacyCredential("legacy-a").token,
    });
    expect(response.status).toBe(429);
    expect(response.body).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(response.headers["x-ratelimit-limit"]).toBe("100");
    expect(response.headers["retry-after"]).toBe("1");
  });
});

describe("faults for the reliability suites, and the request log", () => {
  const hookBody = { url: "https://127.0.0.1:9/log", actions: ["task_created"] };

  test("reset answers with a TCP reset: a network error naming ECONNRESET", async () => {
    await emu.control.addFault({ kind: "reset", pathPrefix: "/v1/workspace" });
    const error = await emu
      .client("admin", { retries: 0 })
      .getWorkspace()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "network_error" });
    expect(String((error as ClientError).cause)).toMatch(/ECONNRESET|reset/i);
  });

  test("schemaInvalid answers 200 JSON that fails the contract: invalid_api_response", async () => {
    await emu.control.addFault({ kind: "schemaInvalid", pathPrefix: "/v1/webhooks" });
    const error = await emu
      .client("admin", { retries: 0 })
      .listWebhooks()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
  });

  test("lostResponse carries the request out, then drops the answer; the retry is a replay", async () => {
    const before = emu.requests.lastSeq;
    await emu.control.addFault({ kind: "lostResponse", method: "POST", pathPrefix: "/v1/webhooks" });
    const created = await emu
      .client("admin", { sleep: fastSleep })
      .createWebhook(hookBody, { idempotencyKey: "lost-1", requestId: "rid-lost-1" });
    expect(created.transport.attempts).toBe(2);
    expect(created.transport.idempotencyReplayed).toBe(true);
    const { requests } = await emu.control.requests(before);
    const posts = requests.filter((entry) => entry.method === "POST");
    expect(posts.map((entry) => [entry.status, entry.fault])).toEqual([
      [null, "lostResponse"],
      [200, undefined],
    ]);
    const [first, second] = posts;
    expect(first?.requestId).toBe("rid-lost-1");
    expect(second).toMatchObject({
      requestId: first?.requestId,
      idempotencyKey: "lost-1",
      bodySha256: first?.bodySha256,
    });
    const hooks = (await emu.control.webhooks()).webhooks.filter((hook) => hook.url === hookBody.url);
    expect(hooks).toHaveLength(1);
  });

  test("the request log keeps no token, notes dropped answers, and can be read since a sequence", async () => {
    await emu.control.addFault({ kind: "drop", pathPrefix: "/v1/workspace" });
    const since = emu.requests.lastSeq;
    await emu.client("admin", { sleep: fastSleep }).getWorkspace();
    const { requests, lastSeq } = await emu.control.requests(since);
    expect(requests.map((entry) => entry.status)).toEqual([null, 200]);
    expect(lastSeq).toBe(since + 2);
    expect(JSON.stringify(requests)).not.toContain(emu.credential("admin").token);
    expect((await emu.control.call<{ cleared: number }>("DELETE", "/requests")).cleared).toBeGreaterThan(0);
    expect((await emu.control.requests()).requests).toEqual([]);
  });

  test("issued secrets are listed only with exposeSecrets; every create and rotation adds one", async () => {
    await expect(emu.control.issuedSecrets()).rejects.toThrow(/404/);
    const exposed = await startTestEmulator({ exposeSecrets: true });
    try {
      const client = exposed.client("admin");
      const hook = await client.createWebhook(hookBody);
      const rotated = await client.rotateWebhookSecret(hook.data.id, {
        ifMatch: hook.data.attributes.revision,
      });
      expect(await exposed.control.issuedSecrets()).toEqual([
        hook.data.attributes.signingSecret,
        rotated.data.attributes.signingSecret,
      ]);
    } finally {
      await exposed.stop();
    }
  });
});

describe("rate limiting", () => {
  test("X-RateLimit-* on every response; past the limit a 429 with Retry-After", async () => {
    const limited = await startTestEmulator({ rateLimit: { limit: 2, windowMs: 60_000 } });
    try {
      // Pacing off: the client would otherwise wait for the window's reset instead of meeting the 429.
      const client = limited.client("admin", { retries: 0, pacing: false });
      const first = await client.getWorkspace();
      expect(first.transport.rateLimit).toMatchObject({ limit: 2, remaining: 1 });
      expect(first.transport.rateLimit?.reset).toBeGreaterThan(Date.now());
      await client.getWorkspace();
      const error = await client.getWorkspace().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RateLimitError);
      expect((error as RateLimitError).retryAfterMs).toBeGreaterThanOrEqual(1000);
      expect((await limited.client("tenant-b").getWorkspace()).transport.status).toBe(200);
    } finally {
      await limited.stop();
    }
  });
});
