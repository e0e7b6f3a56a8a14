import { describe, expect, it } from "vitest";
import { createRunnerEnv, declaredInputs, parseOutputFile } from "../../support/runner-env.js";

describe("the simulated runner environment", () => {
  it("sets every declared input as INPUT_<NAME> with hyphens kept, defaults from action.yml", () => {
    expect(declaredInputs()).toMatchObject({ token: "", mode: "apply", "timeout-ms": "30000", retries: "2" });
    const runner = createRunnerEnv({ inputs: { token: "t", "plan-file": "p.yml" } });
    try {
      expect(runner.env).toMatchObject({
        INPUT_TOKEN: "t",
        "INPUT_PLAN-FILE": "p.yml",
        INPUT_PLAN: "",
        INPUT_MODE: "apply",
        "INPUT_GITHUB-TOKEN": "",
        GITHUB_RUN_ID: "4242",
        GITHUB_RUN_ATTEMPT: "1",
        GITHUB_REPOSITORY: "acme/app",
        GITHUB_WORKSPACE: runner.workspace,
      });
      expect(runner.env.GITHUB_OUTPUT).toBeTruthy();
      expect(Object.keys(runner.env).filter((key) => key.startsWith("INPUT_"))).toHaveLength(
        Object.keys(declaredInputs()).length,
      );
    } finally {
      runner.cleanup();
    }
  });

  it("leaves file commands out on request and never inherits the host's GITHUB_* variables", () => {
    const saved = process.env.GITHUB_TOKEN;
    process.env.GITHUB_TOKEN = "host-token";
    const runner = createRunnerEnv({
      fileCommands: false,
      env: { GITHUB_RUN_ATTEMPT: "2", GITHUB_SHA: undefined },
    });
    try {
      expect(runner.env.GITHUB_OUTPUT).toBeUndefined();
      expect(runner.env.GITHUB_TOKEN).toBeUndefined();
      expect(runner.env.GITHUB_SHA).toBeUndefined();
      expect(runner.env.GITHUB_RUN_ATTEMPT).toBe("2");
    } finally {
      runner.cleanup();
      if (saved === undefined) delete process.env.GITHUB_TOKEN;
      else process.env.GITHUB_TOKEN = saved;
    }
  });

  it("parses GITHUB_OUTPUT in both forms, multi-line values included", () => {
    const text = [
      "plain=value=with=equals",
      "multi<<ghadelimiter_1234",
      "line one",
      "",
      "line three",
      "ghadelimiter_1234",
      "empty<<EOF",
      "EOF",
      "",
    ].join("\n");
    expect(parseOutputFile(text)).toEqual({
      plain: "value=with=equals",
      multi: "line one\n\nline three",
      empty: "",
    });
  });

  it("reads back what core.saveState wrote, and hands a post step its state as STATE_<name>", async () => {
    const core = await import("@actions/core");
    const main = createRunnerEnv();
    const saved = process.env.GITHUB_STATE;
    try {
      process.env.GITHUB_STATE = main.env.GITHUB_STATE;
      core.saveState("secretFiles", '["/w/a"]');
      expect(main.read().state).toEqual({ secretFiles: '["/w/a"]' });
    } finally {
      if (saved === undefined) delete process.env.GITHUB_STATE;
      else process.env.GITHUB_STATE = saved;
      main.cleanup();
    }
    const post = createRunnerEnv({ state: { secretFiles: '["/w/a"]' } });
    try {
      expect(post.env.STATE_secretFiles).toBe('["/w/a"]');
    } finally {
      post.cleanup();
    }
  });
});
