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

  it("queries each error state and event, de-duplicates, and passes within max-failures", async () => {
    const scope = api();
    for (const state of ["failed", "skipped"]) {
      for (const event of ["task_created", "task_updated"]) {
        const hits =
          state === "failed" && event === "task_created"
            ? [delivery("d1", { state, event }), delivery("d2", { state, event })]
            : state === "skipped"
              ? [delivery(`s-${event}`, { state, event, statusCodes: [null] })]
              : [];
        scope
          .get("/v1/webhook-deliveries")
          .query({ state, event, limit: "200" })
          .reply(200, page(hits, null, 200));
      }
    }
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
