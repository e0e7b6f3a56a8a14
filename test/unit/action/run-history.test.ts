/**
 * Reading the run's earlier attempts from GitHub (nock): the jobs of every attempt in one list,
 * this job told apart by its runner, one page of annotations per earlier job; a bounded number of
 * requests, no wait on a rate limit, and every problem a reason for the warning, never a failure.
 */
import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { RunHistoryRequest } from "../../../src/action/rerun-evidence.js";
import { pendingRevealTitle } from "../../../src/action/rerun-evidence.js";
import { maxHistoryRequests, readRunHistory } from "../../../src/action/run-history.js";

const TOKEN = "ghs_jobtoken0123456789abcdefghijklmnopqrst";
const KEY = `svc-ci-create-${"cd".repeat(32)}`;
const API = "https://api.github.com";
const JOBS = "/repos/acme/app/actions/runs/4242/jobs";

const request = (over: Partial<RunHistoryRequest> = {}): RunHistoryRequest => ({
  token: TOKEN,
  apiUrl: API,
  repository: "acme/app",
  runId: "4242",
  attempt: 2,
  runnerName: "runner-7",
  userAgent: "svc-ci-action/test",
  proxyEnv: {},
  ...over,
});

const job = (id: number, attempt: number, over: Record<string, unknown> = {}) => ({
  id,
  run_attempt: attempt,
  name: "svc",
  status: "completed",
  conclusion: "failure",
  runner_name: `runner-${id}`,
  check_run_url: `${API}/repos/acme/app/check-runs/${id}`,
  steps: [{ status: "completed" }],
  ...over,
});
const current = job(20, 2, { status: "in_progress", conclusion: null, runner_name: "runner-7" });

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  const pending = nock.pendingMocks();
  nock.cleanAll();
  expect(pending).toEqual([]);
});

describe("the run's earlier attempts, from GitHub", () => {
  it("reads this job's earlier runs and their annotations with the token, nothing else", async () => {
    nock(API)
      .get(JOBS)
      .query({ filter: "all", per_page: "100", page: "1" })
      .matchHeader("authorization", `token ${TOKEN}`)
      .matchHeader("x-github-api-version", "2022-11-28")
      .reply(200, { total_count: 3, jobs: [current, job(10, 1), job(11, 1, { name: "lint" })] })
      .get("/repos/acme/app/check-runs/10/annotations")
      .query({ per_page: "100" })
      .reply(200, [
        { title: pendingRevealTitle, message: `step "hook": the run ended ... (create key ${KEY}), so` },
      ]);
    expect(await readRunHistory(request())).toEqual({
      readable: true,
      jobs: [
        {
          attempt: 1,
          read: true,
          finished: true,
          succeeded: false,
          pending: [KEY],
          found: [],
          created: [],
          stored: [],
          pendingRotations: [],
        },
      ],
    });
  });

  it("asks the GHES API at GITHUB_API_URL", async () => {
    nock("https://ghe.example.com")
      .get(`/api/v3${JOBS}`)
      .query(true)
      .reply(200, { total_count: 1, jobs: [current] });
    expect(await readRunHistory(request({ apiUrl: "https://ghe.example.com/api/v3/" }))).toEqual({
      readable: true,
      jobs: [],
    });
  });

  it("stays within its request budget: later pages and older attempts are left unread", async () => {
    const earlier = Array.from({ length: 20 }, (_, index) => job(100 + index, 1 + (index % 15), {}));
    const all = [job(20, 16, { status: "in_progress", runner_name: "runner-7" }), ...earlier];
    const scope = nock(API);
    scope
      .get(JOBS)
      .query(true)
      .times(3)
      .reply(200, { total_count: 500, jobs: [...all, ...Array(79).fill(job(1, 1, { name: "other" }))] });
    scope
      .get(/\/repos\/acme\/app\/check-runs\/[0-9]+\/annotations/)
      .query(true)
      .times(maxHistoryRequests - 3)
      .reply(200, []);
    const history = await readRunHistory(request({ attempt: 16 }));
    expect(history.readable, JSON.stringify(history)).toBe(true);
    if (!history.readable) return;
    // 300 of the run's 500 jobs were listed: the rest are said to be unlisted.
    expect(history.unlisted).toBe(true);
    expect(history.jobs.filter((evidence) => evidence.read)).toHaveLength(maxHistoryRequests - 3);
    expect(history.jobs.filter((evidence) => !evidence.read).length).toBeGreaterThan(0);
    // The newest attempts are read first.
    const read = history.jobs.filter((evidence) => evidence.read).map((evidence) => evidence.attempt);
    expect(Math.min(...read)).toBeGreaterThan(
      Math.max(...history.jobs.filter((evidence) => !evidence.read).map((evidence) => evidence.attempt)) - 1,
    );
  });

  it.each([
    [
      403,
      { message: "Resource not accessible by integration" },
      {},
      /may not read this run's jobs and annotations \(HTTP 403/,
    ],
    [404, { message: "Not Found" }, {}, /may not read this run's jobs and annotations \(HTTP 404/],
    [401, { message: "Bad credentials" }, {}, /GitHub refused the rerun-token \(HTTP 401/],
    [
      403,
      { message: "API rate limit exceeded" },
      { "x-ratelimit-remaining": "0", "x-ratelimit-reset": String(Math.floor(Date.now() / 1000) + 3600) },
      /rate limit was reached \(HTTP 403.*nothing was waited for/,
    ],
    [429, { message: "slow down" }, { "retry-after": "600" }, /rate limit was reached \(HTTP 429/],
    [502, { message: "Bad gateway" }, {}, /answered HTTP 502/],
  ])("HTTP %i: no history, and the reason says why", async (status, body, headers, reason) => {
    nock(API)
      .get(JOBS)
      .query(true)
      .reply(status, body, { "x-github-request-id": "ABCD:1234", ...headers });
    const history = await readRunHistory(request());
    expect(history.readable).toBe(false);
    if (history.readable) return;
    expect(history.reason).toMatch(reason);
    expect(history.reason).toContain("x-github-request-id ABCD:1234");
  });

  it("says how to grant the permissions when the token may not read them", async () => {
    nock(API).get(JOBS).query(true).reply(403, { message: "Resource not accessible by integration" });
    const history = await readRunHistory(request());
    expect(history).toMatchObject({
      readable: false,
      hint: expect.stringContaining("permissions: { actions: read, checks: read }"),
    });
  });

  it("never echoes the token GitHub's answer carries", async () => {
    nock(API)
      .get(JOBS)
      .query(true)
      .reply(403, { message: `token ${TOKEN} may not do this` });
    const history = await readRunHistory(request());
    expect(JSON.stringify(history)).not.toContain(TOKEN);
  });

  it("is unreadable without a token, without asking", async () => {
    expect(await readRunHistory(request({ token: "" }))).toMatchObject({
      readable: false,
      reason: "the rerun-token input is empty",
    });
  });

  /** A loopback GitHub that never answers, or drops each connection. */
  async function loopbackGithub(onRequest: (socket: Socket) => void) {
    const server = createServer((req) => onRequest(req.socket));
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    nock.enableNetConnect("127.0.0.1");
    return {
      apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      close: () => {
        nock.disableNetConnect();
        server.closeAllConnections();
        server.close();
      },
    };
  }

  it("gives up at its deadline: a GitHub that never answers holds up nothing for long", async () => {
    const github = await loopbackGithub(() => {});
    try {
      const history = await readRunHistory(request({ apiUrl: github.apiUrl }), 200);
      expect(history).toEqual({ readable: false, reason: "GitHub's API did not answer within 0.2 s" });
    } finally {
      github.close();
    }
  });

  it("says a network error is one, at once", async () => {
    const github = await loopbackGithub((socket) => socket.destroy());
    try {
      const history = await readRunHistory(request({ apiUrl: github.apiUrl }), 60_000);
      expect(history).toMatchObject({
        readable: false,
        reason: expect.stringContaining("could not be reached"),
      });
    } finally {
      github.close();
    }
  });

  it("refuses a run id or repository it cannot name, without asking", async () => {
    expect(await readRunHistory(request({ runId: "../x" }))).toMatchObject({ readable: false });
    expect(await readRunHistory(request({ repository: "" }))).toMatchObject({ readable: false });
  });
});
