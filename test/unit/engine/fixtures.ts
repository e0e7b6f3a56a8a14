import nock from "nock";
import { afterEach, beforeAll, expect } from "vitest";
import { type Client, createClient, waitNotices } from "../../../src/client/index.js";
import type { EngineContext, Mode, RunIdentity } from "../../../src/engine/engine-context.js";
import { type ParsedPlan, parsePlan } from "../../../src/engine/plan-parse.js";
import { runPlan } from "../../../src/engine/runner.js";
import type { SecretSinkHandlers } from "../../../src/engine/sinks/types.js";
import { stepDefinition } from "../../../src/engine/steps/index.js";
import * as wire from "../../support/wire.js";

export const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";
export const NOW = Date.parse("2026-03-01T12:00:00.000Z");
export const RUN: RunIdentity = { repository: "acme/app", runId: "4242", runAttempt: 1 };
export const URL_A = "https://hooks.example.com/svc";

export const revision = (n: number) => `whk1-${n.toString(16).padStart(64, "0")}`;
export const signingSecret = (n: number) => `whsec_v2_${`Secret${n}`.padEnd(43, "x")}`;
export const iso = (msAgo: number) => new Date(NOW - msAgo).toISOString();

/** Every test: no real network, and every interceptor was used. */
export function useApi(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending, "every interceptor was used").toEqual([]);
  });
}

export const api = () => nock(ORIGIN);

export function hook(
  id: string,
  attributes: Partial<{ url: string; actions: string[]; disabled: boolean; revision: string }> = {},
) {
  return wire.webhookResource(id, { url: URL_A, revision: revision(1), ...attributes });
}

export const single = (data: unknown) => wire.singleEnvelope(data);
export const page = (data: unknown[], nextCursor: string | null = null, limit = 100) =>
  wire.pageEnvelope(data, nextCursor, limit);
/** A v1 error envelope (`{ errors: [...] }`); the request id is `req-<status>`. */
export const errorBody = (status: number, code: string, detail: string) =>
  wire.errorEnvelope(status, code, detail, `req-${status}`);
export const strictHeaders = (rev: string) => ({
  etag: `"${rev}"`,
  "cache-control": "private, no-store, no-transform",
});
export const replayHeaders = (replayed: boolean, rev?: string) => ({
  "idempotency-replayed": String(replayed),
  "cache-control": rev ? "private, no-store, no-transform" : "private, no-store",
  ...(rev ? { etag: `"${rev}"` } : {}),
});

export function delivery(id: string, options: wire.DeliveryOptions = {}) {
  return wire.deliveryResource(id, { ...options, createdAt: options.createdAt ?? iso(60_000) });
}

export interface Harness {
  context: EngineContext;
  outputs: Map<string, string>;
  masked: string[];
  /** Log lines in order, including group markers. */
  logs: string[];
  /** mask / output / log events in order, to prove what happened first. */
  events: string[];
  sleeps: number[];
  /** The default client's waits (retries, 429s, pacing) and the notice lines the hosts print for them. */
  clientSleeps: number[];
  waitLines: string[];
  /** Every HTTP attempt the client made, as "METHOD /path" (from the client's debug log). */
  requests: string[];
  /** The requests that could change something (anything but GET). */
  mutations(): string[];
  now(): number;
}

export function harness(
  options: {
    mode?: Mode;
    run?: RunIdentity;
    sinks?: Partial<SecretSinkHandlers>;
    workingDirectory?: string;
    /** A client of its own (e.g. for an emulator); default a nock-backed client of ORIGIN. */
    client?: Client;
  } = {},
): Harness {
  const outputs = new Map<string, string>();
  const masked: string[] = [];
  const logs: string[] = [];
  const sleeps: number[] = [];
  const clientSleeps: number[] = [];
  const waitLines: string[] = [];
  const events: string[] = [];
  let now = NOW;
  const requests: string[] = [];
  const logger = {
    debug: (line: string) => {
      const match = /^svc-ci http (\S+) (\S+) /.exec(line);
      if (match) requests.push(`${match[1]} ${match[2]}`);
    },
  };
  const client =
    options.client ??
    createClient({
      token: TOKEN,
      sleep: async (ms) => {
        clientSleeps.push(ms);
      },
      random: () => 0,
      logger,
      events: waitNotices((line) => waitLines.push(line)),
    });
  const context: EngineContext = {
    client,
    run: options.run ?? RUN,
    mode: options.mode ?? "apply",
    outputs: {
      set: (name, value) => {
        events.push(`output ${name}=${value}`);
        outputs.set(name, value);
      },
    },
    secrets: {
      mask: (secret) => {
        events.push(`mask ${secret}`);
        masked.push(secret);
      },
    },
    logger: {
      info: (message) => {
        logs.push(message);
        events.push(`log ${message}`);
      },
      warning: (message) => {
        logs.push(`warning: ${message}`);
        events.push(`log ${message}`);
      },
      debug: (message) => {
        logs.push(`debug: ${message}`);
        events.push(`log ${message}`);
      },
      group: async (name, fn) => {
        logs.push(`group: ${name}`);
        try {
          return await fn();
        } finally {
          logs.push("endgroup");
        }
      },
    },
    clock: {
      now: () => now,
      sleep: async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    },
    ...(options.sinks ? { sinks: options.sinks } : {}),
    ...(options.workingDirectory ? { workingDirectory: options.workingDirectory } : {}),
  };
  return {
    context,
    outputs,
    masked,
    logs,
    events,
    sleeps,
    clientSleeps,
    waitLines,
    requests,
    mutations: () => requests.filter((request) => !request.startsWith("GET ")),
    now: () => now,
  };
}

export function plan(yaml: string): ParsedPlan["plan"] {
  return parsePlan(yaml).plan;
}

/** Runs the plan; every output a step published must be one its definition lists. */
export async function run(yaml: string, h: Harness) {
  const parsed = plan(yaml);
  const report = await runPlan(parsed, h.context);
  expect(undeclaredOutputs(parsed, [...h.outputs.keys()])).toEqual([]);
  return report;
}

/**
 * Published outputs (`<step-id>-<name>`) that the publishing step's definition does not list in
 * its `outputs`, each with the file that declares them.
 */
function undeclaredOutputs(parsed: ParsedPlan["plan"], published: string[]): string[] {
  return published.flatMap((name) => {
    // The longest id that prefixes the name: ids `a` and `a-b` both prefix `a-b-change`.
    const step = parsed.steps
      .filter((candidate) => name.startsWith(`${candidate.id}-`))
      .sort((a, b) => b.id.length - a.id.length)[0];
    const output = step ? name.slice(step.id.length + 1) : name;
    const definition = step ? stepDefinition(step.uses) : undefined;
    if (definition?.outputs.includes(output)) return [];
    return [`${name}: add "${output}" to outputs in src/engine/steps/${step?.uses ?? "<step>"}.ts`];
  });
}
