/**
 * A re-run attempt after a killed job on a self-hosted runner (the workspace kept): the killed
 * attempt's post step names the secrets its steps had stored (from the run journal, with their
 * fingerprints); the re-run attempt, whatever stops it, reports them: a file of this run is
 * recognised as its own (which attempt, which step, which webhook, what to do), a secret that went
 * only to the killed attempt's masked output names its webhook, a create left in progress its URL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import nock from "nock";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { post } from "../../../src/action/post-step.js";
import {
  type GithubAnnotation,
  jobEvidence,
  type RunHistory,
  storedRevealTitle,
} from "../../../src/action/rerun-evidence.js";
import { stoppedReRunReport } from "../../../src/action/rerun-stopped.js";
import { journalState, mainEndedState } from "../../../src/action/run-journal.js";
import { createKey, openFileJournal } from "../../../src/engine/index.js";
import { secretFingerprint } from "../../../src/engine/sinks/fingerprint.js";
import { annotationsOf } from "../../support/github-runs.js";
import { mainWrites } from "../../support/post-step.js";
import { runActionInProcess } from "../../support/runner-env.js";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-rerun-stopped-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  nock.cleanAll();
});

const secret = (letter: string) => `whsec_v2_${letter.repeat(43)}`;
const identity = { repository: "acme/app", runId: "4242", runAttempt: 1, job: "svc" };
const url = "https://hooks.example.com/made";
const createdKey = createKey(identity, "made", { url, actions: ["task_created"] });

/** Attempt 1's journal as a killed main step left it: a rotation stored in a file, a create in its output. */
async function killedAttemptJournal(file: string): Promise<string> {
  const journal = await openFileJournal(join(dir, "runner-temp"), identity);
  const at = new Date(0).toISOString();
  await journal.write({
    v: 1,
    step: "rotate",
    op: "rotate",
    key: "k",
    webhookId: "whk_rotated",
    sink: "file",
    target: file,
    state: "stored",
    fingerprint: secretFingerprint(secret("r")),
    at,
  });
  await journal.write({
    v: 1,
    step: "made",
    op: "create",
    key: createdKey,
    sink: "output",
    state: "stored",
    fingerprint: secretFingerprint(secret("m")),
    at,
  });
  return journal.location;
}

/** The killed attempt's post step: its notices, as GitHub keeps them (title and message). */
async function postAnnotations(location: string, ended: boolean): Promise<GithubAnnotation[]> {
  const state = { [journalState]: location, ...(ended ? { [mainEndedState]: "true" } : {}) };
  const result = await runActionInProcess(post, { state, fileCommands: false });
  return annotationsOf(result.stdout).filter((annotation) => annotation.annotation_level === "notice");
}

const attempt1 = (annotations: GithubAnnotation[]) =>
  jobEvidence(
    { id: 1, name: "svc", run_attempt: 1, status: "completed", conclusion: "cancelled", steps: [] },
    annotations,
  );

const plan = (file: string) =>
  `steps:\n  - id: made\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n  - id: rotate\n    uses: rotate-secret\n    with: { webhook-id: whk_rotated, secret-sink: { type: file, path: ${file} } }\n`;

describe("the killed attempt's post step", () => {
  it("names the secrets its steps had stored, with their fingerprints, only when the main step did not end", async () => {
    const file = join(dir, "hook.secret");
    const location = await killedAttemptJournal(file);
    const annotations = await postAnnotations(location, false);
    expect(annotations).toHaveLength(1);
    expect(annotations[0]?.title).toBe(storedRevealTitle);
    expect(annotations[0]?.message).not.toContain(secret("r"));
    expect(attempt1(annotations).stored).toEqual([
      { step: "made", sink: "output", fingerprint: secretFingerprint(secret("m")), key: createdKey },
      {
        step: "rotate",
        sink: "file",
        fingerprint: secretFingerprint(secret("r")),
        file,
        webhookId: "whk_rotated",
      },
    ]);
    expect(await postAnnotations(location, true)).toEqual([]);
  });
});

describe("the killed attempt's post step, for a file the journal names no path of", () => {
  it("takes the file from the record of the files the main step wrote, by the secret's fingerprint", async () => {
    const file = join(dir, "hook.secret");
    const state = await mainWrites(dir, [file], secret("r"));
    const journal = await openFileJournal(join(dir, "runner-temp"), identity);
    await journal.write({
      v: 1,
      step: "rotate",
      op: "rotate",
      key: "k",
      webhookId: "whk_rotated",
      sink: "file",
      state: "stored",
      fingerprint: secretFingerprint(secret("r")),
      at: new Date(0).toISOString(),
    });
    const result = await runActionInProcess(post, {
      state: { ...state, [journalState]: journal.location },
      env: { RUNNER_TEMP: dirname(state.secretFileRecord as string) },
      fileCommands: false,
    });
    expect(result.stdout).toContain(`in the file ${JSON.stringify(file)}`);
  });
});

describe("a re-run attempt that stopped before its steps ran", () => {
  const report = async (history: RunHistory, workspace: string) => {
    const warnings: string[] = [];
    const log = {
      info: () => {},
      debug: () => {},
      notice: () => {},
      error: () => {},
      warning: (message: string) => warnings.push(message),
      group: async <T>(_name: string, fn: () => Promise<T>) => fn(),
      setFailed: () => {},
    };
    await stoppedReRunReport({
      world: { env: {}, readRunHistory: async () => history },
      log,
      token: "",
      userAgent: "test",
      steps: [
        { id: "made", uses: "ensure-webhook", with: { url, actions: ["task_created"] } },
        {
          id: "rotate",
          uses: "rotate-secret",
          with: { "webhook-id": "whk_rotated", "secret-sink": { type: "file", path: "hook.secret" } },
        },
      ],
      run: { ...identity, runAttempt: 2 },
      workspace,
      signal: new AbortController().signal,
    });
    return warnings.join("\n");
  };

  it("recognises the file the killed attempt wrote as this run's own, and names the output-only secret's webhook", async () => {
    const file = join(dir, "hook.secret");
    writeFileSync(file, `${secret("r")}\n`);
    const evidence = attempt1(await postAnnotations(await killedAttemptJournal(file), false));
    const said = await report({ readable: true, jobs: [evidence] }, dir);
    expect(said).toContain("this is attempt 2 of the workflow run and it stopped before its steps ran");
    expect(said).toContain(
      `${file} (step "rotate") is this run's own: attempt 1, which was killed, stored the signing secret of webhook whk_rotated in it`,
    );
    expect(said).toContain(`then remove ${file} and re-run`);
    expect(said).toContain(
      `stored the signing secret of the webhook at ${url} (step "made", fingerprint ${secretFingerprint(secret("m"))}) only in its masked step output`,
    );
  });

  it("names the webhook of a file whose journal record was not yet stored, from the rotation left in progress", async () => {
    const file = join(dir, "hook.secret");
    writeFileSync(file, `${secret("r")}\n`);
    const evidence = attempt1([
      {
        title: storedRevealTitle,
        message: `the run ended before its steps did: a step stored the signing secret (fingerprint ${secretFingerprint(secret("r"))}) in the file ${JSON.stringify(file)}`,
      },
      {
        title: "svc-ci: secret reveal pending",
        message:
          'step "rotate": the run ended while the rotation of the signing secret of webhook whk_rotated was in progress, so',
      },
    ]);
    expect(evidence.pendingRotations).toEqual([{ step: "rotate", webhookId: "whk_rotated" }]);
    const said = await report({ readable: true, jobs: [evidence] }, dir);
    expect(said).toContain(
      `${file} (step "rotate") is this run's own: attempt 1, which was killed, stored the signing secret of webhook whk_rotated in it`,
    );
  });

  it("does not take a file with another secret for the run's own", async () => {
    const file = join(dir, "hook.secret");
    writeFileSync(file, `${secret("x")}\n`);
    const evidence = attempt1(await postAnnotations(await killedAttemptJournal(file), false));
    const said = await report({ readable: true, jobs: [evidence] }, dir);
    expect(said).toContain(`${file} (step "rotate") is not a file this run wrote`);
    expect(said).not.toContain("is this run's own");
  });

  it("names a create an earlier attempt left in progress by its step and URL", async () => {
    const pending = { ...attempt1([]), pending: [createdKey] };
    const said = await report({ readable: true, jobs: [pending] }, dir);
    expect(said).toContain(
      `step "made": attempt 1 ended with the create of the webhook at ${url} in progress (its post step reported it)`,
    );
  });

  it("says so when the earlier attempts cannot be read", async () => {
    const said = await report({ readable: false, reason: "no token" }, dir);
    expect(said).toContain("could not be read from GitHub (no token)");
  });
});

describe("the Action's re-run attempt refused as an invalid plan", () => {
  it("still reports the earlier attempt's evidence: the file in its way is this run's own", async () => {
    const workspace = join(dir, "workspace");
    const file = join(workspace, "hook.secret");
    mkdirSync(workspace);
    writeFileSync(file, `${secret("r")}\n`);
    const annotations = await postAnnotations(await killedAttemptJournal(file), false);
    const result = await runActionInProcess(run, {
      workspace,
      inputs: {
        token: `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}`,
        plan: plan("hook.secret"),
      },
      env: { GITHUB_RUN_ID: "4242", GITHUB_RUN_ATTEMPT: "2", GITHUB_JOB: "svc" },
      world: { readRunHistory: async () => ({ readable: true, jobs: [attempt1(annotations)] }) },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("already exists; the file sink never overwrites");
    expect(result.stdout).toContain(`${file} (step "rotate") is this run's own: attempt 1, which was killed`);
    expect(result.stdout).toContain(`the webhook at ${url} (step "made"`);
  });
});
