import { describe, expect, it } from "vitest";
import { testKey } from "../../../../src/engine/idempotency.js";
import {
  api,
  delivery,
  errorBody,
  harness,
  hook,
  iso,
  NOW,
  page,
  RUN,
  replayHeaders,
  revision,
  run,
  single,
  strictHeaders,
  useApi,
} from "../fixtures.js";

useApi();

const smokePlan = (timeout = "2m") => `
steps:
  - id: smoke
    uses: test-delivery
    with: { webhook-id: wh_1, timeout: ${timeout} }
`;

const receipt = (replayed = false) =>
  single({
    id: "dlv_1",
    type: "webhookTestDelivery",
    attributes: { replayed, test: true, webhookId: "wh_1" },
  });

const queue = () =>
  api()
    .post("/v1/webhooks/wh_1/test-delivery")
    .matchHeader("idempotency-key", testKey(RUN, "smoke", "wh_1"))
    .reply(201, receipt(), replayHeaders(false));

const testEvent = { event: "webhook.test", webhookId: "wh_1" };

describe("test-delivery", () => {
  it("queues a test delivery and follows it by id until it succeeded", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(200, single(delivery("dlv_1", { ...testEvent, state: "delivering", statusCodes: [null] })))
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(
        200,
        single(
          delivery("dlv_1", {
            ...testEvent,
            createdAt: iso(1000),
            completedAt: new Date(NOW - 858).toISOString(),
          }),
        ),
      );
    const h = harness();
    const report = await run(smokePlan(), h);
    expect(report.ok).toBe(true);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "delivered" });
    expect(Object.fromEntries(h.outputs)).toEqual({
      "smoke-state": "succeeded",
      "smoke-delivery-id": "dlv_1",
      "smoke-status-code": "204",
      "smoke-attempts": "1",
      "smoke-latency-ms": "142",
      "smoke-timed-out": "false",
    });
    expect(h.sleeps).toEqual([250]);
    expect(report.steps[0]?.summary).toBe("test delivery dlv_1 succeeded: HTTP 204, 1 attempt, 142 ms");
  });

  it("falls back to the history (webhookId + webhook.test) and fails the job on a failed delivery", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(404, errorBody(404, "not_found", "not yet"))
      .get("/v1/webhook-deliveries")
      .query({ webhookId: "wh_1", event: "webhook.test", limit: "50" })
      .reply(
        200,
        page(
          [
            delivery("dlv_0", { ...testEvent, state: "succeeded" }),
            delivery("dlv_1", { ...testEvent, state: "failed", statusCodes: [500, 502, 500] }),
          ],
          null,
          50,
        ),
      );
    const h = harness();
    const report = await run(smokePlan(), h);
    expect(report.ok).toBe(false);
    expect(report.steps[0]).toMatchObject({ status: "failed", change: "failed" });
    expect(report.steps[0]?.error).toBe("test delivery dlv_1 failed: HTTP 500, 3 attempts");
    expect(h.outputs.get("smoke-state")).toBe("failed");
    expect(h.outputs.get("smoke-status-code")).toBe("500");
    expect(report.steps[0]?.deliveries).toEqual([
      expect.objectContaining({ id: "dlv_1", statusCode: 500, attempts: 3, event: "webhook.test" }),
    ]);
  });

  it("names the transport failure when the receiver could not be reached", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(
        200,
        single(
          delivery("dlv_1", {
            ...testEvent,
            state: "failed",
            statusCodes: [null, null],
            transportCode: "ENOTFOUND",
          }),
        ),
      );
    const report = await run(smokePlan(), harness());
    // The transport code, and what it means: waiting longer will not make the host resolve.
    expect(report.steps[0]?.error).toBe(
      "test delivery dlv_1 failed: transport error ENOTFOUND, 2 attempts; the receiver's host does not resolve: check the host of the webhook's URL; raising with.timeout will not help",
    );
    expect(report.steps[0]?.deliveries).toEqual([
      expect.objectContaining({ id: "dlv_1", statusCode: null, transportCode: "ENOTFOUND" }),
    ]);
  });

  it("polls quickly in the first second, then once a second, and times out with the last state", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .times(24)
      .reply(200, single(delivery("dlv_1", { ...testEvent, state: "retrying", statusCodes: [503, 503] })));
    const h = harness();
    const report = await run(smokePlan("20s"), h);
    expect(h.sleeps).toEqual([250, 250, 250, 250, ...Array<number>(19).fill(1000)]);
    expect(h.now() - NOW).toBe(20_000);
    expect(report.steps[0]).toMatchObject({ status: "failed", change: "timed-out" });
    expect(report.steps[0]?.error).toContain(
      "still retrying when the step's timeout: 20s was reached (2 attempts, HTTP 503)",
    );
    expect(h.outputs.get("smoke-timed-out")).toBe("true");
    // The wait beyond the first second is said once, as it starts, not once per read.
    expect(h.logs.filter((line) => line.includes("waiting"))).toEqual([
      expect.stringContaining(
        "test delivery dlv_1 is still retrying after 1 s (2 attempts, HTTP 503); waiting up to 19 s more for it to finish (the step's timeout: 20s), reading it once a second",
      ),
    ]);
  });

  it("says nothing of a wait when the delivery finishes within the first second", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .times(3)
      .reply(200, single(delivery("dlv_1", { ...testEvent, state: "delivering", statusCodes: [null] })))
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(200, single(delivery("dlv_1", { ...testEvent })));
    const h = harness();
    const report = await run(smokePlan(), h);
    expect(report.ok).toBe(true);
    expect(h.logs.join("\n")).not.toContain("waiting");
  });

  it("waits out transient read failures instead of failing", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .times(3)
      .reply(503, errorBody(503, "service_unavailable", "busy"), { "retry-after": "2" })
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(200, single(delivery("dlv_1", { ...testEvent })));
    const h = harness();
    const report = await run(smokePlan(), h);
    expect(report.ok).toBe(true);
    expect(h.sleeps[0]).toBeGreaterThanOrEqual(2000);
    expect(h.logs.join("\n")).toContain("trying again");
  });

  it("explains a skipped delivery when the webhook is disabled", async () => {
    queue()
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(200, single(delivery("dlv_1", { ...testEvent, state: "skipped", statusCodes: [null] })))
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1", { disabled: true })), strictHeaders(revision(1)));
    const report = await run(smokePlan(), harness());
    expect(report.steps[0]?.error).toContain("webhook wh_1 is disabled: ensure-webhook with enabled: true");
  });

  it("is skipped in plan mode without any request", async () => {
    const h = harness({ mode: "plan" });
    const report = await run(smokePlan(), h);
    expect(report.steps[0]).toMatchObject({
      status: "skipped",
      summary: expect.stringContaining("plan mode"),
    });
    expect(h.requests).toEqual([]);
  });
});
