/**
 * Two runs with distinct run identities (so distinct idempotency keys) both found no webhook for
 * the URL and both created one: after its create each run lists the URL's webhooks and keeps the
 * one listed first (docs/plan.md "Concurrent creates").
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createClient } from "../../../../src/client/index.js";
import { createKey } from "../../../../src/engine/idempotency.js";
import type { RevealJournal, RevealRecord } from "../../../../src/engine/journal.js";
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
  TOKEN,
  URL_A,
  useApi,
} from "../fixtures.js";

useApi();

const ACTIONS = ["task_created", "task_updated"];
const plan = (sink = "") => `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${URL_A}
      actions: [${ACTIONS.join(", ")}]${sink}
`;

const mine = () => hook("wh_mine", { actions: ACTIONS, revision: revision(7) });
const theirs = () => hook("wh_theirs", { actions: ACTIONS, revision: revision(3) });
const createdMine = () => {
  const webhook = mine();
  return { ...webhook, attributes: { ...webhook.attributes, signingSecret: signingSecret(1) } };
};

/** The run journal in memory, every write kept in order. */
function memoryJournal(): RevealJournal & { writes: RevealRecord[]; records: Map<string, RevealRecord> } {
  const records = new Map<string, RevealRecord>();
  const writes: RevealRecord[] = [];
  return {
    location: "/state/journal",
    records,
    writes,
    read: async (step) => records.get(step),
    write: async (record) => {
      writes.push(record);
      records.set(record.step, record);
    },
    remove: async (step) => {
      records.delete(step);
    },
  };
}

/** No webhook for the URL, then this run's fresh create of wh_mine, then the listing `after`. */
function raceWith(after: unknown[]) {
  return api()
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, page([]))
    .post("/v1/webhooks")
    .matchHeader("idempotency-key", createKey(RUN, "hook", { url: URL_A, actions: ACTIONS }))
    .reply(201, single(createdMine()), replayHeaders(false, revision(7)))
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, page(after));
}

/** This run's create, answered as webhook `id` (a proxy changed the id), then the listing `after`. */
function createAnsweredAs(id: string, answerRevision: string, after: unknown[]) {
  const answer = hook(id, { actions: ACTIONS, revision: answerRevision });
  return api()
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, page([]))
    .post("/v1/webhooks")
    .reply(
      201,
      single({ ...answer, attributes: { ...answer.attributes, signingSecret: signingSecret(1) } }),
      replayHeaders(false, answerRevision),
    )
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, page(after));
}

describe("ensure-webhook: a create answer that does not name the webhook it made", () => {
  it("its revision is the listed webhook's: the step fails and keeps the record, the re-run replays the secret", async () => {
    // The service made wh_mine (revision 7); the answer says wh_fake with wh_mine's revision.
    createAnsweredAs("wh_fake", revision(7), [mine()]);
    const journal = memoryJournal();
    const h = harness();
    h.context.journal = journal;
    const report = await run(plan(), h);
    expect(report.ok).toBe(false);
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain(
      "names webhook wh_fake, but the webhook it describes (its revision) is wh_mine, the one the service lists for the URL",
    );
    expect(error).toContain("so it was not stored");
    expect(error).toContain("a re-run with the same run identity replays it from the run journal");
    expect(error).not.toContain("another run created");
    expect(h.outputs.has("hook-secret")).toBe(false);
    expect(h.mutations()).toEqual(["POST /v1/webhooks"]);
    expect(journal.records.get("hook")?.state).toBe("pending");

    // The re-run (the answer no longer changed) replays the create and delivers its secret.
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([mine()]))
      .post("/v1/webhooks")
      .reply(200, single(createdMine()), replayHeaders(true, revision(7)));
    const again = harness();
    again.context.journal = journal;
    const rerun = await run(plan(), again);
    expect(rerun.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(again.outputs.get("hook-secret")).toBe(signingSecret(1));
    expect(journal.records.get("hook")?.state).toBe("stored");
  });

  it("it names a webhook of another URL: the step fails and keeps the record", async () => {
    createAnsweredAs("wh_other", revision(9), [mine()])
      .get("/v1/webhooks/wh_other")
      .reply(
        200,
        single(hook("wh_other", { url: "https://elsewhere.example.com/in", revision: revision(9) })),
        strictHeaders(revision(9)),
      );
    const journal = memoryJournal();
    const h = harness();
    h.context.journal = journal;
    const report = await run(plan(), h);
    expect(report.ok).toBe(false);
    expect(report.steps[0]?.error).toContain("names webhook wh_other, which is a webhook for another URL");
    expect(journal.records.get("hook")?.state).toBe("pending");
    expect(h.mutations()).toEqual(["POST /v1/webhooks"]);
  });

  it("a webhook that is gone (removed by a run with this run identity) is a lost race, as before", async () => {
    createAnsweredAs("wh_gone", revision(8), [theirs()])
      .get("/v1/webhooks/wh_gone")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.summary).toContain("this run's duplicate wh_gone was removed");
  });
});

describe("ensure-webhook: concurrent creates of distinct runs converge to one webhook", () => {
  it("another run's webhook is listed first: this run's is removed, no secret delivered, both named", async () => {
    raceWith([theirs(), mine()]).delete("/v1/webhooks/wh_mine").reply(204);
    const directory = mkdtempSync(join(tmpdir(), "svc-ci-race-"));
    const journal = memoryJournal();
    const h = harness({ workingDirectory: directory });
    h.context.journal = journal;
    const report = await run(plan("\n      secret-sink: { type: file, path: hook.secret }"), h);

    expect(report.ok).toBe(true);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.summary).toBe(
      `another run created webhook wh_theirs for ${URL_A} at the same time; this run's duplicate wh_mine was removed and its secret stored nowhere; wh_theirs's secret was delivered by the run that created it`,
    );
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_theirs");
    expect(h.outputs.get("hook-revision")).toBe(revision(3));
    expect(h.outputs.has("hook-secret-sink")).toBe(false);
    expect(report.steps[0]?.secret).toBeUndefined();
    // The secret of the removed webhook was masked and reached no sink.
    expect(h.masked).toEqual([signingSecret(1)]);
    expect(existsSync(join(directory, "hook.secret"))).toBe(false);
    expect(JSON.stringify(report)).not.toContain(signingSecret(1));
    expect(h.mutations()).toEqual(["POST /v1/webhooks", "DELETE /v1/webhooks/wh_mine"]);

    // The run journal recorded the intent before the create, and holds nothing to replay now.
    expect(journal.writes.map((record) => record.state)).toEqual(["pending"]);
    expect(journal.records.has("hook")).toBe(false);

    // So a re-run with the same run identity finds wh_theirs by URL and changes nothing.
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([theirs()]));
    const again = harness({ workingDirectory: directory });
    again.context.journal = journal;
    const rerun = await run(plan("\n      secret-sink: { type: file, path: hook.secret }"), again);
    expect(rerun.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(again.mutations()).toEqual([]);
  });

  it("this run's webhook is listed first: it is kept and its secret delivered", async () => {
    raceWith([mine(), theirs()]);
    const journal = memoryJournal();
    const h = harness();
    h.context.journal = journal;
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "created" });
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_mine");
    expect(h.outputs.get("hook-secret")).toBe(signingSecret(1));
    expect(h.mutations()).toEqual(["POST /v1/webhooks"]);
    expect(journal.records.get("hook")?.state).toBe("stored");
  });

  it("a lost race still brings the kept webhook in line with the step (enabled: false)", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(204)
      .patch("/v1/webhooks/wh_theirs", { disabled: true })
      .matchHeader("if-match", `"${revision(3)}"`)
      .reply(
        200,
        single(hook("wh_theirs", { actions: ACTIONS, disabled: true, revision: revision(4) })),
        strictHeaders(revision(4)),
      );
    const h = harness();
    const report = await run(plan("\n      enabled: false"), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "updated" });
    expect(report.steps[0]?.summary).toContain("this run's duplicate wh_mine was removed");
    expect(report.steps[0]?.summary).toContain("updated webhook wh_theirs: disable");
    expect(h.outputs.get("hook-disabled")).toBe("true");
    expect(h.outputs.has("hook-secret")).toBe(false);
  });

  it("fails loudly, naming both webhooks and what to remove, when the duplicate cannot be removed", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(403, errorBody(403, "insufficient_scope", "missing webhooks:write"));
    const journal = memoryJournal();
    const h = harness();
    h.context.journal = journal;
    const report = await run(plan(), h);
    expect(report.ok).toBe(false);
    const error = report.steps[0]?.error ?? "";
    expect(error).toContain(
      "another run created webhook wh_theirs for https://hooks.example.com/svc at the same time as this run created wh_mine, and wh_theirs is the one runs keep, but removing the duplicate wh_mine failed",
    );
    expect(error).toContain("no secret was stored: remove webhook wh_mine");
    expect(h.outputs.has("hook-secret")).toBe(false);
    expect(error).not.toContain(signingSecret(1));
    // Nothing to replay: the webhook this run created must go, not receive its secret later.
    expect(journal.records.has("hook")).toBe(false);
  });

  it("waits out a rate-limited removal of the duplicate (a 429 was refused before the service acted)", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(429, errorBody(429, "rate_limited", "slow down"), { "retry-after": "3" })
      .delete("/v1/webhooks/wh_mine")
      .reply(204);
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(h.mutations()).toEqual([
      "POST /v1/webhooks",
      "DELETE /v1/webhooks/wh_mine",
      "DELETE /v1/webhooks/wh_mine",
    ]);
    // The client waits it out (its retries and wait budget apply), and a wait over 2 s is said as it starts.
    expect(h.clientSleeps).toHaveLength(1);
    expect(h.clientSleeps[0]).toBeGreaterThanOrEqual(3_000);
    expect(h.waitLines).toEqual([
      "waiting 3 s: the service rate-limited DELETE /v1/webhooks/wh_mine (Retry-After)",
    ]);
  });

  it("settles a removal of the duplicate answered 2xx against the contract by reading it", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(200, {})
      .get("/v1/webhooks/wh_mine")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.summary).toContain("this run's duplicate wh_mine was removed");
    expect(h.mutations()).toEqual(["POST /v1/webhooks", "DELETE /v1/webhooks/wh_mine"]);
  });

  it("sends the removal of the duplicate again when its answer was lost", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .replyWithError(Object.assign(new Error("socket hang up"), { code: "ECONNRESET" }))
      .delete("/v1/webhooks/wh_mine")
      .reply(204);
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(h.sleeps).toEqual([500]);
  });

  it("the removal of the duplicate follows the client's retry settings: with retries 0 a 429 is not waited out", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(429, errorBody(429, "rate_limited", "slow down"), { "retry-after": "3" });
    const client = createClient({ token: TOKEN, retries: 0, sleep: async () => {}, random: () => 0 });
    const h = harness({ client });
    const report = await run(plan(), h);
    expect(report.ok).toBe(false);
    expect(report.steps[0]?.error).toContain("removing the duplicate wh_mine failed");
    expect(report.steps[0]?.error).toContain("slow down");
    expect(h.sleeps).toEqual([]);
  });

  it("a removal whose Retry-After is beyond the wait budget fails at once, naming the wait and the budget", async () => {
    raceWith([theirs(), mine()])
      .delete("/v1/webhooks/wh_mine")
      .reply(429, errorBody(429, "rate_limited", "slow down"), { "retry-after": "86400" });
    const h = harness();
    const report = await run(plan(), h);
    expect(report.ok).toBe(false);
    expect(h.sleeps).toEqual([]);
    expect(report.steps[0]?.error).toContain(
      "the service asks to wait 86400 s before a retry (Retry-After), more than the 120 s this request may wait for rate limits",
    );
  });

  it("a matrix entry whose replayed create was removed as a duplicate reconciles the kept webhook", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .reply(200, single(createdMine()), replayHeaders(true, revision(7)))
      .get("/v1/webhooks/wh_mine")
      .reply(404, errorBody(404, "not_found", "no such webhook"))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([theirs()]));
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.summary).toContain(
      "webhook wh_theirs is the one for https://hooks.example.com/svc: this run identity's earlier create of wh_mine (replayed by the service) was removed",
    );
    expect(h.outputs.get("hook-webhook-id")).toBe("wh_theirs");
    expect(h.outputs.has("hook-secret")).toBe(false);
  });

  it("a matrix entry whose replayed create lost the race removes it too (a 404 means a sibling did)", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([]))
      .post("/v1/webhooks")
      .reply(200, single(createdMine()), replayHeaders(true, revision(7)))
      .get("/v1/webhooks/wh_mine")
      .reply(200, single(mine()), strictHeaders(revision(7)))
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([theirs(), mine()]))
      .delete("/v1/webhooks/wh_mine")
      .reply(404, errorBody(404, "not_found", "no such webhook"));
    const h = harness();
    const report = await run(plan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "unchanged" });
    expect(report.steps[0]?.summary).toContain("this run identity's duplicate wh_mine was removed");
    expect(h.outputs.has("hook-secret")).toBe(false);
  });
});
