import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ef".repeat(32)}`;
const plan =
  'steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/x", actions: [task_created] }\n';

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

describe("the Action's run(), rarer paths", () => {
  it("names the base-url input and the fix when it is not a usable URL, before any call", async () => {
    const insecure = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan, "base-url": "http://api.example.com/v1" },
    });
    expect(insecure.code).toBe(1);
    expect(insecure.stdout).toMatch(
      /::error::input base-url: .*; use https \(plain http only for localhost\)/,
    );
  });

  it("warns, and still sets the outputs, when the job summary cannot be written", async () => {
    nock("https://api.de.teamgrid.app")
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([], null, 100));
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan, mode: "plan" },
      // A directory: the runner's summary file cannot be appended to.
      env: { GITHUB_STEP_SUMMARY: "/" },
    });
    expect(result.code).toBe(0);
    expect(result.outputs.changes).toBe("1");
    expect(result.stdout).toContain("::warning::could not write the job summary");
  });

  it.each([
    ["plan", 0],
    ["apply", 1],
  ])(
    "outside a runner's run (no GITHUB_RUN_ID), mode %s warns of random keys %i time(s)",
    async (mode, warnings) => {
      // Plan mode sends no idempotency key: the random run id costs it nothing, so it says nothing.
      nock("https://api.de.teamgrid.app")
        .get("/v1/webhooks")
        .query({ limit: "100" })
        .reply(200, wire.pageEnvelope([], null, 100));
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan, mode },
        env: { GITHUB_RUN_ID: undefined },
      });
      const lines = result.stdout.split("\n").filter((line) => line.includes("GITHUB_RUN_ID is not set"));
      expect(lines).toHaveLength(warnings);
    },
  );
});
