import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createKey, recreateKey } from "../../../../src/engine/idempotency.js";
import {
  api,
  errorBody,
  harness,
  hook,
  page,
  RUN,
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

const ensurePlan = (extra = "") => `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${URL_A}
      actions: [task_created, task_updated]${extra}
`;

/** wh_new as the list shows it (no secret). */
const listedNew = () => hook("wh_new", { actions: ["task_created", "task_updated"], revision: revision(7) });

const created = (rev = revision(7)) => {
  const webhook = hook("wh_new", { actions: ["task_created", "task_updated"], revision: rev });
  return { ...webhook, attributes: { ...webhook.attributes, signingSecret: signingSecret(1) } };
};

describe("ensure-webhook", () => {
  it("creates the webhook when no page has its URL, with a run-derived idempotency key", async () => {
    const key = createKey(RUN, "hook", { url: URL_A, actions: ["task_created", "task_updated"] });
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_a", { url: "https://other.example.com/a" })], "c2"))
      .get("/v1/webhooks")
      .query({ limit: "100", cursor: "c2" })
      .reply(200, page([hook("wh_b", { url: "https://other.example.com/b" })]))
      .post("/v1/webhooks", { url: URL_A, actions: ["task_created", "task_updated"] })
      .matchHeader("idempotency-key", key)
      .reply(201, single(created()), replayHeaders(false, revision(7)))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([listedNew()]));
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.ok).toBe(true);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(Object.fromEntries(h.outputs)).toEqual({
      "hook-change": "created",
      "hook-webhook-id": "wh_new",
      "hook-revision": revision(7),
      "hook-url": URL_A,
      "hook-disabled": "false",
      "hook-secret": signingSecret(1),
      "hook-secret-sink": "output",
      "hook-secret-fingerprint": expect.stringMatching(/^hmac-sha256:[0-9a-f]{16}$/),
    });
    expect(h.masked).toEqual([signingSecret(1)]);
    const firstMention = h.events.findIndex((event) => event.includes(signingSecret(1)));
    expect(h.events[firstMention]).toBe(`mask ${signingSecret(1)}`);
    expect(JSON.stringify(report)).not.toContain(signingSecret(1));
    expect(h.logs.join("\n")).not.toContain(signingSecret(1));
  });

  it("finds the webhook on a later page and leaves it alone when it matches", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_a", { url: "https://other.example.com/a" })], "c2"))
      .get("/v1/webhooks")
      .query({ limit: "100", cursor: "c2" })
      .reply(200, page([hook("wh_1", { actions: ["task_updated", "task_created"] })]));
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_1");
    expect(h.outputs.get("hook-revision")).toBe(revision(1));
    expect(h.requests).toEqual(["GET /v1/webhooks?limit=…", "GET /v1/webhooks?cursor=…&limit=…"]);
  });

  it("reactivates a disabled webhook with If-Match set to the revision just read", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1", { actions: ["task_created", "task_updated"], disabled: true })]))
      .patch("/v1/webhooks/wh_1", { disabled: false })
      .matchHeader("if-match", `"${revision(1)}"`)
      .reply(
        200,
        single(hook("wh_1", { actions: ["task_created", "task_updated"], revision: revision(2) })),
        strictHeaders(revision(2)),
      );
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({
      change: "reactivated",
      summary: expect.stringContaining("enable"),
    });
    expect(h.outputs.get("hook-revision")).toBe(revision(2));
    expect(h.outputs.get("hook-disabled")).toBe("false");
  });

  it("updates differing actions, and on 412 re-reads and retries with the new revision", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]))
      .patch("/v1/webhooks/wh_1", { actions: ["task_created", "task_updated"] })
      .matchHeader("if-match", `"${revision(1)}"`)
      .reply(412, errorBody(412, "precondition_failed", "stale"))
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1", { revision: revision(5) })), strictHeaders(revision(5)))
      .patch("/v1/webhooks/wh_1", { actions: ["task_created", "task_updated"] })
      .matchHeader("if-match", `"${revision(5)}"`)
      .reply(
        200,
        single(hook("wh_1", { actions: ["task_created", "task_updated"], revision: revision(6) })),
        strictHeaders(revision(6)),
      );
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "updated" });
    expect(report.steps[0]?.summary).toContain("+task_updated");
    expect(h.outputs.get("hook-revision")).toBe(revision(6));
    expect(h.logs.join("\n")).toContain("changed since it was read (412)");
  });

  it("a webhook removed since the run's listing (its update meets 404) is looked up again and created", async () => {
    const key = createKey(RUN, "hook", { url: URL_A, actions: ["task_created", "task_updated"] });
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]))
      .patch("/v1/webhooks/wh_1")
      .reply(404, errorBody(404, "not_found", "gone"))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks", { url: URL_A, actions: ["task_created", "task_updated"] })
      .matchHeader("idempotency-key", key)
      .reply(201, single(created()), replayHeaders(false, revision(7)))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([listedNew()]));
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_new");
    expect(h.logs.join("\n")).toContain("webhook wh_1 was removed since the run's listing was read");
  });

  it("a webhook removed and created anew by someone else since the listing: reconciles the new one", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]))
      .patch("/v1/webhooks/wh_1")
      .reply(404, errorBody(404, "not_found", "gone"))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_2", { actions: ["task_created", "task_updated"] })]));
    const report = await run(ensurePlan(), harness());
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.outputs["webhook-id"]).toBe("wh_2");
  });

  it("gives up after three 412s with a message naming the cause", async () => {
    const stale = errorBody(412, "precondition_failed", "stale");
    const scope = api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]));
    for (let n = 0; n < 3; n += 1) {
      scope
        .patch("/v1/webhooks/wh_1")
        .reply(412, stale)
        .get("/v1/webhooks/wh_1")
        .reply(200, single(hook("wh_1", { revision: revision(10 + n) })), strictHeaders(revision(10 + n)));
    }
    const report = await run(ensurePlan(), harness());
    expect(report.ok).toBe(false);
    expect(report.steps[0]?.error).toMatch(/kept changing .* 412/);
  });

  it("fails when two webhooks keep sharing the URL, naming the one kept and the duplicates", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .times(14)
      .reply(200, page([hook("wh_1"), hook("wh_2", { url: `${URL_A}` })]));
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]?.error).toContain(
      "2 webhooks (wh_1, wh_2) have the url https://hooks.example.com/svc; wh_1, listed first, is the one runs keep: remove the duplicates (wh_2)",
    );
    // It waited for concurrent runs to remove their duplicates before failing.
    expect(h.sleeps).toEqual([250, 500, 1_000, 2_000, 4_000, 8_000, ...Array(7).fill(15_000)]);
    expect(h.mutations()).toEqual([]);
  });

  it("waits while a concurrent run removes its duplicate, then reconciles the webhook kept", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1", { actions: ["task_created", "task_updated"] }), hook("wh_2")]))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1", { actions: ["task_created", "task_updated"] })]));
    const h = harness();
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_1");
    expect(h.sleeps).toEqual([250]);
  });

  it("in plan mode reports would-create / would-reactivate and sends no mutation", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const h = harness({ mode: "plan" });
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "would-create" });
    expect(report.changes).toBe(1);
    expect(h.outputs.get("hook-webhook-id")).toBe("");

    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1", { disabled: true })]));
    const h2 = harness({ mode: "plan" });
    const again = await run(ensurePlan(), h2);
    expect(again.steps[0]).toMatchObject({ change: "would-reactivate" });
    expect(again.steps[0]?.summary).toContain("+task_updated");
    expect(h.requests.length + h2.requests.length).toBe(2);
    expect([...h.mutations(), ...h2.mutations()]).toEqual([]);
  });

  it("in plan mode reports the disabled state apply would leave a new webhook in", async () => {
    api().get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
    const h = harness({ mode: "plan" });
    await run(ensurePlan("\n      enabled: false"), h);
    expect(h.outputs.get("hook-change")).toBe("would-create");
    expect(h.outputs.get("hook-disabled")).toBe("true");
  });

  it("creates then disables when enabled is false", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .reply(201, single(created()), replayHeaders(false, revision(7)))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([listedNew()]))
      .patch("/v1/webhooks/wh_new", { disabled: true })
      .matchHeader("if-match", `"${revision(7)}"`)
      .reply(
        200,
        single(
          hook("wh_new", {
            actions: ["task_created", "task_updated"],
            disabled: true,
            revision: revision(8),
          }),
        ),
        strictHeaders(revision(8)),
      );
    const h = harness();
    const report = await run(ensurePlan("\n      enabled: false"), h);
    expect(report.steps[0]).toMatchObject({ change: "created" });
    expect(h.outputs.get("hook-disabled")).toBe("true");
  });

  /** A replayed create of a webhook gone since, then the create again under the successor key. */
  const replayedGoneThenCreated = () => {
    const key = createKey(RUN, "hook", { url: URL_A, actions: ["task_created", "task_updated"] });
    const again = hook("wh_2", { actions: ["task_created", "task_updated"], revision: revision(9) });
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .matchHeader("idempotency-key", key)
      .reply(200, single(created()), replayHeaders(true, revision(7)))
      .get("/v1/webhooks/wh_new")
      .reply(404, errorBody(404, "not_found", "no such webhook"))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .matchHeader("idempotency-key", recreateKey(key, "wh_new"))
      .reply(
        201,
        single({ ...again, attributes: { ...again.attributes, signingSecret: signingSecret(2) } }),
        replayHeaders(false, revision(9)),
      )
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([again]));
  };

  it("confirms a create replayed from an earlier attempt; one gone since is created again, its secret kept from every sink", async () => {
    replayedGoneThenCreated();
    const h = harness({ run: { ...RUN, runAttempt: 2 } });
    const report = await run(ensurePlan(), h);
    expect(report.steps[0]).toMatchObject({ change: "created" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_2");
    expect(h.masked).toEqual([signingSecret(1), signingSecret(2)]);
    // The replayed secret belongs to a webhook that no longer exists: it reaches no sink.
    expect(h.outputs.get("hook-secret")).toBe(signingSecret(2));
    expect(h.events.filter((event) => event.includes(signingSecret(1)))).toEqual([
      `mask ${signingSecret(1)}`,
    ]);
  });

  it("writes no file for a replayed create of a removed webhook (the file sink is undone), only the new one's", async () => {
    replayedGoneThenCreated();
    const directory = mkdtempSync(join(tmpdir(), "svc-ci-replay-"));
    const h = harness({ run: { ...RUN, runAttempt: 2 }, workingDirectory: directory });
    const report = await run(ensurePlan("\n      secret-sink: { type: file, path: hook.secret }"), h);
    expect(report.steps[0]?.status).toBe("succeeded");
    expect(readFileSync(join(directory, "hook.secret"), "utf8").trimEnd()).toBe(signingSecret(2));
  });

  it("explains a 409 idempotency_conflict without telling the user to change a key they do not set", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .reply(
        409,
        errorBody(
          409,
          "idempotency_conflict",
          "This Idempotency-Key was already used for a different request; use a new key for a new request.",
        ),
      );
    const h = harness();
    const report = await run(ensurePlan(), h);
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain("svc-ci derives it from the run");
    expect(error).toContain("HTTP 409 idempotency_conflict, request req-409");
    expect(error).toContain("run again with a new run identity");
    expect(error).not.toMatch(/new key/i);
  });
});
