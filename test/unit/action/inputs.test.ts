import { describe, expect, it } from "vitest";
import { InputError, type InputName, parseInputs } from "../../../src/action/inputs.js";
import { runIdentityFromEnv } from "../../../src/action/run-identity.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}`;
const from = (inputs: Partial<Record<InputName, string>>) => (name: InputName) => inputs[name] ?? "";

describe("parseInputs", () => {
  it("parses every input once, treating empty strings as not given", () => {
    expect(
      parseInputs(
        from({
          token: TOKEN,
          plan: "steps: []",
          mode: "plan",
          "timeout-ms": "5000",
          retries: "0",
          "base-url": "",
        }),
      ),
    ).toEqual({ token: TOKEN, plan: "steps: []", mode: "plan", "timeout-ms": 5000, retries: 0 });
    expect(parseInputs(from({ token: TOKEN, "plan-file": "p.yml" })).mode).toBe("apply");
  });

  it("names each bad input and its fix, and never echoes a value", () => {
    let error: unknown;
    try {
      parseInputs(
        from({
          plan: "x",
          "plan-file": "y",
          mode: "destroy",
          "timeout-ms": "5s",
          retries: "9",
          "github-token": TOKEN,
        }),
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message.split("\n")).toEqual([
      expect.stringMatching(/^input token: is required: pass the service-account credential from a secret/),
      "input mode: must be apply or plan",
      "input timeout-ms: must be a whole number (milliseconds per request attempt)",
      "input retries: must be at most 5",
      "input plan-file: set only one of plan and plan-file",
    ]);
    expect(message).not.toContain(TOKEN);
    expect(message).not.toContain("destroy");
  });

  it("requires a plan", () => {
    expect(() => parseInputs(from({ token: TOKEN }))).toThrow(
      "input plan: give the plan: set plan (inline YAML) or plan-file (a path in the workspace)",
    );
  });
});

describe("runIdentityFromEnv", () => {
  it("takes repository, run id, attempt and job from the runner", () => {
    expect(
      runIdentityFromEnv({
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_RUN_ID: "99",
        GITHUB_RUN_ATTEMPT: "3",
        GITHUB_JOB: "deploy",
      }),
    ).toEqual({ run: { repository: "acme/app", runId: "99", runAttempt: 3, job: "deploy" } });
  });

  it("outside a runner uses a random run id and says so", () => {
    const identity = runIdentityFromEnv({});
    expect(identity.run.runId).toMatch(/^local-[0-9a-f-]{36}$/);
    expect(identity.run.runAttempt).toBe(1);
    expect(identity.warning).toContain("GITHUB_RUN_ID is not set");
  });
});
