/**
 * Runs a plan through the engine in this process against an in-process emulator, capturing every
 * stream the engine writes (log lines, warnings, the client's debug lines, outputs, the report and
 * its JUnit XML), for the reliability suites. Retry pauses are instant (the injected `sleep`
 * records them) and the per-attempt timeout is short, so hundreds of runs take seconds.
 */
import type { ClientOptions } from "../../src/client/index.js";
import type { EngineContext, Mode, RunIdentity } from "../../src/engine/engine-context.js";
import { describeError } from "../../src/engine/errors.js";
import { type ParsedPlan, parsePlan } from "../../src/engine/plan-parse.js";
import { failureMessage, type RunReport } from "../../src/engine/report.js";
import { renderJunit } from "../../src/engine/report-junit.js";
import { runPlan } from "../../src/engine/runner.js";
import type { TestEmulator } from "./emulator.js";

export interface EngineRun {
  report: RunReport | undefined;
  /** What the Action would pass to setFailed (names the step), or the thrown error's description. */
  failure: string | undefined;
  thrown: unknown;
  /** Every log, warning and debug line, in order. */
  lines: string[];
  outputs: Map<string, string>;
  masked: string[];
  /** Retry and poll pauses the client asked for, in ms. */
  sleeps: number[];
  junit: string;
}

export interface EngineRunOptions {
  run?: RunIdentity;
  mode?: Mode;
  credential?: string;
  /** Client options (defaults: instant retry pauses, jitter 0, 250 ms per attempt). */
  client?: Omit<ClientOptions, "token" | "baseUrl">;
  workingDirectory?: string;
  /** The API base URL, when not the emulator's own (e.g. a proxy in front of it). */
  baseUrl?: string;
  /** The run journal (docs/plan.md "Crash safety"); none by default. */
  journal?: EngineContext["journal"];
  /** Steps at once (default: the engine's). */
  concurrency?: number;
  /** Told after every change of a step's state. */
  onProgress?: EngineContext["onProgress"];
}

function planOf(yaml: string): ParsedPlan["plan"] {
  return parsePlan(yaml).plan;
}

export async function runEngine(
  emulator: TestEmulator,
  plan: string | ParsedPlan["plan"],
  options: EngineRunOptions = {},
): Promise<EngineRun> {
  const lines: string[] = [];
  const outputs = new Map<string, string>();
  const masked: string[] = [];
  const sleeps: number[] = [];
  const client = emulator.client(options.credential ?? "admin", {
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0,
    timeoutMs: 250,
    logger: { debug: (line) => lines.push(`debug ${line}`) },
    ...options.client,
    // emulator.client's options leave baseUrl out; a proxy in front of the emulator overrides it.
    ...((options.baseUrl ? { baseUrl: options.baseUrl } : {}) as object),
  });
  const context: EngineContext = {
    client,
    run: options.run ?? { repository: "acme/app", runId: "1", runAttempt: 1 },
    mode: options.mode ?? "apply",
    outputs: { set: (name, value) => outputs.set(name, value) },
    secrets: { mask: (secret) => masked.push(secret) },
    logger: {
      info: (message) => lines.push(`info ${message}`),
      warning: (message) => lines.push(`warning ${message}`),
      debug: (message) => lines.push(`debug ${message}`),
      group: async (name, fn) => {
        lines.push(`group ${name}`);
        try {
          return await fn();
        } finally {
          lines.push("endgroup");
        }
      },
    },
    // Polls really wait (briefly), so deliveries progress; the clock is the real one.
    clock: {
      now: () => Date.now(),
      sleep: (ms) => new Promise((done) => setTimeout(done, Math.min(ms, 10))),
    },
    ...(options.workingDirectory ? { workingDirectory: options.workingDirectory } : {}),
    ...(options.journal ? { journal: options.journal } : {}),
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    // A rehearsal against a local emulator (h8-sec's destination policy then leaves loopback
    // receivers to the emulator's own flag); spread, so it type-checks before that field exists.
    ...({ rehearsal: true } as object),
  };
  let report: RunReport | undefined;
  let thrown: unknown;
  try {
    report = await runPlan(typeof plan === "string" ? planOf(plan) : plan, context);
  } catch (error) {
    thrown = error;
  }
  const failure = report ? failureMessage(report) : thrown === undefined ? undefined : describeError(thrown);
  const junit = renderJunit(report, failure === undefined ? {} : { failure });
  return { report, failure, thrown, lines, outputs, masked, sleeps, junit };
}

/** The streams a leak scan reads, minus the chosen sink (pass its output names in `sinkOutputs`). */
export function engineStreams(result: EngineRun, sinkOutputs: readonly string[] = []) {
  const outputs = [...result.outputs].filter(([name]) => !sinkOutputs.includes(name));
  return {
    log: result.lines.join("\n"),
    outputs: outputs.map(([name, value]) => `${name}=${value}`).join("\n"),
    report: JSON.stringify(result.report),
    failure: result.failure,
    thrown: result.thrown === undefined ? undefined : String((result.thrown as Error).stack ?? result.thrown),
    junit: result.junit,
  };
}
