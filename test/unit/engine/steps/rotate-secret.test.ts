import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { rotateKey } from "../../../../src/engine/idempotency.js";
import { PlanValidationError } from "../../../../src/engine/plan-errors.js";
import type { SecretSinkHandler } from "../../../../src/engine/sinks/types.js";
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

const rotation = (rev: number, secret: number, replayed = false) =>
  single({
    id: "wh_1",
    type: "webhookSecretRotation",
    attributes: { replayed, revision: revision(rev), signingSecret: signingSecret(secret) },
  });

const rotatePlan = (sink = "") => `
steps:
  - id: rotate
    uses: rotate-secret
    with:
      webhook-id: wh_1${sink}
`;

const stale = errorBody(412, "precondition_failed", "stale");

describe("rotate-secret", () => {
  it("reads the revision, rotates with If-Match and an attempt-scoped key, masks before output", async () => {
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .matchHeader("if-match", `"${revision(1)}"`)
      .matchHeader("idempotency-key", rotateKey(RUN, "wh_1"))
      .reply(201, rotation(2, 9), replayHeaders(false, revision(2)));
    const h = harness();
    const report = await run(rotatePlan(), h);
    expect(report.steps[0]).toMatchObject({ status: "succeeded", change: "rotated" });
    // The review's before and after: the same webhook (a rotation changes only its secret).
    expect(report.steps[0]?.before).toMatchObject({
      id: "wh_1",
      url: expect.any(String),
      actions: expect.any(Array),
    });
    expect(report.steps[0]?.after).toEqual(report.steps[0]?.before);
    expect(h.outputs.get("rotate-secret")).toBe(signingSecret(9));
    expect(h.outputs.get("rotate-revision")).toBe(revision(2));
    expect(h.outputs.get("rotate-replayed")).toBe("false");
    const first = h.events.findIndex((event) => event.includes(signingSecret(9)));
    expect(h.events[first]).toBe(`mask ${signingSecret(9)}`);
    expect(JSON.stringify(report)).not.toContain(signingSecret(9));
    expect(report.steps[0]?.secret).toMatchObject({
      sink: "output",
      target: "rotate-secret",
      redacted: true,
    });
  });

  it("rotates the webhook yielded by an earlier ensure-webhook step", async () => {
    api()
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, page([hook("wh_1")]))
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, rotation(2, 3), replayHeaders(false, revision(2)));
    const h = harness();
    const report = await run(
      `steps:
  - { id: hook, uses: ensure-webhook, with: { url: "${URL_A}", actions: [task_created] } }
  - { id: rotate, uses: rotate-secret, with: { webhook: hook } }`,
      h,
    );
    expect(report.ok).toBe(true);
    expect(h.outputs.get("rotate-webhook-id")).toBe("wh_1");
  });

  it("fails clearly on 412 without revealing anything", async () => {
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(412, stale);
    const h = harness();
    const report = await run(rotatePlan(), h);
    expect(report.steps[0]?.error).toContain("no secret was rotated");
    expect(h.masked).toEqual([]);
  });

  it("says to rotate again when the rotation may have happened but its answer was lost", async () => {
    const reset = Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .times(3)
      .replyWithError(reset);
    const lost = await run(rotatePlan(), harness());
    expect(lost.steps[0]?.error).toMatch(
      /network_error.*may have issued a new signing secret.*rotate the secret again/,
    );

    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(503, errorBody(503, "service_unavailable", "busy"))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .times(2)
      .reply(429, errorBody(429, "rate_limit_exceeded", "slow down"), { "retry-after": "1" });
    const retried = await run(rotatePlan(), harness());
    expect(retried.steps[0]?.error, "an earlier attempt may have rotated").toMatch(/rotate the secret again/);

    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(403, errorBody(403, "insufficient_scope", "no scope"));
    const refused = await run(rotatePlan(), harness());
    expect(refused.steps[0]?.error, "a refused first attempt issued nothing").not.toMatch(
      /rotate the secret again/,
    );
  });

  it("is skipped in plan mode without any request", async () => {
    const h = harness({ mode: "plan" });
    const report = await run(rotatePlan(), h);
    expect(report.steps[0]).toMatchObject({
      status: "skipped",
      change: "would-rotate",
      summary: expect.stringContaining("plan mode"),
    });
    expect(report.changes).toBe(1);
    expect(h.requests).toEqual([]);
    expect(report.ok).toBe(true);
  });

  it("writes the secret to a new 0600 file and refuses an existing one before any request", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-ci-rotate-"));
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, rotation(2, 4), replayHeaders(false, revision(2)));
    const h = harness({ workingDirectory: dir });
    const sink = "\n      secret-sink: { type: file, path: out/secret.txt }";
    writeFileSync(join(dir, "placeholder"), "");
    await expect(run(rotatePlan(sink), h)).rejects.toThrow(/directory .*out does not exist/);
    expect(h.requests).toEqual([]);

    const ok = await run(rotatePlan("\n      secret-sink: { type: file, path: secret.txt }"), h);
    expect(ok.ok).toBe(true);
    const file = join(dir, "secret.txt");
    expect(readFileSync(file, "utf8")).toBe(`${signingSecret(4)}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(h.outputs.has("rotate-secret")).toBe(false);
    expect(ok.steps[0]?.secret).toMatchObject({ sink: "file", target: file });

    const before = h.requests.length;
    const error = await run(rotatePlan("\n      secret-sink: { type: file, path: secret.txt }"), h).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(PlanValidationError);
    expect((error as PlanValidationError).issues[0]).toMatchObject({
      path: ["steps", 0, "with", "secret-sink", "path"],
      message: expect.stringMatching(
        /step "rotate" \(rotate-secret\), with.secret-sink.path: file .* already exists/,
      ),
    });
    expect(h.requests.length).toBe(before);
    expect(readFileSync(file, "utf8")).toBe(`${signingSecret(4)}\n`);
  });

  it("pipes the secret to a command sink's stdin; a missing program fails the plan before any request", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-ci-rotate-"));
    const h = harness({ workingDirectory: dir });
    const missing = await run(
      rotatePlan("\n      secret-sink: { type: command, command: [./no-such-program] }"),
      h,
    ).catch((caught: unknown) => caught);
    expect((missing as PlanValidationError).issues[0]).toMatchObject({
      path: ["steps", 0, "with", "secret-sink", "command"],
      message: expect.stringContaining('program "./no-such-program" was not found'),
    });
    expect(h.requests).toEqual([]);

    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, rotation(2, 6), replayHeaders(false, revision(2)));
    const out = join(dir, "piped.txt");
    const store = `process.stdin.pipe(require("fs").createWriteStream(${JSON.stringify(out)}))`;
    const sink = `\n      secret-sink: { type: command, command: [${JSON.stringify(process.execPath)}, -e, ${JSON.stringify(store)}], timeout: 20s }`;
    const report = await run(rotatePlan(sink), h);
    expect(report.ok).toBe(true);
    expect(readFileSync(out, "utf8")).toBe(signingSecret(6));
    expect(report.steps[0]?.secret).toMatchObject({ sink: "command", target: process.execPath });
    expect(h.outputs.has("rotate-secret")).toBe(false);
    expect(h.masked).toEqual([signingSecret(6)]);
    expect(JSON.stringify(report)).not.toContain(signingSecret(6));
  });

  it("rejects a command sink without a program, naming the field", async () => {
    const error = await run(
      rotatePlan("\n      secret-sink: { type: command, command: [] }"),
      harness(),
    ).catch((caught: unknown) => caught);
    expect((error as PlanValidationError).message).toContain("with.secret-sink.command");
  });

  it("removes the reserved file when the rotation fails", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-ci-rotate-"));
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(412, stale);
    const report = await run(
      rotatePlan("\n      secret-sink: { type: file, path: secret.txt }"),
      harness({ workingDirectory: dir }),
    );
    expect(report.ok).toBe(false);
    expect(() => statSync(join(dir, "secret.txt"))).toThrow();
  });

  it("fails naming the sink when it cannot take the issued secret, which stays masked and unreported", async () => {
    api()
      .get("/v1/webhooks/wh_1")
      .reply(200, single(hook("wh_1")), strictHeaders(revision(1)))
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(201, rotation(2, 5), replayHeaders(false, revision(2)));
    let aborted = false;
    const broken: SecretSinkHandler<"output"> = {
      check: async () => [],
      prepare: async () => ({
        deliver: async () => {
          throw new Error("disk full");
        },
        abort: async () => {
          aborted = true;
        },
      }),
    };
    const h = harness({ sinks: { output: broken } });
    const report = await run(rotatePlan(), h);
    expect(report.ok).toBe(false);
    expect(report.steps[0]?.error).toBe(
      "the new signing secret was issued but the output sink failed: disk full; the secret is masked and was not stored: fix the sink, then rotate the secret again (rotate-secret) to issue a new one",
    );
    expect(aborted).toBe(true);
    expect(h.masked).toEqual([signingSecret(5)]);
    expect(JSON.stringify(report)).not.toContain(signingSecret(5));
    expect(h.logs.join("\n")).not.toContain(signingSecret(5));
  });

  it("rejects the github-secret sink where none is provided (the engine alone), before any request", async () => {
    const h = harness();
    const error = await run(
      rotatePlan("\n      secret-sink: { type: github-secret, name: WEBHOOK_SECRET }"),
      h,
    ).catch((caught: unknown) => caught);
    expect((error as PlanValidationError).message).toContain("only available in the GitHub Action");
    expect(h.requests).toEqual([]);
  });
});
