/**
 * A workflow re-run attempt that finds its webhook: a precise warning where an earlier attempt's
 * post step reported the create in progress, nothing where every earlier attempt ran to its end,
 * a hedged warning only where nothing can be known (docs/plan.md "Crash safety").
 */
import { describe, expect, it } from "vitest";
import { reRunNotes, reRunReport, reRunSteps } from "../../../src/action/rerun-attempt.js";
import {
  earlierJobs,
  type GithubJob,
  type JobEvidence,
  jobEvidence,
  pendingRevealTitle,
  reRunCreatedTitle,
  reRunTitle,
  verdictFor,
} from "../../../src/action/rerun-evidence.js";
import { createKey, type PlanStep, type RunReport } from "../../../src/engine/index.js";

const run = { repository: "acme/app", runId: "4242", runAttempt: 2, job: "svc" };
const bodyA = { url: "https://hooks.example.com/a", actions: ["task_created"] };
const bodyB = { url: "https://hooks.example.com/b", actions: ["task_created"] };
const KEY_A = createKey(run, "found", bodyA);
const KEY_B = createKey(run, "made", bodyB);
const planSteps: PlanStep[] = [
  { id: "found", uses: "ensure-webhook", with: bodyA },
  { id: "made", uses: "ensure-webhook", with: bodyB },
  { id: "rotate", uses: "rotate-secret", with: { webhook: "found" } },
];

const report = (mode: "apply" | "plan"): RunReport => ({
  mode,
  ok: true,
  changes: 1,
  steps: [
    {
      id: "found",
      uses: "ensure-webhook",
      status: "succeeded",
      change: "unchanged",
      summary: "",
      outputs: { "webhook-id": "whk_1" },
    },
    {
      id: "made",
      uses: "ensure-webhook",
      status: "succeeded",
      change: "created",
      summary: "",
      outputs: { "webhook-id": "whk_2" },
    },
    { id: "rotate", uses: "rotate-secret", status: "succeeded", change: "rotated", summary: "", outputs: {} },
  ],
});

const job = (attempt: number, over: Partial<JobEvidence> = {}): JobEvidence => ({
  attempt,
  read: true,
  finished: true,
  succeeded: false,
  pending: [],
  found: [],
  created: [],
  stored: [],
  pendingRotations: [],
  ...over,
});

describe("the steps a re-run attempt speaks about", () => {
  it("are its ensure-webhook steps that found or created their webhook, with the run's create key", () => {
    expect(reRunSteps(report("apply"), planSteps, run)).toEqual([
      { stepId: "found", webhookId: "whk_1", key: KEY_A, created: false },
      { stepId: "made", webhookId: "whk_2", key: KEY_B, created: true },
    ]);
  });

  it("are none on a first attempt and in plan mode", () => {
    expect(reRunSteps(report("apply"), planSteps, { ...run, runAttempt: 1 })).toEqual([]);
    expect(reRunSteps(report("plan"), planSteps, { ...run, runAttempt: 3 })).toEqual([]);
  });

  it("use the key the create had in every attempt: the attempt is not in it", () => {
    expect(createKey({ ...run, runAttempt: 1 }, "found", bodyA)).toBe(KEY_A);
  });
});

describe("what the earlier attempts say about a create key", () => {
  it.each<[string, JobEvidence[], ReturnType<typeof verdictFor>]>([
    ["no earlier job of this job", [], { kind: "none" }],
    ["attempt 1 ran to its end and reported nothing", [job(1)], { kind: "none" }],
    [
      "attempt 1's post step reported the create in progress",
      [job(1, { pending: [KEY_A] })],
      { kind: "lost", attempt: 1 },
    ],
    ["another webhook's create in progress", [job(1, { pending: [KEY_B] })], { kind: "none" }],
    [
      "attempt 1's runner was lost",
      [job(1, { finished: false })],
      { kind: "unknown", attempt: 1, why: "runner-lost" },
    ],
    ["attempt 1 was not read", [job(1, { read: false })], { kind: "unknown", attempt: 1, why: "unread" }],
    [
      "attempt 2 found the webhook and warned, attempt 1 was killed creating it",
      [job(2, { found: [KEY_A] }), job(1, { pending: [KEY_A] })],
      { kind: "lost", attempt: 1 },
    ],
    [
      "attempt 2 created it anew after attempt 1's create never reached the service",
      [job(2, { created: [KEY_A] }), job(1, { pending: [KEY_A] })],
      { kind: "none" },
    ],
    [
      "attempt 2 succeeded (its step created or found it, with nothing to report)",
      [job(2, { succeeded: true }), job(1, { pending: [KEY_A] })],
      { kind: "none" },
    ],
    [
      "attempt 2 failed before the step, attempt 1 was killed creating it",
      [job(2), job(1, { pending: [KEY_A] })],
      { kind: "lost", attempt: 1 },
    ],
    [
      "the newest attempt's runner was lost, an older one ran to its end",
      [job(3, { finished: false }), job(2), job(1)],
      { kind: "unknown", attempt: 3, why: "runner-lost" },
    ],
    [
      "attempt 2 found it, attempt 1's runner was lost",
      [job(2, { found: [KEY_A], finished: false }), job(1, { finished: false })],
      { kind: "unknown", attempt: 1, why: "runner-lost" },
    ],
  ])("%s", (_what, jobs, verdict) => {
    expect(verdictFor(KEY_A, jobs)).toEqual(verdict);
  });

  it("with the run's jobs listed in part, an attempt none of whose jobs was listed is unknown", () => {
    // Attempt 3 now; attempt 2's job is beyond the jobs listed, attempt 1 ran to its end.
    const jobs = [job(1, { succeeded: true })];
    expect(verdictFor(KEY_A, jobs)).toEqual({ kind: "none" });
    expect(verdictFor(KEY_A, jobs, { before: 3 })).toEqual({ kind: "unknown", attempt: 2, why: "unlisted" });
    // Every earlier attempt listed: the walk decides as with the whole listing.
    expect(verdictFor(KEY_A, [job(2), job(1, { pending: [KEY_A] })], { before: 3 })).toEqual({
      kind: "lost",
      attempt: 1,
    });
    expect(verdictFor(KEY_A, [job(2, { succeeded: true })], { before: 3 })).toEqual({ kind: "none" });
  });
});

describe("a job of an earlier attempt, as evidence", () => {
  const githubJob = (over: Partial<GithubJob> = {}): GithubJob => ({
    id: 11,
    run_attempt: 1,
    name: "svc",
    status: "completed",
    conclusion: "failure",
    steps: [{ status: "completed" }, { status: "completed" }],
    ...over,
  });

  it("reads our annotations by their title and the key they name", () => {
    const evidence = jobEvidence(githubJob(), [
      { title: pendingRevealTitle, message: `step "hook": ... (create key ${KEY_A}), so ...` },
      { title: reRunTitle, message: `step "x": ... (create key ${KEY_B}): rotate` },
      { title: reRunCreatedTitle, message: `step "y": ... (create key ${KEY_B})` },
      { title: "someone else", message: `create key ${KEY_A.replace("a", "b")}` },
    ]);
    expect(evidence).toEqual({
      attempt: 1,
      read: true,
      finished: true,
      succeeded: false,
      pending: [KEY_A],
      found: [KEY_B],
      created: [KEY_B],
      stored: [],
      pendingRotations: [],
    });
  });

  it("did not run to its end when a step never completed or GitHub says the runner was lost", () => {
    expect(jobEvidence(githubJob({ steps: [{ status: "in_progress" }] }), []).finished).toBe(false);
    for (const message of [
      "The self-hosted runner: build-7 lost communication with the server. Verify the machine is running.",
      "The runner has received a shutdown signal. This can happen when the runner service is stopped.",
    ]) {
      expect(jobEvidence(githubJob(), [{ title: null, message }]).finished).toBe(false);
    }
    expect(jobEvidence(githubJob({ conclusion: "success" }), undefined)).toMatchObject({
      read: false,
      succeeded: true,
    });
  });

  it("is a job with this job's name, told apart by the runner it is in progress on", () => {
    const jobs: GithubJob[] = [
      githubJob({ id: 1, run_attempt: 1, name: "svc (eu)" }),
      githubJob({ id: 2, run_attempt: 1, name: "svc (us)" }),
      githubJob({ id: 3, run_attempt: 2, name: "svc (eu)", conclusion: "skipped" }),
      githubJob({ id: 4, run_attempt: 2, name: "svc (us)" }),
      githubJob({ id: 5, run_attempt: 3, name: "svc (us)", status: "in_progress", runner_name: "r-2" }),
      githubJob({ id: 6, run_attempt: 3, name: "svc (eu)", status: "in_progress", runner_name: "r-1" }),
    ];
    expect(earlierJobs(jobs, 3, "r-1").map((found) => found.id)).toEqual([1]);
    expect(earlierJobs(jobs, 3, "r-2").map((found) => found.id)).toEqual([4, 2]);
    // Not told apart: every earlier job counts.
    expect(earlierJobs(jobs, 3, undefined).map((found) => found.id)).toEqual([4, 1, 2]);
  });
});

describe("what a re-run attempt says about each step", () => {
  const steps = reRunSteps(report("apply"), planSteps, { ...run, runAttempt: 3 });

  it("names the attempt, the webhook and the fix where the post step reported the create", () => {
    const [found, made] = reRunNotes(
      steps,
      { readable: true, jobs: [job(2, { found: [KEY_A] }), job(1, { pending: [KEY_A] })] },
      3,
    );
    expect(found?.level).toBe("warning");
    expect(found?.message).toContain(
      'step "found": this is attempt 3 of the workflow run; attempt 1 ended with the create of webhook whk_1 in progress (its post step reported it: the attempt was killed, or the answer to the create was unusable)',
    );
    expect(found?.message).toContain(
      "rotate the secret of webhook whk_1 (a rotate-secret step, or svc webhooks rotate-secret whk_1)",
    );
    expect(found?.message).toContain(`create key ${KEY_A}`);
    // A step that created its webhook says so, with the key: a later attempt reads it back.
    expect(made).toEqual({
      level: "notice",
      message: `step "made": attempt 3 of the workflow run created webhook whk_2 and its signing secret reached the sink (create key ${KEY_B})`,
    });
  });

  it("warns nothing where every earlier attempt ran to its end", () => {
    const [found] = reRunNotes(steps, { readable: true, jobs: [job(2), job(1)] }, 3);
    expect(found?.level).toBe("info");
    expect(found?.message).toContain("no signing secret of it was lost");
  });

  it("hedges, never says nothing was lost, when an attempt's jobs were beyond those listed", () => {
    const [found] = reRunNotes(
      steps,
      { readable: true, jobs: [job(1, { succeeded: true })], unlisted: true },
      3,
    );
    expect(found?.level).toBe("warning");
    expect(found?.message).toContain(
      "the run has more jobs than the 300 read, and none of attempt 2's was among them, so whether it created webhook whk_1",
    );
  });

  it("hedges only where nothing can be known, saying why and how to know next time", () => {
    const [lost] = reRunNotes(steps, { readable: true, jobs: [job(2, { finished: false })] }, 3);
    expect(lost?.level).toBe("warning");
    expect(lost?.message).toContain(
      "attempt 2 ended without its post steps (its runner was lost), so whether it created webhook whk_1 and lost its signing secret cannot be known",
    );
    const [unread] = reRunNotes(
      steps,
      { readable: false, reason: "HTTP 403", hint: "Give the job permissions" },
      3,
    );
    expect(unread?.message).toMatch(
      /^step "found": this is attempt 3 of the workflow run, .*could not be read from GitHub \(HTTP 403\).*rotate the secret of webhook whk_1 .*\. Give the job permissions$/,
    );
  });
});

describe("a re-run attempt with many steps to speak about", () => {
  const many = 12;
  const bodies = Array.from({ length: many }, (_, index) => ({
    url: `https://hooks.example.com/fleet-${index}`,
    actions: ["task_created"],
  }));
  const steps: PlanStep[] = bodies.map((body, index) => ({
    id: `hook-${index}`,
    uses: "ensure-webhook",
    with: body,
  }));
  const manyReport = (change: string): RunReport => ({
    mode: "apply",
    ok: true,
    changes: 0,
    steps: bodies.map((_, index) => ({
      id: `hook-${index}`,
      uses: "ensure-webhook",
      status: "succeeded",
      change,
      summary: "",
      outputs: { "webhook-id": `whk_${index}` },
    })),
  });

  /** What reRunReport writes: annotations as {title, message}, log lines apart. */
  async function written(change: string, jobs: JobEvidence[]) {
    const annotations: { level: string; title: string; message: string }[] = [];
    const infos: string[] = [];
    const log = {
      info: (message: string) => infos.push(message),
      debug: () => {},
      warning: (message: string, place?: { title?: string }) =>
        annotations.push({ level: "warning", title: place?.title ?? "", message }),
      error: () => {},
      notice: (message: string, place?: { title?: string }) =>
        annotations.push({ level: "notice", title: place?.title ?? "", message }),
      group: async <T>(_name: string, fn: () => Promise<T>) => fn(),
      setFailed: () => {},
    };
    await reRunReport({
      world: { env: {}, readRunHistory: async () => ({ readable: true, jobs }) },
      log,
      token: "",
      userAgent: "test",
      steps,
      report: manyReport(change),
      run: { ...run, runAttempt: 3 },
      signal: new AbortController().signal,
    });
    return { annotations, infos };
  }

  it("shares a few annotations (GitHub keeps 10), each naming its keys, so a later attempt reads back every one", async () => {
    const keys = bodies.map((body, index) => createKey(run, `hook-${index}`, body));
    const found = await written("unchanged", [job(2), job(1, { pending: keys })]);
    expect(found.annotations.length).toBeLessThanOrEqual(2);
    expect(found.infos.filter((line) => line.includes("ended with the create of webhook"))).toHaveLength(
      many,
    );
    // Attempt 4 reads attempt 3's annotations back: every key is still known as found, so the walk
    // reaches attempt 1, whose post step reported each create in progress.
    const asGithub = found.annotations.map(({ title, message }) => ({ title, message }));
    const attempt3 = jobEvidence(
      { id: 3, name: "svc", run_attempt: 3, status: "completed", conclusion: "success", steps: [] },
      asGithub,
    );
    expect(attempt3.found).toEqual(keys);
    for (const key of keys)
      expect(verdictFor(key, [attempt3, job(2), job(1, { pending: keys })])).toEqual({
        kind: "lost",
        attempt: 1,
      });

    const created = await written("created", []);
    expect(created.annotations).toHaveLength(1);
    expect(created.annotations[0]?.title).toBe(reRunCreatedTitle);
    const createdEvidence = jobEvidence(
      { id: 3, name: "svc", run_attempt: 3, status: "completed", conclusion: "success", steps: [] },
      created.annotations.map(({ title, message }) => ({ title, message })),
    );
    expect(createdEvidence.created).toEqual(keys);
  });
});

describe("the run whose earlier attempts are read", () => {
  it("is the run identity's (its keys were derived from it), not the environment read a second time", async () => {
    const requests: { repository: string; runId: string; attempt: number }[] = [];
    const quiet = { info: () => {}, debug: () => {}, warning: () => {}, error: () => {}, notice: () => {} };
    await reRunReport({
      world: {
        env: { GITHUB_RUN_ID: "1111", GITHUB_REPOSITORY: "someone/else" },
        readRunHistory: async (request) => {
          requests.push(request);
          return { readable: true, jobs: [] };
        },
      },
      log: { ...quiet, group: async (_name, fn) => fn(), setFailed: () => {} },
      token: "",
      userAgent: "test",
      steps: planSteps,
      report: report("apply"),
      run,
      signal: new AbortController().signal,
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ repository: "acme/app", runId: "4242", attempt: 2 });
  });
});
