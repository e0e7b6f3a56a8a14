/**
 * A workspace that changes under the run (docs/plan.md "A workspace that changes under the run"):
 * another party moves, removes and re-creates webhooks between the run's one listing and its
 * writes, a service that pages by offset repeats an item, a proxy answers a create with another
 * URL. Every write goes to a webhook that still has the step's URL; no "absent" while a webhook
 * has the URL; one webhook is one webhook whatever the paging.
 */
import { describe, expect, it } from "vitest";
import {
  api,
  errorBody,
  harness,
  hook,
  page,
  replayHeaders,
  revision,
  run,
  signingSecret,
  single,
  strictHeaders,
  URL_A,
  useApi,
} from "../fixtures.js";

useApi();

const V = "https://other-team.example.com/theirs";
const notFound = errorBody(404, "not_found", "no such webhook");
const preconditionFailed = errorBody(412, "precondition_failed", "stale revision");
const listing = (...webhooks: unknown[]) =>
  api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page(webhooks));
const removeByUrl = `steps:\n  - { id: gone, uses: remove-webhook, with: { url: "${URL_A}", confirm: true } }`;
const ensure = (id = "hook", actions = "[task_created]") =>
  `  - { id: ${id}, uses: ensure-webhook, with: { url: "${URL_A}", actions: ${actions} } }`;

describe("remove-webhook by url while another party changes the webhook", () => {
  it("never removes a webhook that moved to another url: it looks at the url again", async () => {
    listing(hook("wh_x"));
    api()
      .get("/v1/webhooks/wh_x")
      .reply(200, single(hook("wh_x", { url: V, revision: revision(2) })), strictHeaders(revision(2)));
    listing(hook("wh_x", { url: V, revision: revision(2) }));
    const h = harness();
    const report = await run(removeByUrl, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "absent" });
    expect(h.mutations()).toEqual([]);
  });

  it("removes the webhook the url has now when the one listed moved away", async () => {
    listing(hook("wh_x"));
    api()
      .get("/v1/webhooks/wh_x")
      .reply(200, single(hook("wh_x", { url: V, revision: revision(2) })), strictHeaders(revision(2)));
    listing(hook("wh_x", { url: V }), hook("wh_y"));
    api()
      .get("/v1/webhooks/wh_y")
      .reply(200, single(hook("wh_y")), strictHeaders(revision(1)));
    api().delete("/v1/webhooks/wh_y").reply(204);
    const h = harness();
    const report = await run(removeByUrl, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
    expect(h.outputs.get("gone-webhook-id")).toBe("wh_y");
    expect(h.mutations()).toEqual(["DELETE /v1/webhooks/wh_y"]);
  });

  it("is never absent while a webhook has the url: X deleted and Y created there (read 404)", async () => {
    listing(hook("wh_x"));
    api().get("/v1/webhooks/wh_x").reply(404, notFound);
    listing(hook("wh_y"));
    api()
      .get("/v1/webhooks/wh_y")
      .reply(200, single(hook("wh_y")), strictHeaders(revision(1)));
    api().delete("/v1/webhooks/wh_y").reply(204);
    const h = harness();
    const report = await run(removeByUrl, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
    expect(h.outputs.get("gone-webhook-id")).toBe("wh_y");
  });

  it("looks at the url again after a DELETE that met 404 (X replaced by Y after the read)", async () => {
    listing(hook("wh_x"));
    api()
      .get("/v1/webhooks/wh_x")
      .reply(200, single(hook("wh_x")), strictHeaders(revision(1)));
    api().delete("/v1/webhooks/wh_x").reply(404, notFound);
    listing(hook("wh_y"));
    api()
      .get("/v1/webhooks/wh_y")
      .reply(200, single(hook("wh_y")), strictHeaders(revision(1)));
    api().delete("/v1/webhooks/wh_y").reply(204);
    const h = harness();
    const report = await run(removeByUrl, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "removed" });
    expect(h.outputs.get("gone-webhook-id")).toBe("wh_y");
  });
});

describe("ensure-webhook whose update meets 412 because the webhook moved", () => {
  it("never writes the moved webhook: it looks at the url again and creates there", async () => {
    listing(hook("wh_x", { actions: ["task_updated"] }));
    api().patch("/v1/webhooks/wh_x").reply(412, preconditionFailed);
    api()
      .get("/v1/webhooks/wh_x")
      .reply(
        200,
        single(hook("wh_x", { url: V, actions: ["task_updated"], revision: revision(2) })),
        strictHeaders(revision(2)),
      );
    listing(hook("wh_x", { url: V, revision: revision(2) }));
    const created = hook("wh_new", { revision: revision(7) });
    api()
      .post("/v1/webhooks", { url: URL_A, actions: ["task_created"] })
      .reply(
        201,
        single({ ...created, attributes: { ...created.attributes, signingSecret: signingSecret(1) } }),
        replayHeaders(false, revision(7)),
      );
    listing(hook("wh_x", { url: V }), created);
    const h = harness();
    const report = await run(`steps:\n${ensure()}`, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_new");
    expect(h.outputs.get("hook-url")).toBe(URL_A);
    expect(h.mutations()).toEqual(["PATCH /v1/webhooks/wh_x", "POST /v1/webhooks"]);
  });
});

describe("steps that reach a webhook through webhook:", () => {
  const moved = () =>
    api()
      .get("/v1/webhooks/wh_x")
      .reply(200, single(hook("wh_x", { url: V, revision: revision(2) })), strictHeaders(revision(2)));

  it("rotate-secret fails naming the move and rotates nothing of the other party's", async () => {
    listing(hook("wh_x"));
    moved();
    const h = harness();
    const report = await run(
      `steps:\n${ensure()}\n  - { id: rotate, uses: rotate-secret, with: { webhook: hook } }`,
      h,
    );
    expect(report.steps[1]).toMatchObject({ status: "failed" });
    expect(report.steps[1]?.summary).toContain(`ensured for ${URL_A}, has the url ${V} now`);
    expect(h.mutations()).toEqual([]);
  });

  it("test-delivery fails naming the move and sends no test to the other party", async () => {
    listing(hook("wh_x"));
    moved();
    const h = harness();
    const report = await run(
      `steps:\n${ensure()}\n  - { id: smoke, uses: test-delivery, with: { webhook: hook } }`,
      h,
    );
    expect(report.steps[1]).toMatchObject({ status: "failed" });
    expect(report.steps[1]?.summary).toContain(`has the url ${V} now`);
    expect(h.mutations()).toEqual([]);
  });

  it("remove-webhook fails naming the move and removes nothing", async () => {
    listing(hook("wh_x"));
    moved();
    const h = harness();
    const report = await run(
      `steps:\n${ensure()}\n  - { id: rm, uses: remove-webhook, with: { webhook: hook, confirm: true } }`,
      h,
    );
    expect(report.steps[1]).toMatchObject({ status: "failed" });
    expect(report.steps[1]?.summary).toContain(`has the url ${V} now`);
    expect(h.mutations()).toEqual([]);
  });
});

describe("an honest index", () => {
  it("counts a webhook an offset-paged listing repeats on the next page once", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_o", { url: "https://o.example.com/" }), hook("wh_x")], "c2"))
      .get("/v1/webhooks")
      .query({ limit: "100", cursor: "c2" })
      .reply(200, page([hook("wh_x"), hook("wh_p", { url: "https://p.example.com/" })]));
    const h = harness();
    const report = await run(`steps:\n${ensure()}`, h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(h.sleeps).toEqual([]);
    expect(h.requests).toHaveLength(2);
  });

  it("warns when a create's answer names another url, and still finds the webhook under the url sent", async () => {
    listing();
    const answered = hook("wh_new", { url: V, revision: revision(7) });
    api()
      .post("/v1/webhooks", { url: URL_A, actions: ["task_created"] })
      .reply(
        201,
        single({ ...answered, attributes: { ...answered.attributes, signingSecret: signingSecret(1) } }),
        replayHeaders(false, revision(7)),
      );
    // The service holds the url sent; only the answer was changed on its way back.
    listing(hook("wh_new", { revision: revision(7) }));
    api()
      .get("/v1/webhooks/wh_new")
      .reply(200, single(hook("wh_new", { revision: revision(7) })), strictHeaders(revision(7)));
    api().delete("/v1/webhooks/wh_new").reply(204);
    const h = harness();
    const report = await run(
      `steps:\n${ensure()}\n  - { id: gone, uses: remove-webhook, with: { url: "${URL_A}", confirm: true } }`,
      h,
    );
    expect(
      report.steps.map((step) => step.change),
      h.logs.join("\n"),
    ).toEqual(["created", "removed"]);
    const warning = h.logs.find((line) => line.includes("names the url"));
    expect(warning).toContain(V);
    expect(warning).toContain(URL_A);
  });
});
