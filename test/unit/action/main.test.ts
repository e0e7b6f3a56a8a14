import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sodium from "libsodium-wrappers";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";
import { elements, expectValidJunit, parseXml } from "../../support/xml.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";
const URL_A = "https://hooks.example.com/svc";
const SECRET = `whsec_v2_${"Zz9_-".repeat(8)}Zz9`;
const REVISION = `whk1-${"1".repeat(64)}`;
const REVISION_2 = `whk1-${"2".repeat(64)}`;

const webhook = (id: string, extra: Record<string, unknown> = {}) =>
  wire.webhookResource(id, { url: URL_A, revision: REVISION, ...extra });
const noWebhooks = wire.pageEnvelope([], null, 100);

const ensurePlan = `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${URL_A}", actions: [task_created] }
`;

function createsWebhook() {
  return (
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, noWebhooks)
      .post("/v1/webhooks")
      .reply(201, wire.singleEnvelope(webhook("wh_new", { signingSecret: SECRET })), {
        "idempotency-replayed": "false",
        "cache-control": "private, no-store, no-transform",
        etag: `"${REVISION}"`,
      })
      // After a fresh create the engine lists the URL's webhooks once (docs/plan.md "Concurrent creates").
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([webhook("wh_new")], null, 100))
  );
}

/** Interceptors for every method on any path: left unused, they prove no API call was made. */
function trapEveryCall() {
  const scope = nock(ORIGIN);
  for (const method of ["GET", "POST", "PATCH", "DELETE", "PUT"]) scope.intercept(/.*/, method).reply(500);
  return scope;
}

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

describe("the Action's run()", () => {
  it("masks the token first and the new secret before any other appearance (commands on stdout)", async () => {
    createsWebhook();
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: ensurePlan, "github-token": "ghp_masked_too" },
      fileCommands: false,
    });
    expect(result.code).toBe(0);
    const lines = result.stdout.split(/\r?\n/).filter(Boolean);
    expect(lines[0]).toBe(`::add-mask::${TOKEN}`);
    expect(lines[1]).toBe("::add-mask::ghp_masked_too");
    const secretLines = lines.filter((line) => line.includes(SECRET));
    expect(secretLines).toEqual([`::add-mask::${SECRET}`, `::set-output name=hook-secret::${SECRET}`]);
    expect(occurrences(result.stdout, TOKEN)).toBe(1);
    expect(lines).toContain("::group::hook (ensure-webhook)");
    const resultLine = lines.find((line) => line.startsWith("::set-output name=result::")) ?? "";
    expect(JSON.parse(resultLine.slice("::set-output name=result::".length))).toMatchObject({
      ok: true,
      steps: [{ id: "hook", change: "created", secret: { redacted: true, sink: "output" } }],
    });
  });

  it("writes outputs and a summary through the runner files, the secret only in its own output", async () => {
    createsWebhook();
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, plan: ensurePlan } });
    expect(result.code).toBe(0);
    expect(result.outputs).toMatchObject({
      "hook-change": "created",
      "hook-webhook-id": "wh_new",
      "hook-revision": REVISION,
      "hook-secret": SECRET,
    });
    const others = Object.entries(result.outputs).filter(([name]) => name !== "hook-secret");
    expect(JSON.stringify(others)).not.toContain(SECRET);
    expect(result.summary).toContain(
      "<h2>Apply: 1 created, 0 updated, 0 removed, 0 unchanged (svc-ci ✅ passed)</h2>",
    );
    // The review's Markdown, untrusted text as entities (`_` cannot start emphasis).
    expect(result.summary).toContain("created webhook wh&#95;new");
    const stdout = result.stdout.replace(`::add-mask::${SECRET}`, "").replace(`::add-mask::${TOKEN}`, "");
    for (const text of [result.summary, stdout]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(TOKEN.slice(24));
    }
  });

  it("annotates an invalid plan file on its lines, calls nothing and fails", async () => {
    const scope = trapEveryCall();
    const workspace = mkdtempSync(join(tmpdir(), "svc-ci-ws-"));
    mkdirSync(join(workspace, "ci"));
    writeFileSync(
      join(workspace, "ci/plan.yml"),
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: http://hooks.example.com/x\n      actions: [a]\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: nope }\n",
    );
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "ci/plan.yml" },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error title=svc-ci plan,file=ci/plan.yml,line=5,col=12::step "hook" (ensure-webhook), with.url: must be an absolute https:// URL',
    );
    expect(result.stdout).toMatch(/::error title=svc-ci plan,file=ci\/plan.yml,line=9,col=22::step "smoke"/);
    expect(result.stdout).toContain(
      "::error::the plan is invalid (2 problems, see the annotations); nothing was called or changed",
    );
    expect(scope.pendingMocks()).toHaveLength(5);
    expect(result.summary).toContain("svc-ci apply: ❌ failed");
  });

  it("rejects bad inputs by name before any call, without echoing the token", async () => {
    const scope = trapEveryCall();
    const result = await runActionInProcess(run, {
      inputs: { token: `${TOKEN}x`, plan: ensurePlan, retries: "7" },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("::error::input retries: must be at most 5");
    const again = await runActionInProcess(run, { inputs: { token: "not-a-token", plan: ensurePlan } });
    expect(again.stdout).toContain("::error::input token: not a v1 credential");
    expect(again.stdout.replace("::add-mask::not-a-token", "")).not.toContain("not-a-token");
    expect(scope.pendingMocks()).toHaveLength(5);
  });

  it("fails the job naming the failed step, still publishing result and the summary", async () => {
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(401, {
        errors: [
          { status: "401", code: "invalid_token", title: "Unauthorized", detail: "credential revoked" },
        ],
        meta: { requestId: "req-401" },
      });
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, plan: ensurePlan } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error::step "hook" (ensure-webhook) failed: credential revoked (HTTP 401 invalid_token, request req-401): the token is missing, invalid, expired or revoked; check the token input',
    );
    expect(JSON.parse(result.outputs.result ?? "{}")).toMatchObject({
      ok: false,
      steps: [{ status: "failed" }],
    });
    expect(result.summary).toContain("❌ failed");
  });

  describe("junit-file", () => {
    const workspace = () => mkdtempSync(join(tmpdir(), "svc-ci-junit-"));

    it("writes the JUnit report into the workspace, each step a test case, without a secret", async () => {
      createsWebhook();
      const dir = workspace();
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "reports/svc-ci.xml" },
        workspace: dir,
      });
      expect(result.code).toBe(0);
      const xml = readFileSync(join(dir, "reports/svc-ci.xml"), "utf8");
      await expectValidJunit(xml);
      const cases = elements(parseXml(xml), "testcase");
      expect(cases.map((testCase) => testCase.attributes.name)).toEqual(["hook (ensure-webhook)"]);
      expect(xml).not.toContain(SECRET);
      expect(xml).not.toContain(TOKEN);
    });

    it("is written on failure too: a failed step, or inputs that stopped the run before any step", async () => {
      nock(ORIGIN)
        .get("/v1/webhooks")
        .query({ limit: "100" })
        .reply(404, wire.errorEnvelope(404, "not_found", "gone", "req-404"));
      const dir = workspace();
      const failed = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "failed.xml" },
        workspace: dir,
      });
      expect(failed.code).toBe(1);
      const failedXml = readFileSync(join(dir, "failed.xml"), "utf8");
      await expectValidJunit(failedXml);
      const failure = elements(parseXml(failedXml), "failure")[0];
      expect(failure?.attributes.message).toContain("gone (HTTP 404 not_found, request req-404)");

      const invalid = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, retries: "9", "junit-file": "invalid.xml" },
        workspace: dir,
      });
      expect(invalid.code).toBe(1);
      const invalidXml = readFileSync(join(dir, "invalid.xml"), "utf8");
      await expectValidJunit(invalidXml);
      const setup = elements(parseXml(invalidXml), "testcase");
      expect(setup.map((testCase) => testCase.attributes.name)).toEqual(["run"]);
      expect(elements(setup[0] as never, "failure")[0]?.attributes.message).toBe(
        "input retries: must be at most 5",
      );
    });

    it("fails the run before any call, naming the input and the file in the report's way", async () => {
      const scope = trapEveryCall();
      const dir = workspace();
      writeFileSync(join(dir, "taken"), "a file where the report's directory should be");
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "taken/report.xml" },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `::error::input junit-file: ${join(dir, "taken", "report.xml")} cannot be written: ${join(dir, "taken")} is a regular file, not a directory`,
      );
      expect(scope.pendingMocks()).toHaveLength(5);
    });

    it("refuses a directory in the report's place before any call", async () => {
      const scope = trapEveryCall();
      const dir = workspace();
      mkdirSync(join(dir, "taken.xml"));
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "taken.xml" },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("taken.xml exists and is not a regular file");
      expect(scope.pendingMocks()).toHaveLength(5);
    });

    it("refuses a path outside the workspace by name, before any call", async () => {
      const scope = trapEveryCall();
      for (const path of ["../escape.xml", "/tmp/elsewhere.xml", "."]) {
        const result = await runActionInProcess(run, {
          inputs: { token: TOKEN, plan: ensurePlan, "junit-file": path },
        });
        expect(result.code).toBe(1);
        expect(result.stdout).toContain(
          "::error::input junit-file: must be a file path inside the workspace",
        );
      }
      expect(scope.pendingMocks()).toHaveLength(5);
    });
    it("refuses a junit-file that a file secret sink writes to, before any call", async () => {
      const scope = trapEveryCall();
      const dir = workspace();
      const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: https://hooks.example.com/svc, actions: [task_created], secret-sink: { type: file, path: ./out/../report.xml } }\n`;
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan, "junit-file": "report.xml" },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        `::error::input junit-file: ${join(dir, "report.xml")} is where step "hook" writes its signing secret; the report would replace the secret`,
      );
      expect(readdirSync(dir)).toEqual([]);
      expect(scope.pendingMocks()).toHaveLength(5);
    });

    it.each([
      ["the plan file itself", "ci/plan.yml"],
      ["the plan file by another path", "ci/../ci/plan.yml"],
      ["a file that is no report", "notes.txt"],
    ])("refuses %s as junit-file before any call, and leaves it as it was", async (_what, junit) => {
      const scope = trapEveryCall();
      const dir = workspace();
      mkdirSync(join(dir, "ci"));
      writeFileSync(join(dir, "ci/plan.yml"), ensurePlan);
      writeFileSync(join(dir, "notes.txt"), "keep me");
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, "plan-file": "ci/plan.yml", "junit-file": junit },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toMatch(/::error::input junit-file: .*(is the plan file|is not a JUnit report)/);
      expect(readFileSync(join(dir, "ci/plan.yml"), "utf8")).toBe(ensurePlan);
      expect(readFileSync(join(dir, "notes.txt"), "utf8")).toBe("keep me");
      expect(scope.pendingMocks()).toHaveLength(5);
    });

    it("refuses the plan file as junit-file even when the plan is invalid (the report is written on failure)", async () => {
      const dir = workspace();
      writeFileSync(join(dir, "plan.yml"), "steps: [");
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, "plan-file": "plan.yml", "junit-file": "plan.yml" },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("is the plan file; the report would replace the plan");
      expect(readFileSync(join(dir, "plan.yml"), "utf8")).toBe("steps: [");
    });
  });

  it("seals a rotated secret into a GitHub environment secret with the github-token", async () => {
    await sodium.ready;
    const keys = sodium.crypto_box_keypair();
    let sealed = "";
    nock(ORIGIN)
      .get("/v1/webhooks/wh_1")
      .reply(200, wire.singleEnvelope(webhook("wh_1")), {
        etag: `"${REVISION}"`,
        "cache-control": "private, no-store, no-transform",
      })
      .post("/v1/webhooks/wh_1/secret-rotation")
      .reply(
        201,
        wire.singleEnvelope({
          id: "wh_1",
          type: "webhookSecretRotation",
          attributes: { replayed: false, revision: REVISION_2, signingSecret: SECRET },
        }),
        {
          "idempotency-replayed": "false",
          "cache-control": "private, no-store, no-transform",
          etag: `"${REVISION_2}"`,
        },
      );
    nock("https://github.example.com")
      .get("/api/v3/repos/acme/receiver/environments/production/secrets/public-key")
      .matchHeader("authorization", "token ghp_secret_writer")
      .reply(200, { key_id: "k1", key: sodium.to_base64(keys.publicKey, sodium.base64_variants.ORIGINAL) })
      .put("/api/v3/repos/acme/receiver/environments/production/secrets/HOOK_SECRET", (body) => {
        sealed = body.encrypted_value;
        return body.key_id === "k1";
      })
      .reply(201);
    const result = await runActionInProcess(run, {
      inputs: {
        token: TOKEN,
        "github-token": "ghp_secret_writer",
        plan: "steps:\n  - id: rotate\n    uses: rotate-secret\n    with: { webhook-id: wh_1, secret-sink: { type: github-secret, repository: acme/receiver, environment: production, name: HOOK_SECRET } }\n",
      },
      env: { GITHUB_API_URL: "https://github.example.com/api/v3" },
    });
    expect(result.code).toBe(0);
    const opened = sodium.crypto_box_seal_open(
      sodium.from_base64(sealed, sodium.base64_variants.ORIGINAL),
      keys.publicKey,
      keys.privateKey,
    );
    expect(sodium.to_string(opened)).toBe(SECRET);
    expect(result.outputs["rotate-secret-sink"]).toBe("github-secret");
    expect(result.outputs["rotate-secret"]).toBeUndefined();
    expect(JSON.stringify(result.outputs)).not.toContain(SECRET);
    expect(result.stdout.replace(`::add-mask::${SECRET}`, "")).not.toContain(SECRET);
    expect(result.summary).toContain("acme/receiver environment production secret HOOK&#95;SECRET");
  });

  it("records each secret file it writes for the post step, and whether to keep them", async () => {
    const plan = (file: string) =>
      `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${URL_A}", actions: [task_created], secret-sink: { type: file, path: ${file} } }\n`;
    createsWebhook();
    // The record is in RUNNER_TEMP, which the simulated runner removes after the step: one of the test's.
    const runnerTemp = mkdtempSync(join(tmpdir(), "svc-ci-runner-temp-"));
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: plan("hook.secret") },
      env: { RUNNER_TEMP: runnerTemp },
    });
    expect(result.code, result.stdout).toBe(0);
    const record = result.state.secretFileRecord ?? "";
    expect(record.startsWith(join(runnerTemp, "svc-ci-secret-files-"))).toBe(true);
    expect(JSON.parse(readFileSync(record, "utf8"))).toMatchObject({
      path: join(result.workspace, "hook.secret"),
    });

    createsWebhook();
    const kept = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: plan("kept.secret"), "keep-secret-files": "true" },
    });
    expect(kept.code, kept.stdout).toBe(0);
    // Recorded all the same (a killed attempt's post step names each stored secret's file), but kept.
    expect(kept.state.secretFilesKept).toBe("true");
  });

  it("a sink that fails after the create keeps the reveal in the job's run journal and says how to replay it", async () => {
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${URL_A}", actions: [task_created], secret-sink: { type: command, command: ${JSON.stringify([process.execPath, "-e", "process.exit(3)"])} } }\n`;
    createsWebhook();
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, plan } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "fix the sink, then run again: running the plan again in this job replays it from the run journal in RUNNER_TEMP (a workflow re-run attempt starts on a fresh runner without it)",
    );
    const journal = result.state.runJournal ?? "";
    expect(journal).not.toBe("");
  });

  it("in plan mode changes nothing and says so", async () => {
    nock(ORIGIN).get("/v1/webhooks").query({ limit: "100" }).reply(200, noWebhooks);
    const scope = trapEveryCall();
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: ensurePlan, mode: "plan" },
    });
    expect(result.code).toBe(0);
    expect(result.outputs["hook-change"]).toBe("would-create");
    expect(result.summary).toContain("Plan mode: nothing was changed");
    expect(scope.pendingMocks()).toHaveLength(5);
  });
});
