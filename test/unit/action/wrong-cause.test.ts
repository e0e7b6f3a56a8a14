/**
 * The Action names the real cause and the way out in its own words (its inputs, never svc's flags
 * or variables): a wrong port, TLS against a plain server, the legacy API's address, a token the
 * service does not know, a wrong path prefix, a misspelt `with` key, a plan over the step limit, a
 * receiver answering 401 and a receiver host that does not resolve. In process, on a simulated
 * runner (test/support/runner-env.ts), against the emulator (test/support/wrong-cause.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { maxPlanSteps } from "../../../src/engine/plan-schema.js";
import { runActionInProcess } from "../../support/runner-env.js";
import {
  closedPort,
  deliveryPlan,
  misspeltPlan,
  oversizedPlan,
  readingPlan,
  type Stage,
  startStage,
  UNRESOLVABLE,
} from "../../support/wrong-cause.js";

let stage: Stage;
let token: string;

beforeAll(async () => {
  stage = await startStage();
  token = stage.emulator.credential("admin").token;
});
afterAll(() => stage?.close());

/** The Action's run; its `::error::` line (the failure), checked to speak of no flag or variable. */
async function action(inputs: Record<string, string>, env: Record<string, string> = {}) {
  const result = await runActionInProcess(run, {
    inputs: { token, "base-url": stage.emulator.baseUrl, retries: "0", ...inputs },
    env,
    fileCommands: false,
  });
  const error = result.stdout.split("\n").find((line) => line.startsWith("::error")) ?? "";
  expect(error).not.toMatch(/--[a-z]|SVC_/);
  return { ...result, error };
}

describe("the Action names the real cause of a failed connection, and its base-url input", () => {
  it("a wrong port: nothing answers at that address; check the base-url input", async () => {
    const port = await closedPort();
    const result = await action({
      plan: readingPlan,
      "base-url": `http://127.0.0.1:${port}/v1`,
      mode: "plan",
    });
    expect(result.code).toBe(1);
    expect(result.error).toMatch(
      new RegExp(
        `nothing answers at 127\\.0\\.0\\.1:${port} \\(connect ECONNREFUSED [^)]+\\) \\(network_error\\): check the host and port of the base-url input`,
      ),
    );
  });

  it("https:// against a plain http server: it does not speak TLS there; check the scheme", async () => {
    const base = stage.emulator.baseUrl.replace("http:", "https:");
    const result = await action({ plan: readingPlan, "base-url": base, mode: "plan" });
    expect(result.error).toMatch(/does not speak TLS there.*: check the scheme of the base-url input/);
  });

  it("the legacy API's address: refused before any call, naming the input and the v1 address", async () => {
    const result = await action({
      plan: readingPlan,
      "base-url": stage.emulator.legacyBaseUrl,
      mode: "plan",
    });
    expect(result.error).toMatch(
      /::error::input base-url: baseUrl ends in \/legacy, the address of the legacy v0 API .*give the address that ends in \/v1/,
    );
    expect(result.error).not.toMatch(/token|use https/);
  });

  it("a wrong path prefix: not API v1; check the path of the base-url input", async () => {
    const base = `${new URL(stage.emulator.baseUrl).origin}/api/v1`;
    const result = await action({ plan: readingPlan, "base-url": base, mode: "plan" });
    expect(result.error).toMatch(/HTTP 404 not_the_api.*check the path of the base-url input/);
    expect(result.error).not.toMatch(/not owned by this credential/);
  });

  it("an unknown token: check the token input", async () => {
    const result = await action({ plan: readingPlan, token: stage.unknownToken, mode: "plan" });
    expect(result.error).toMatch(
      /HTTP 401 invalid_token.*: the token is missing, invalid, expired or revoked; check the token input$/,
    );
  });
});

describe("the Action: the plan's mistakes name what was meant", () => {
  it("a misspelt with key: did you mean actions", async () => {
    const result = await action({ plan: misspeltPlan, mode: "plan" });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('unknown key "actons" (did you mean actions?)');
  });

  it("a plan over the step limit says how many steps it has", async () => {
    const result = await action({ plan: oversizedPlan(), mode: "plan" });
    expect(result.stdout).toContain(
      `a plan has at most ${maxPlanSteps} steps over all its files, this one has ${maxPlanSteps + 1}`,
    );
  });
});

describe("the Action: a test delivery the receiver refuses names the receiver's likely problem", () => {
  it("a 401 from the receiver: it most likely lacks the current secret, rotated by this run at <time>", async () => {
    const result = await action({ plan: deliveryPlan(stage.receiver.url) }, { GITHUB_RUN_ID: "4011" });
    expect(result.code).toBe(1);
    expect(result.error).toMatch(
      /HTTP 401, \d+ attempts?; a receiver that answers 401 usually lacks the webhook's current signing secret \(this run rotated it at \d{4}-[^)]+\)/,
    );
  });

  it("a receiver host that does not resolve: says so, and that a longer timeout will not help", async () => {
    const result = await action(
      { plan: deliveryPlan(`https://${UNRESOLVABLE}/hooks`) },
      { GITHUB_RUN_ID: "4012" },
    );
    expect(result.error).toMatch(
      /the receiver's host does not resolve: .*raising with\.timeout will not help/,
    );
  });
});
