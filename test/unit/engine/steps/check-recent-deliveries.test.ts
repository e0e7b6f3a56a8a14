import { describe, expect, it } from "vitest";
import { api, delivery, harness, iso, page, run, useApi } from "../fixtures.js";

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
      .reply(200, page([delivery("d5", { state: "failed", createdAt: iso(30 * hour) })], "c4", 200));
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
    expect(error).toContain(`d3 task_created at ${iso(23 * hour)} (failed, HTTP 410)`);
    expect(h.requests).toHaveLength(3);
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
});
