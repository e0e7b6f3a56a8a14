import { describe, expect, it } from "vitest";
import { testKey } from "../../../../src/engine/idempotency.js";
import {
  api,
  delivery,
  errorBody,
  harness,
  hook,
  iso,
  page,
  RUN,
  replayHeaders,
  revision,
  run,
  single,
  strictHeaders,
  URL_A,
  useApi,
} from "../fixtures.js";

useApi();

const hour = 3_600_000;

describe("check-recent-deliveries", () => {
  it("counts server-filtered failures in the window and stops when a whole page is older", async () => {
    api()
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", webhookId: "wh_1", limit: "200" })
      .reply(
        200,
        page(
          [
            delivery("d1", { state: "failed", createdAt: iso(1 * hour) }),
            delivery("d2", { state: "failed", createdAt: iso(2 * hour), event: "task_updated" }),
          ],
          "c2",
          200,
        ),
      )
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", webhookId: "wh_1", limit: "200", cursor: "c2" })
      .reply(
        200,
        page(
          [
            delivery("d3", { state: "failed", createdAt: iso(23 * hour), statusCodes: [410] }),
            delivery("d4", { state: "failed", createdAt: iso(25 * hour) }),
          ],
          "c3",
          200,
        ),
      )
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", webhookId: "wh_1", limit: "200", cursor: "c3" })
      .reply(200, page([delivery("d5", { state: "failed", createdAt: iso(30 * hour) })], "c4", 200))
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)));
    const h = harness();
    const report = await run(
      "steps:\n  - { id: health, uses: check-recent-deliveries, with: { webhook-id: wh_1, since: 24h } }",
      h,
    );
    expect(report.ok).toBe(false);
    expect(report.steps[0]).toMatchObject({ status: "failed", change: "over-limit" });
    expect(h.outputs.get("health-failures")).toBe("3");
    expect(h.outputs.get("health-since")).toBe("24h");
    expect(report.steps[0]?.deliveries?.map((row) => row.id)).toEqual(["d1", "d2", "d3"]);
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain("3 deliveries failed in the last 24h for webhook wh_1, more than max-failures 0");
    expect(error).toContain(
      `d3 task_created at ${iso(23 * hour)} to webhook wh_1 ${URL_A} (failed, HTTP 410)`,
    );
    // One read of the webhook for its URL, however many of its deliveries failed.
    expect(h.requests).toHaveLength(4);
  });

  it("queries each error state once, filters several events locally, and passes within max-failures", async () => {
    api()
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", limit: "200" })
      .reply(
        200,
        page(
          [
            delivery("d1", { state: "failed", event: "task_created" }),
            delivery("d2", { state: "failed", event: "task_created" }),
            delivery("d3", { state: "failed", event: "task_deleted" }),
          ],
          null,
          200,
        ),
      )
      .get("/v1/webhook-deliveries")
      .query({ state: "skipped", limit: "200" })
      .reply(
        200,
        page(
          ["task_created", "task_updated"].map((event) =>
            delivery(`s-${event}`, { state: "skipped", event, statusCodes: [null] }),
          ),
          null,
          200,
        ),
      );
    const h = harness();
    const report = await run(
      `steps:
  - id: health
    uses: check-recent-deliveries
    with: { since: 2h, events: [task_created, task_updated], states: [failed, skipped], max-failures: 4 }`,
      h,
    );
    expect(report.ok).toBe(true);
    expect(report.steps[0]).toMatchObject({ change: "within-limit" });
    expect(report.steps[0]?.summary).toContain("4 deliveries failed/skipped in the last 2h for all webhooks");
    expect(h.outputs.get("health-failures")).toBe("4");
    expect(report.steps[0]?.deliveries?.map((row) => row.id).sort()).toEqual([
      "d1",
      "d2",
      "s-task_created",
      "s-task_updated",
    ]);
    expect(h.requests).toHaveLength(2);
  });

  it("lets the server filter a single event: one request", async () => {
    api()
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", event: "task_created", webhookId: "wh_1", limit: "200" })
      .reply(200, page([delivery("d1", { state: "failed", event: "task_created" })], null, 200));
    const h = harness();
    const report = await run(
      `steps:
  - { id: health, uses: check-recent-deliveries, with: { webhook-id: wh_1, events: [task_created], max-failures: 1 } }`,
      h,
    );
    expect(report.ok).toBe(true);
    expect(h.outputs.get("health-failures")).toBe("1");
    expect(h.requests).toHaveLength(1);
  });

  it("in plan mode still reads, but skips a webhook that would only be created", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const h = harness({ mode: "plan" });
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "https://hooks.example.com/new", actions: [task_created] } }
  - { id: health, uses: check-recent-deliveries, with: { webhook: hook } }`,
      h,
    );
    expect(report.steps[1]).toMatchObject({ status: "skipped" });
    expect(h.mutations()).toEqual([]);
  });

  it("names the webhook id and URL of each failure, across webhooks, and says when a URL cannot be read", async () => {
    api()
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", limit: "200" })
      .reply(
        200,
        page([
          delivery("d1", { state: "failed", webhookId: "wh_1" }),
          delivery("d2", { state: "failed", webhookId: "wh_2", createdAt: iso(2 * hour) }),
        ]),
      )
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .get("/v1/webhooks/wh_2")
      .reply(404, { errors: [{ status: "404", code: "not_found", title: "Not Found" }] });
    const report = await run("steps:\n  - { id: health, uses: check-recent-deliveries }", harness());
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain(`d1 task_created at ${iso(60_000)} to webhook wh_1 ${URL_A} (failed, HTTP 500)`);
    expect(error).toContain("d2 task_created at");
    expect(error).toContain(
      "to webhook wh_2 (URL unknown: the webhook could not be read) (failed, HTTP 500)",
    );
  });
});

describe("the release gate: test-delivery, then check-recent-deliveries on the same webhook", () => {
  const gate = (extra = "") => `
steps:
  - { id: smoke, uses: test-delivery, with: { webhook-id: wh_1 } }
  - { id: health, uses: check-recent-deliveries, with: { webhook-id: wh_1${extra} } }
`;
  const testEvent = { event: "webhook.test", webhookId: "wh_1", statusCodes: [401] };

  /** The smoke test's delivery fails (HTTP 401); the window holds it and one production failure. */
  function failingSmokeAndHistory() {
    api()
      .post("/v1/webhooks/wh_1/test-delivery")
      .matchHeader("idempotency-key", testKey(RUN, "smoke", "wh_1"))
      .reply(
        201,
        single({
          id: "dlv_test",
          type: "webhookTestDelivery",
          attributes: { replayed: false, test: true, webhookId: "wh_1" },
        }),
        replayHeaders(false),
      )
      .get("/v1/webhook-deliveries/dlv_test")
      .reply(200, single(delivery("dlv_test", { ...testEvent, state: "failed" })))
      .get("/v1/webhook-deliveries")
      .query({ state: "failed", webhookId: "wh_1", limit: "200" })
      .reply(
        200,
        page([
          delivery("dlv_test", { ...testEvent, state: "failed" }),
          delivery("dlv_prod", { state: "failed", statusCodes: [503], createdAt: iso(3 * hour) }),
        ]),
      )
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)));
  }

  it("runs the health check although the smoke test failed, leaving the run's own test delivery out", async () => {
    failingSmokeAndHistory();
    const h = harness();
    const report = await run(gate(), h);
    expect(report.steps.map((step) => step.status)).toEqual(["failed", "failed"]);
    expect(h.outputs.get("health-failures")).toBe("1");
    const health = report.steps[1];
    expect(health?.deliveries?.map((row) => row.id)).toEqual(["dlv_prod"]);
    expect(health?.summary).toContain(
      "1 delivery failed in the last 24h for webhook wh_1 (1 test delivery of this run's test-delivery steps left out: include-own-tests: true counts them)",
    );
    expect(health?.summary).toContain(`dlv_prod task_created at ${iso(3 * hour)} to webhook wh_1 ${URL_A}`);
  });

  it("counts the run's own test deliveries with include-own-tests: true", async () => {
    failingSmokeAndHistory();
    const h = harness();
    const report = await run(gate(", include-own-tests: true"), h);
    expect(h.outputs.get("health-failures")).toBe("2");
    expect(report.steps[1]?.deliveries?.map((row) => row.id)).toEqual(["dlv_test", "dlv_prod"]);
    expect(report.steps[1]?.summary).not.toContain("left out");
  });

  it("does not run when the step its webhook: names failed: the webhook may not exist", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(400, errorBody(400, "invalid_request", "the listing was refused"));
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "${URL_A}", actions: [task_created] } }
  - { id: health, uses: check-recent-deliveries, with: { webhook: hook } }`,
      harness(),
    );
    expect(report.steps.map((step) => [step.status, step.summary])).toEqual([
      ["failed", expect.any(String)],
      ["not-run", 'not run: needs step "hook", which failed'],
    ]);
  });
});
