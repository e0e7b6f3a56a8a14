import { describe, expect, it } from "vitest";
import {
  detectRunIdentity,
  gitHubRunnerIdentity,
  RunIdentityError,
} from "../../../src/engine/plan-run/run-identity.js";

describe("detectRunIdentity", () => {
  it.each([
    [
      "GitHub Actions",
      {
        GITHUB_ACTIONS: "true",
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_RUN_ID: "42",
        GITHUB_RUN_ATTEMPT: "3",
        GITHUB_JOB: "deploy",
      },
      { repository: "acme/app", runId: "42", runAttempt: 3, job: "deploy" },
    ],
    [
      "GitLab CI (a retried job has a new CI_JOB_ID, the attempt marker)",
      {
        GITLAB_CI: "true",
        CI_PROJECT_PATH: "acme/app",
        CI_PIPELINE_ID: "1001",
        CI_JOB_ID: "555001",
        CI_JOB_NAME: "webhooks 1/2",
      },
      { repository: "acme/app", runId: "1001", runAttempt: 555001, job: "webhooks 1/2" },
    ],
    [
      "CircleCI (a rerun keeps the workspace id)",
      {
        CIRCLECI: "true",
        CIRCLE_PROJECT_USERNAME: "acme",
        CIRCLE_PROJECT_REPONAME: "app",
        CIRCLE_WORKFLOW_ID: "wf-rerun",
        CIRCLE_WORKFLOW_WORKSPACE_ID: "wf-original",
        CIRCLE_BUILD_NUM: "77",
        CIRCLE_JOB: "provision",
      },
      { repository: "acme/app", runId: "wf-original", runAttempt: 77, job: "provision" },
    ],
    [
      "Buildkite (retry count from 0, parallel jobs told apart)",
      {
        BUILDKITE: "true",
        BUILDKITE_ORGANIZATION_SLUG: "acme",
        BUILDKITE_PIPELINE_SLUG: "app",
        BUILDKITE_BUILD_ID: "0190-uuid",
        BUILDKITE_RETRY_COUNT: "2",
        BUILDKITE_STEP_KEY: "hooks",
        BUILDKITE_LABEL: ":hook: hooks",
        BUILDKITE_PARALLEL_JOB: "1",
        BUILDKITE_PARALLEL_JOB_COUNT: "3",
      },
      { repository: "acme/app", runId: "0190-uuid", runAttempt: 3, job: "hooks#1" },
    ],
    [
      "Azure Pipelines",
      {
        TF_BUILD: "True",
        SYSTEM_TEAMPROJECT: "Acme",
        BUILD_REPOSITORY_NAME: "app",
        BUILD_BUILDID: "314",
        SYSTEM_JOBATTEMPT: "2",
        SYSTEM_STAGENAME: "Deploy",
        SYSTEM_JOBNAME: "hooks",
      },
      { repository: "Acme/app", runId: "314", runAttempt: 2, job: "Deploy/hooks" },
    ],
    [
      "Jenkins (every rebuild is a new build number)",
      { JENKINS_URL: "https://ci.example.com/", JOB_NAME: "acme/app/main", BUILD_NUMBER: "88" },
      { repository: "acme/app/main", runId: "88", runAttempt: 1 },
    ],
  ])("reads %s", (_name, env, expected) => {
    expect(detectRunIdentity(env).run).toEqual(expected);
  });

  it("reads attempt counters as plain decimal numbers only (the package's one integer parser)", () => {
    const attempt = (value: string) =>
      detectRunIdentity(
        { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: "a/b", GITHUB_RUN_ID: "1", GITHUB_RUN_ATTEMPT: value },
        {},
      ).run.runAttempt;
    expect(attempt("2")).toBe(2);
    // Number() would take these as 1000, 16 and 2: a malformed variable means "first attempt".
    for (const odd of ["1e3", "0x10", " 2"]) expect(attempt(odd)).toBe(1);
  });

  it("prefers --run-id and --run-attempt over any CI", () => {
    const detected = detectRunIdentity(
      { GITHUB_ACTIONS: "true", GITHUB_RUN_ID: "1" },
      { runId: "nightly-7", runAttempt: "2" },
    );
    expect(detected).toMatchObject({ source: "flags", run: { runId: "nightly-7", runAttempt: 2 } });
    expect(detectRunIdentity({}, { runId: "x" }).run).toEqual({ runId: "x", runAttempt: 1 });
  });

  it.each([
    [{}, {}, /no run identity: not in a supported CI .*give --run-id/],
    [
      { GITLAB_CI: "true", CI_PROJECT_PATH: "a/b" },
      {},
      /GitLab CI detected but CI_PIPELINE_ID, CI_JOB_ID are not set/,
    ],
    [{}, { runAttempt: "2" }, /--run-attempt needs --run-id/],
    [{}, { runId: "has space" }, /--run-id must be/],
    [{}, { runId: "x", runAttempt: "0" }, /--run-attempt must be a whole number/],
    [
      { JENKINS_URL: "u", JOB_NAME: "a\u001b[31m", BUILD_NUMBER: "1" },
      {},
      /Jenkins repository is not printable/,
    ],
  ])("refuses %j %j with a clear error", (env, flags, message) => {
    expect(() => detectRunIdentity(env, flags)).toThrow(RunIdentityError);
    expect(() => detectRunIdentity(env, flags)).toThrow(message);
  });
});

describe("gitHubRunnerIdentity", () => {
  it("takes repository, run id, attempt and job from the runner", () => {
    expect(
      gitHubRunnerIdentity({
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_RUN_ID: "99",
        GITHUB_RUN_ATTEMPT: "3",
        GITHUB_JOB: "deploy",
      }),
    ).toEqual({ run: { repository: "acme/app", runId: "99", runAttempt: 3, job: "deploy" } });
  });

  it("outside a runner uses a random run id and says so", () => {
    const identity = gitHubRunnerIdentity({});
    expect(identity.run.runId).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(identity.run.runAttempt).toBe(1);
    expect(identity.warning).toContain("GITHUB_RUN_ID is not set");
  });
});
