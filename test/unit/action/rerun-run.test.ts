/**
 * The Action as a workflow re-run attempt, on the simulated runner with nock for the service and
 * GitHub: what each ensure-webhook step that finds its webhook gets (docs/plan.md "Crash safety").
 */
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { createKey } from "../../../src/engine/index.js";
import { runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const JOB_TOKEN = "ghs_jobtoken0123456789abcdefghijklmnopqrst";
const ORIGIN = "https://api.de.teamgrid.app";
const GITHUB = "https://api.github.com";
const URL_A = "https://hooks.example.com/svc";
const REVISION = `whk1-${"1".repeat(64)}`;
const KEY = createKey({ repository: "acme/app", runId: "4242", runAttempt: 1 }, "hook", {
  url: URL_A,
  actions: ["task_created"],
});
const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${URL_A}", actions: [task_created] }\n`;
const JOBS = "/repos/acme/app/actions/runs/4242/jobs";
const RERUN_WARNING = "::warning title=svc-ci%3A re-run attempt::";

function findsWebhook() {
  nock(ORIGIN)
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(
      200,
      wire.pageEnvelope([wire.webhookResource("wh_1", { url: URL_A, revision: REVISION })], null, 100),
    );
}

const githubJob = (id: number, attempt: number, over: Record<string, unknown> = {}) => ({
  id,
  run_attempt: attempt,
  name: "svc",
  status: "completed",
  conclusion: "failure",
  runner_name: "GitHub Actions 3",
  check_run_url: `${GITHUB}/repos/acme/app/check-runs/${id}`,
  steps: [{ status: "completed" }, { status: "completed" }],
  ...over,
});
const thisJob = githubJob(20, 2, {
  status: "in_progress",
  conclusion: null,
  runner_name: "GitHub Actions 9",
});

/** GitHub's jobs of the run, and attempt 1's annotations. */
function github(annotations: unknown[], attempt1: Record<string, unknown> = {}) {
  return nock(GITHUB)
    .get(JOBS)
    .query({ filter: "all", per_page: "100", page: "1" })
    .matchHeader("authorization", `token ${JOB_TOKEN}`)
    .reply(200, { total_count: 2, jobs: [thisJob, githubJob(10, 1, attempt1)] })
    .get("/repos/acme/app/check-runs/10/annotations")
    .query(true)
    .reply(200, annotations);
}

const attempt2 = (over: { githubToken?: string; inputs?: Record<string, string> } = {}) =>
  runActionInProcess(run, {
    inputs: { token: TOKEN, plan, ...over.inputs },
    githubToken: over.githubToken ?? JOB_TOKEN,
    env: { GITHUB_RUN_ATTEMPT: "2", RUNNER_NAME: "GitHub Actions 9" },
  });

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe("a re-run attempt that finds its webhook", () => {
  it("warns precisely, naming the webhook, the attempt and the fix, when attempt 1's post step reported the create", async () => {
    findsWebhook();
    github([
      {
        title: "svc-ci: secret reveal pending",
        message: `step "hook": the run ended while the create of its webhook was in progress (create key ${KEY}), so ...`,
      },
    ]);
    const result = await attempt2();
    expect(result.code, result.stdout).toBe(0);
    const warnings = result.stdout.split("\n").filter((line) => line.startsWith("::warning"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      `${RERUN_WARNING}step "hook": this is attempt 2 of the workflow run; attempt 1 ended with the create of webhook wh_1 in progress (its post step reported it: the attempt was killed, or the answer to the create was unusable)`,
    );
    expect(warnings[0]).toContain("rotate the secret of webhook wh_1 (a rotate-secret step");
    expect(warnings[0]).toContain(`create key ${KEY}`);
    expect(result.stdout).toContain(`::add-mask::${JOB_TOKEN}`);
    expect(result.stdout.replace(`::add-mask::${JOB_TOKEN}`, "")).not.toContain(JOB_TOKEN);
  });

  it("warns nothing when attempt 1 ran to its end (post step included) and reported nothing pending", async () => {
    findsWebhook();
    github([{ title: null, message: 'step "smoke" (test-delivery) failed: ...' }]);
    const result = await attempt2();
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).not.toContain("::warning");
    expect(result.stdout).toContain(
      "none ended with its create in progress, so no signing secret of it was lost",
    );
  });

  it("hedges when attempt 1's runner was lost: nothing can be known", async () => {
    findsWebhook();
    github(
      [{ title: null, message: "The hosted runner: GitHub Actions 3 lost communication with the server." }],
      { steps: [{ status: "completed" }, { status: "in_progress" }] },
    );
    const result = await attempt2();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `${RERUN_WARNING}step "hook": this is attempt 2 of the workflow run; attempt 1 ended without its post steps (its runner was lost)`,
    );
  });

  it("hedges, saying why and how to fix it, when the token may not read the run (never fails the job)", async () => {
    findsWebhook();
    nock(GITHUB).get(JOBS).query(true).reply(403, { message: "Resource not accessible by integration" });
    const result = await attempt2();
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`${RERUN_WARNING}step "hook": this is attempt 2 of the workflow run`);
    expect(result.stdout).toContain(
      "(the rerun-token may not read this run's jobs and annotations (HTTP 403",
    );
    expect(result.stdout).toContain("permissions: { actions: read, checks: read }");
    expect(result.stdout).toContain("rotate the secret of webhook wh_1");
  });

  it("asks GitHub nothing without a token, and hedges", async () => {
    findsWebhook();
    const result = await attempt2({ githubToken: "" });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("(the rerun-token input is empty)");
  });

  it("uses the rerun-token input when it is given instead of the job's token", async () => {
    findsWebhook();
    nock(GITHUB)
      .get(JOBS)
      .query(true)
      .matchHeader("authorization", "token ghp_reader")
      .reply(200, { total_count: 1, jobs: [thisJob] });
    const result = await attempt2({ inputs: { "rerun-token": "ghp_reader" } });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain("::warning");
    expect(result.stdout).toContain("::add-mask::ghp_reader");
  });
});

describe("a re-run attempt that creates its webhook, and a first attempt", () => {
  it("a create on a re-run attempt is a notice naming the key, and GitHub is not asked", async () => {
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([], null, 100))
      .post("/v1/webhooks")
      .reply(
        201,
        wire.singleEnvelope(
          wire.webhookResource("wh_new", {
            url: URL_A,
            revision: REVISION,
            signingSecret: `whsec_v2_${"Q".repeat(43)}`,
          }),
        ),
        {
          "idempotency-replayed": "false",
          "cache-control": "private, no-store, no-transform",
          etag: `"${REVISION}"`,
        },
      )
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(
        200,
        wire.pageEnvelope([wire.webhookResource("wh_new", { url: URL_A, revision: REVISION })], null, 100),
      );
    const result = await attempt2();
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain(
      `::notice title=svc-ci%3A re-run attempt created a webhook::step "hook": attempt 2 of the workflow run created webhook wh_new and its signing secret reached the sink (create key ${KEY})`,
    );
    expect(result.stdout).not.toContain("::warning");
  });

  it("a first attempt that finds its webhook says nothing of earlier attempts and asks GitHub nothing", async () => {
    findsWebhook();
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, plan }, githubToken: JOB_TOKEN });
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/::(warning|notice)/);
  });
});

describe("what the earlier attempts left, when reading it breaks", () => {
  it("is a warning: the run's outputs are still set and the job does not fail", async () => {
    findsWebhook();
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan },
      githubToken: JOB_TOKEN,
      env: { GITHUB_RUN_ATTEMPT: "2", RUNNER_NAME: "GitHub Actions 9" },
      world: {
        readRunHistory: async () => {
          throw new Error("the history reader broke");
        },
      },
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "::warning::could not tell what the earlier attempts left: the history reader broke",
    );
    expect(result.outputs["hook-webhook-id"]).toBe("wh_1");
    expect(result.outputs.changes).toBe("0");
  });
});
