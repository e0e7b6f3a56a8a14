/** The rarer outcomes of updating (ensure-webhook) and removing (remove-webhook) a webhook. */
import { describe, expect, it } from "vitest";
import type { PlanValidationError } from "../../../../src/engine/plan-errors.js";
import { parsePlan } from "../../../../src/engine/plan-parse.js";
import {
  api,
  errorBody,
  harness,
  hook,
  page,
  revision,
  run,
  single,
  strictHeaders,
  URL_A,
  useApi,
} from "../fixtures.js";

useApi();

const hangUp = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
const ensurePlan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${URL_A}", actions: [task_created, task_updated] }\n`;
const removeById =
  "steps:\n  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }";
const rateLimited = () =>
  [429, errorBody(429, "rate_limit_exceeded", "slow down"), { "retry-after": "1" }] as const;
const listed = () =>
  api()
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, page([hook("wh_1")]));

describe("ensure-webhook, updating", () => {
  it("establishes an update that got no answer: applied means done, with no second PATCH", async () => {
    const updated = hook("wh_1", { actions: ["task_created", "task_updated"], revision: revision(2) });
    listed()
      .patch("/v1/webhooks/wh_1")
      .replyWithError(hangUp)
      .get("/v1/webhooks/wh_1")
      .reply(200, single(updated), strictHeaders(revision(2)));
    const h = harness();
    const report = await run(ensurePlan, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "updated" });
    expect(h.outputs.get("hook-revision")).toBe(revision(2));
    expect(h.logs.join("\n")).toContain("the update of webhook wh_1 has no known outcome; checking");
  });

  it("sends the update again, with the new revision, when the unanswered one was not applied", async () => {
    listed()
      .patch("/v1/webhooks/wh_1")
      .replyWithError(hangUp)
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1", { revision: revision(3) })), strictHeaders(revision(3)))
      .patch("/v1/webhooks/wh_1")
      .matchHeader("if-match", `"${revision(3)}"`)
      .reply(
        200,
        single(hook("wh_1", { actions: ["task_created", "task_updated"], revision: revision(4) })),
        strictHeaders(revision(4)),
      );
    const report = await run(ensurePlan, harness());
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "updated" });
  });

  it("looks the URL up once more when the webhook is removed during the update, then fails with the fix", async () => {
    listed()
      .patch("/v1/webhooks/wh_1")
      .reply(412, errorBody(412, "precondition_failed", "stale"))
      .get("/v1/webhooks/wh_1")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    // The listing still shows it (a lagging replica), and its update meets 404 again: no endless loop.
    listed()
      .patch("/v1/webhooks/wh_1")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const report = await run(ensurePlan, harness());
    expect(report.steps[0]?.error).toBe(
      "webhook wh_1 was removed while it was being updated; re-run the job to create it",
    );
  });

  it("waits a rate-limited update out (429: refused before the service acted) and sends it again", async () => {
    const updated = hook("wh_1", { actions: ["task_created", "task_updated"], revision: revision(2) });
    listed()
      .patch("/v1/webhooks/wh_1")
      .matchHeader("if-match", `"${revision(1)}"`)
      .reply(...rateLimited())
      .patch("/v1/webhooks/wh_1")
      .matchHeader("if-match", `"${revision(1)}"`)
      .reply(200, single(updated), strictHeaders(revision(2)));
    const report = await run(ensurePlan, harness());
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "updated" });
  });

  it("passes any other update error on", async () => {
    listed()
      .patch("/v1/webhooks/wh_1")
      .reply(403, errorBody(403, "forbidden", "scope missing"));
    const report = await run(ensurePlan, harness());
    expect(report.steps[0]?.error).toContain("(HTTP 403 forbidden, request req-403)");
  });
});

describe("remove-webhook, rarer outcomes", () => {
  it("fails, saying it still exists, when an unanswered DELETE did not remove it", async () => {
    api()
      .delete("/v1/webhooks/wh_1")
      .replyWithError(hangUp)
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)));
    const report = await run(removeById, harness());
    expect(report.steps[0]?.error).toBe(
      "webhook wh_1 could not be removed (network_error); it still exists: re-run the job",
    );
  });

  it("waits a rate-limited removal out and sends it again", async () => {
    api()
      .delete("/v1/webhooks/wh_1")
      .reply(...rateLimited())
      .delete("/v1/webhooks/wh_1")
      .reply(204);
    const report = await run(removeById, harness());
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
  });

  it("passes any other DELETE error on", async () => {
    api()
      .delete("/v1/webhooks/wh_1")
      .reply(403, errorBody(403, "forbidden", "scope missing"));
    const report = await run(removeById, harness());
    expect(report.steps[0]?.error).toContain("(HTTP 403 forbidden, request req-403)");
  });

  it("in plan mode by id: absent when it does not exist, other read errors fail the step", async () => {
    api()
      .get("/v1/webhooks/wh_1")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const absent = await run(removeById, harness({ mode: "plan" }));
    expect(absent.steps[0]).toMatchObject({ change: "absent", summary: "webhook wh_1 does not exist" });

    api()
      .get("/v1/webhooks/wh_1")
      .reply(403, errorBody(403, "forbidden", "scope missing"));
    const failed = await run(removeById, harness({ mode: "plan" }));
    expect(failed.steps[0]).toMatchObject({ status: "failed" });
  });

  it("needs exactly one of webhook, webhook-id and url", () => {
    const issues = (() => {
      try {
        parsePlan(
          `steps:\n  - id: gone\n    uses: remove-webhook\n    with: { webhook-id: wh_1, url: "${URL_A}", confirm: true }\n`,
        );
      } catch (error) {
        return (error as PlanValidationError).issues;
      }
    })();
    expect(issues).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("give exactly one of webhook (a step id), webhook-id or url"),
      }),
    ]);
  });
});
