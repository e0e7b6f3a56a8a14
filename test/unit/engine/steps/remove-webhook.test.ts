import { describe, expect, it } from "vitest";
import { PlanValidationError } from "../../../../src/engine/plan-errors.js";
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

const notFound = errorBody(404, "not_found", "no such webhook");

describe("remove-webhook", () => {
  it("needs confirm: true, checked when the plan is parsed", () => {
    const error = (() => {
      try {
        parsePlan("steps:\n  - id: gone\n    uses: remove-webhook\n    with: { webhook-id: wh_1 }\n");
      } catch (caught) {
        return caught as PlanValidationError;
      }
    })();
    expect(error).toBeInstanceOf(PlanValidationError);
    expect(error?.issues).toEqual([
      expect.objectContaining({
        message:
          'step "gone" (remove-webhook), with.confirm: removing a webhook needs confirm: true in the plan',
        line: 4,
      }),
    ]);
  });

  it("removes by URL after looking across all pages", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_0", { url: "https://other.example.com/" })], "c2"))
      .get("/v1/webhooks")
      .query({ limit: "100", cursor: "c2" })
      .reply(200, page([hook("wh_1")]))
      // Read right before the DELETE (which has no If-Match): it still has the URL.
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .delete("/v1/webhooks/wh_1")
      .reply(204);
    const h = harness();
    const report = await run(
      `steps:\n  - { id: gone, uses: remove-webhook, with: { url: "${URL_A}", confirm: true } }`,
      h,
    );
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
    expect(h.outputs.get("gone-webhook-id")).toBe("wh_1");
  });

  it("treats an already removed webhook as absent", async () => {
    api().delete("/v1/webhooks/wh_1").reply(404, notFound);
    const report = await run(
      "steps:\n  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }",
      harness(),
    );
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "absent" });
  });

  it("a 404 without the API's error body (a wrong path prefix) is not an absent webhook", async () => {
    api().delete("/v1/webhooks/wh_1").reply(404, "<html>Not Found</html>", { "content-type": "text/html" });
    const report = await run(
      "steps:\n  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }",
      harness(),
    );
    expect(report.steps[0]).toMatchObject({ status: "failed" });
    expect(report.steps[0]?.error).toMatch(
      /HTTP 404 without the API's error body .*\(HTTP 404 not_the_api, request [^)]+\): what answered is not API v1 .*check the path of the base URL/,
    );
  });

  it("establishes the outcome when the DELETE failed without an answer", async () => {
    api()
      .delete("/v1/webhooks/wh_1")
      .replyWithError(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))
      .get("/v1/webhooks/wh_1")
      .reply(404, notFound);
    const h = harness();
    const report = await run(
      "steps:\n  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }",
      h,
    );
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
    expect(h.logs.join("\n")).toContain("no known outcome");
  });

  it("in plan mode by URL, reports would-remove from the list alone", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]));
    const h = harness({ mode: "plan" });
    const report = await run(
      `steps:\n  - { id: gone, uses: remove-webhook, with: { url: "${URL_A}", confirm: true } }`,
      h,
    );
    expect(report.steps[0]).toMatchObject({ change: "would-remove", summary: "would remove webhook wh_1" });
    expect(h.requests).toEqual(["GET /v1/webhooks?limit=…"]);
  });

  it("reports absent when no webhook has the URL", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const report = await run(
      `steps:\n  - { id: gone, uses: remove-webhook, with: { url: "${URL_A}", confirm: true } }`,
      harness(),
    );
    expect(report.steps[0]).toMatchObject({
      change: "absent",
      summary: `no webhook had the url ${URL_A} when the run listed the webhooks`,
    });
  });

  it("reports would-remove in plan mode with a read only", async () => {
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)));
    const h = harness({ mode: "plan" });
    const report = await run(
      "steps:\n  - { id: gone, uses: remove-webhook, with: { webhook-id: wh_1, confirm: true } }",
      h,
    );
    expect(report.steps[0]).toMatchObject({ change: "would-remove" });
    expect(h.mutations()).toEqual([]);
  });

  it("in plan mode reports would-remove for a webhook an earlier step would create, counted as a change", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const h = harness({ mode: "plan" });
    const report = await run(
      `steps:\n  - { id: hook, uses: ensure-webhook, with: { url: "${URL_A}", actions: [task_created] } }\n  - { id: gone, uses: remove-webhook, with: { webhook: hook, confirm: true } }`,
      h,
    );
    expect(report.steps[1]).toMatchObject({
      status: "succeeded",
      change: "would-remove",
      summary: `would remove the webhook ${URL_A} (not created yet)`,
    });
    expect(report.changes).toBe(2);
    expect(h.outputs.get("gone-change")).toBe("would-remove");
    expect(h.mutations()).toEqual([]);
  });
});
