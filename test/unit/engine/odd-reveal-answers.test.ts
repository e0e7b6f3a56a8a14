/**
 * The engine's reveals (svc run and the Action) behind a proxy that changes the service's answers
 * after the service applied the write: the first run delivers the secret with a warning naming what
 * was odd instead of failing; an answer whose secret is unusable fails the step saying the service
 * applied it and how to recover; a replayed create whose answer claims to be new never removes
 * the webhook the URL lookup found. Every stream is scanned for secrets.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createKey } from "../../../src/engine/idempotency.js";
import type { RevealJournal, RevealRecord } from "../../../src/engine/journal.js";
import {
  type AnswerProxy,
  type AnswerRewrite,
  dropHeader,
  editBody,
  startAnswerProxy,
} from "../../support/answer-proxy.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { type EngineRun, type EngineRunOptions, engineStreams, runEngine } from "../../support/engine-run.js";
import { emulatorSecrets, expectNoLeaks } from "../../support/secret-scan.js";

let emulator: TestEmulator;
let proxy: AnswerProxy | undefined;
let n = 0;
const RUN = { repository: "acme/app", runId: "odd-1", runAttempt: 1 };

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await emulator.stop();
});

async function runBehind(
  rewrite: AnswerRewrite,
  plan: string,
  options: EngineRunOptions = {},
): Promise<EngineRun> {
  proxy = await startAnswerProxy(emulator.baseUrl, rewrite);
  const result = await runEngine(emulator, plan, { run: RUN, ...options, baseUrl: proxy.baseUrl });
  const secrets = emulatorSecrets(emulator);
  expectNoLeaks(engineStreams(result, ["hook-secret", "rotate-secret"]), secrets);
  return result;
}

const createPlan = (url: string) => `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${url}
      actions: [task_created]
`;
const rotatePlan = (id: string) => `
steps:
  - id: rotate
    uses: rotate-secret
    with:
      webhook-id: ${id}
`;
const hookUrl = () => `https://hooks.example.com/engine-odd-${++n}`;
const secretsOf = (webhookId: string) =>
  emulator.state.issuedSecrets
    .filter((issued) => issued.webhookId === webhookId)
    .map((issued) => issued.secret);
const warnings = (result: EngineRun) => result.lines.filter((line) => line.startsWith("warning "));
const stepOf = (result: EngineRun) => result.report?.steps[0];

describe("a tolerated answer: the secret is delivered, with a warning", () => {
  it("ensure-webhook create without Cache-Control", async () => {
    const url = hookUrl();
    const result = await runBehind(dropHeader("cache-control", "POST", "/v1/webhooks"), createPlan(url));
    expect(result.failure).toBeUndefined();
    const id = result.outputs.get("hook-webhook-id") ?? "";
    expect(stepOf(result)).toMatchObject({ status: "succeeded", change: "created" });
    expect(result.outputs.get("hook-secret")).toBe(secretsOf(id)[0]);
    expect(warnings(result)).toEqual([
      `warning webhook ${id}: the service's answer differs from the contract at headers.cache-control (expected "private, no-store, no-transform", got null); the signing secret in it is used all the same`,
    ]);
  });

  it("ensure-webhook create whose body breaks the schema: the webhook is read back for its state", async () => {
    const url = hookUrl();
    const odd = editBody("POST", "/v1/webhooks", (body) => ({
      ...body,
      data: { ...body.data, attributes: { ...body.data.attributes, revision: "whk1-?", createdAt: "now" } },
    }));
    const result = await runBehind(odd, createPlan(url));
    expect(result.failure).toBeUndefined();
    const id = result.outputs.get("hook-webhook-id") ?? "";
    const current = await emulator.client("admin").getWebhook(id);
    expect(result.outputs.get("hook-revision")).toBe(current.data.attributes.revision);
    expect(result.outputs.get("hook-secret")).toBe(secretsOf(id)[0]);
    const paths = warnings(result).map((line) => /contract at (\S+)/.exec(line)?.[1]);
    expect(paths).toEqual(expect.arrayContaining(["data.attributes.revision", "data.attributes"]));
  });

  it("rotate-secret without Cache-Control and with a malformed revision: delivered, the revision read back", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl(), actions: ["task_created"] });
    const { id } = created.data;
    const drop = dropHeader("cache-control", "POST", `/v1/webhooks/${id}/secret-rotation`);
    const odd: AnswerRewrite = (answer) => {
      const dropped = drop(answer);
      if (!dropped) return undefined;
      const body = JSON.parse(answer.body);
      body.data.attributes.revision = "not-a-revision";
      return { ...dropped, body: JSON.stringify(body) };
    };
    const result = await runBehind(odd, rotatePlan(id));
    expect(result.failure).toBeUndefined();
    expect(stepOf(result)).toMatchObject({ status: "succeeded", change: "rotated" });
    const issued = secretsOf(id);
    expect(result.outputs.get("rotate-secret")).toBe(issued[issued.length - 1]);
    const current = await emulator.client("admin").getWebhook(id);
    expect(result.outputs.get("rotate-revision")).toBe(current.data.attributes.revision);
    expect(warnings(result).join("\n")).toContain("headers.cache-control");
  });
});

describe("an answer holding no usable secret", () => {
  it("fails the step saying the service most likely issued one, and a re-run with the journal replays the same secret", async () => {
    const url = hookUrl();
    const journal = memoryJournal();
    const strip = editBody("POST", "/v1/webhooks", (body) => {
      const { signingSecret: _gone, ...attributes } = body.data.attributes;
      return { ...body, data: { ...body.data, attributes } };
    });
    const first = await runBehind(strip, createPlan(url), { journal });
    expect(first.failure).toContain("invalid API response at data.attributes.signingSecret");
    expect(first.failure).toContain(
      "the service answered 2xx, so it most likely issued a new signing secret, but its answer holds no usable one",
    );
    expect(first.failure).toContain("a re-run with the same run identity replays it from the run journal");
    expect(journal.records.get("hook")).toMatchObject({ op: "create", state: "pending" });

    const again = await runEngine(emulator, createPlan(url), { run: RUN, journal });
    expect(again.failure).toBeUndefined();
    const id = again.outputs.get("hook-webhook-id") ?? "";
    expect(secretsOf(id)).toEqual([again.outputs.get("hook-secret")]);
    expect(journal.records.get("hook")).toMatchObject({ state: "stored" });
  });
});

describe("a replayed create whose answer lost its revision", () => {
  it("stores nothing it cannot prove current, keeps the record, and a later re-run delivers", async () => {
    const url = hookUrl();
    const journal = memoryJournal();
    const strip = editBody("POST", "/v1/webhooks", (body) => {
      const { signingSecret: _gone, ...attributes } = body.data.attributes;
      return { ...body, data: { ...body.data, attributes } };
    });
    await runBehind(strip, createPlan(url), { journal });
    await proxy?.close();
    const noRevision = editBody("POST", "/v1/webhooks", (body) => {
      const { revision: _gone, ...attributes } = body.data.attributes;
      return { ...body, data: { ...body.data, attributes } };
    });
    const second = await runBehind(noRevision, createPlan(url), { journal });
    expect(second.failure).toContain("the replayed create's answer holds no revision");
    expect(second.failure).not.toContain("changed or rotated");
    expect(second.failure).toContain("a re-run with the same run identity replays it from the run journal");
    expect(journal.records.get("hook")).toMatchObject({ op: "create", state: "pending" });

    const third = await runEngine(emulator, createPlan(url), { run: RUN, journal });
    expect(third.failure).toBeUndefined();
    const id = third.outputs.get("hook-webhook-id") ?? "";
    expect(secretsOf(id)).toEqual([third.outputs.get("hook-secret")]);
  });
});

describe("a replayed rotation whose answer lost its revision", () => {
  it("stores nothing it cannot prove current, keeps the record, and a later re-run delivers", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl(), actions: ["task_created"] });
    const id = created.data.id;
    const journal = memoryJournal();
    const path = `/v1/webhooks/${id}/secret-rotation`;
    await runBehind(
      editBody("POST", path, (body) => {
        const { signingSecret: _gone, ...attributes } = body.data.attributes;
        return { ...body, data: { ...body.data, attributes } };
      }),
      rotatePlan(id),
      { journal },
    );
    expect(journal.records.get("rotate")).toMatchObject({ op: "rotate", state: "pending" });
    await proxy?.close();
    const second = await runBehind(
      editBody("POST", path, (body) => {
        const { revision: _gone, ...attributes } = body.data.attributes;
        return { ...body, data: { ...body.data, attributes } };
      }),
      rotatePlan(id),
      { journal },
    );
    expect(second.failure).toContain("the replayed rotation's answer holds no revision");
    expect(second.failure).not.toContain("no longer the one that rotation produced");
    expect(journal.records.get("rotate")).toMatchObject({ op: "rotate", state: "pending" });

    const third = await runEngine(emulator, rotatePlan(id), { run: RUN, journal });
    expect(third.failure).toBeUndefined();
    expect(secretsOf(id).at(-1)).toBe(third.outputs.get("rotate-secret"));
    expect(secretsOf(id)).toHaveLength(2);
  });
});

describe("a replayed create whose answer claims to be new", () => {
  it("never removes the webhook the URL lookup found; the replayed secret is delivered", async () => {
    const url = hookUrl();
    const body = { url, actions: ["task_created"] };
    const key = createKey(RUN, "hook", body);
    // A killed earlier run: its create reached the service, its secret reached no sink.
    const original = await emulator.client("admin").createWebhook(body, { idempotencyKey: key });
    const journal = memoryJournal();
    await journal.write({
      v: 1,
      step: "hook",
      op: "create",
      key,
      state: "pending",
      sink: "output",
      at: "2026-01-01T00:00:00Z",
    });
    // The replay (HTTP 200) arrives as a 201 that says it is not a replay.
    const asNew: AnswerRewrite = (answer) =>
      answer.method === "POST" && answer.status === 200
        ? { status: 201, headers: { ...answer.headers, "idempotency-replayed": "false" } }
        : undefined;
    const result = await runBehind(asNew, createPlan(url), { journal });
    expect(result.failure).toBeUndefined();
    expect(await emulator.client("admin").getWebhook(original.data.id)).toBeTruthy();
    expect(result.outputs.get("hook-secret")).toBe(original.data.attributes.signingSecret);
  });
});

describe("a write that reveals no secret", () => {
  it("remove-webhook answered 200 instead of 204: removed, with a warning that says so", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl(), actions: ["task_created"] });
    const { id } = created.data;
    const plan = `
steps:
  - id: remove
    uses: remove-webhook
    with:
      webhook-id: ${id}
      confirm: true
`;
    const as200: AnswerRewrite = (answer) =>
      answer.method === "DELETE" ? { status: 200, body: "{}" } : undefined;
    const result = await runBehind(as200, plan);
    expect(result.failure).toBeUndefined();
    expect(stepOf(result)).toMatchObject({ status: "succeeded", change: "removed" });
    expect(warnings(result).join("\n")).toContain(
      `the service answered HTTP 200, so webhook ${id} is most likely removed`,
    );
    await expect(emulator.client("admin").getWebhook(id)).rejects.toMatchObject({ status: 404 });
  });
});

/** The run journal in memory. */
function memoryJournal(): RevealJournal & { records: Map<string, RevealRecord> } {
  const records = new Map<string, RevealRecord>();
  return {
    location: "/state/journal",
    records,
    read: async (step) => records.get(step),
    write: async (record) => {
      records.set(record.step, record);
    },
    remove: async (step) => {
      records.delete(step);
    },
  };
}
