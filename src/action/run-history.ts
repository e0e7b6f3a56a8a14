/**
 * What GitHub knows of this workflow run's earlier attempts, read with the rerun-token (the job's
 * GITHUB_TOKEN by default; it needs `actions: read` for the jobs and `checks: read` for their
 * annotations). Loaded only on a re-run attempt that found a webhook, through @actions/github
 * (Octokit) like the github-secret sink. A bounded number of requests, no waiting on rate limits
 * and one deadline for all of them: this is advice about an earlier attempt, never a reason to hold
 * up or fail the job, so every problem becomes a reason the warning names.
 */
import { getOctokit } from "@actions/github";
import { type Dispatcher, EnvHttpProxyAgent, fetch as undiciFetch } from "undici";
import { proxySettings } from "../transport/agents.js";
import { failureOf, isRequestError } from "./github-api-errors.js";
import { rateLimitWait } from "./github-rate-limit.js";
import {
  earlierJobs,
  type GithubAnnotation,
  type GithubJob,
  jobEvidence,
  maxListedJobs,
  type RunHistory,
  type RunHistoryRequest,
} from "./rerun-evidence.js";

/** At most this many requests: three pages of jobs (300), then one page of annotations per earlier job. */
export const maxHistoryRequests = 12;
const pageSize = 100;
const maxJobPages = maxListedJobs / pageSize;
/** All requests together; the Action's run is done by then, so this is all it adds. */
export const historyDeadlineMs = 20_000;
const apiVersion = "2022-11-28";

const permissionsHint =
  "Give the job `permissions: { actions: read, checks: read }` (with contents: read, etc.) so the next re-run can tell, or pass a token that may read them as rerun-token";

type Octokit = ReturnType<typeof getOctokit>;

/** Thrown when the request budget is spent. */
class BudgetSpent extends Error {}

function githubClient(request: RunHistoryRequest): Octokit {
  const settings = proxySettings(request.proxyEnv);
  const dispatcher: Dispatcher | undefined = settings
    ? new EnvHttpProxyAgent({
        ...(settings.HTTP_PROXY ? { httpProxy: settings.HTTP_PROXY } : {}),
        ...(settings.HTTPS_PROXY ? { httpsProxy: settings.HTTPS_PROXY } : {}),
        ...(settings.NO_PROXY ? { noProxy: settings.NO_PROXY } : {}),
      })
    : undefined;
  const fetch = ((url: string, init: Parameters<typeof undiciFetch>[1]) =>
    undiciFetch(url, {
      ...init,
      ...(dispatcher ? { dispatcher } : {}),
    })) as unknown as typeof globalThis.fetch;
  return getOctokit(request.token, {
    baseUrl: request.apiUrl.replace(/\/+$/, ""),
    userAgent: request.userAgent,
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
    request: { fetch },
  });
}

export async function readRunHistory(
  request: RunHistoryRequest,
  deadlineMs = historyDeadlineMs,
): Promise<RunHistory> {
  if (!request.token)
    return { readable: false, reason: "the rerun-token input is empty", hint: permissionsHint };
  const run = runOf(request);
  if (!run) return { readable: false, reason: "GITHUB_REPOSITORY or GITHUB_RUN_ID is not set" };
  const signal = AbortSignal.any([
    AbortSignal.timeout(deadlineMs),
    ...(request.signal ? [request.signal] : []),
  ]);
  const reader = historyReader(githubClient(request), run, signal);
  try {
    const { jobs, unlisted } = await listJobs(reader.jobsPage);
    const evidence = [];
    for (const job of earlierJobs(jobs, request.attempt, request.runnerName)) {
      evidence.push(jobEvidence(job, await reader.annotations(job)));
    }
    return { readable: true, jobs: evidence, ...(unlisted ? { unlisted } : {}) };
  } catch (error) {
    return unreadable(error, request.token, deadlineMs);
  }
}

interface RunRef {
  owner: string;
  repo: string;
  run_id: number;
}

/** The run the Action is part of (GITHUB_REPOSITORY, GITHUB_RUN_ID), when both are set and well formed. */
function runOf(request: RunHistoryRequest): RunRef | undefined {
  const [owner = "", repo = ""] = request.repository.split("/");
  if (!owner || !repo || !/^[0-9]{1,20}$/.test(request.runId)) return undefined;
  return { owner, repo, run_id: Number(request.runId) };
}

/**
 * The two reads, together within maxHistoryRequests and the one deadline of `signal`. A job whose
 * annotations the budget no longer covers gets undefined (its evidence says it was not read).
 */
function historyReader(octokit: Octokit, run: RunRef, signal: AbortSignal) {
  let spent = 0;
  const call = async <T>(send: () => Promise<T>) => {
    if (spent >= maxHistoryRequests) throw new BudgetSpent();
    spent += 1;
    return send();
  };
  const options = { headers: { "x-github-api-version": apiVersion }, request: { signal } };
  return {
    jobsPage: (page: number) =>
      call(() =>
        octokit.rest.actions.listJobsForWorkflowRun({
          ...run,
          filter: "all",
          per_page: pageSize,
          page,
          ...options,
        }),
      ),
    annotations: (job: GithubJob): Promise<GithubAnnotation[] | undefined> =>
      call(() =>
        octokit.rest.checks.listAnnotations({
          owner: run.owner,
          repo: run.repo,
          check_run_id: checkRunId(job),
          per_page: pageSize,
          ...options,
        }),
      ).then(
        (response) => response.data as GithubAnnotation[],
        (error: unknown) => {
          if (error instanceof BudgetSpent) return undefined;
          throw error;
        },
      ),
  };
}

/** The run's jobs, at most maxJobPages pages of them; `unlisted` when the run has more. */
async function listJobs(
  page: (n: number) => Promise<{ data: { total_count: number; jobs: unknown[] } }>,
): Promise<{ jobs: GithubJob[]; unlisted: boolean }> {
  const jobs: GithubJob[] = [];
  for (let n = 1; n <= maxJobPages; n += 1) {
    const { data } = await page(n);
    jobs.push(...(data.jobs as GithubJob[]));
    if (data.jobs.length < pageSize || jobs.length >= data.total_count) return { jobs, unlisted: false };
  }
  return { jobs, unlisted: true };
}

/** The job's check run (a workflow job is a check run; its URL names it). */
function checkRunId(job: GithubJob): number {
  const fromUrl = /\/check-runs\/([0-9]+)$/.exec(job.check_run_url ?? "")?.[1];
  return fromUrl ? Number(fromUrl) : job.id;
}

/** Why the history could not be read, in words for the warning (no secret: GitHub's text is redacted). */
function unreadable(error: unknown, token: string, deadlineMs: number): RunHistory {
  if (error instanceof BudgetSpent)
    return { readable: false, reason: `more than ${maxHistoryRequests} requests were needed` };
  const detail = isRequestError(error) ? failureOf(error, undefined, [token]).detail : String(error);
  if (/aborted due to timeout|TimeoutError/i.test(detail))
    return { readable: false, reason: `GitHub's API did not answer within ${deadlineMs / 1000} s` };
  if (!isRequestError(error) || !error.response)
    return {
      readable: false,
      reason: `GitHub's API could not be reached (${isRequestError(error) ? detail : "network error"})`,
    };
  const failure = failureOf(error, undefined, [token]);
  const answer = `HTTP ${failure.status}, x-github-request-id ${failure.requestId ?? "none"}`;
  if (rateLimitWait({ status: error.status, message: failure.detail, response: error.response }, Date.now()))
    return {
      readable: false,
      reason: `GitHub's API rate limit was reached (${answer}); nothing was waited for`,
    };
  if (failure.status === 401)
    return { readable: false, reason: `GitHub refused the rerun-token (${answer})` };
  if (failure.status === 403 || failure.status === 404)
    return {
      readable: false,
      reason: `the rerun-token may not read this run's jobs and annotations (${answer}: ${failure.detail})`,
      hint: permissionsHint,
    };
  return { readable: false, reason: `GitHub's API answered ${answer}: ${failure.detail}` };
}
