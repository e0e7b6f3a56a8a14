import { describe, expect, it } from "vitest";
import { simulatedCore } from "../../support/runner-core.js";
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

  it("reads back what core.saveState wrote, and hands a post step its state as STATE_<name>", () => {
    const main = createRunnerEnv();
    try {
      simulatedCore(main.env).saveState("secretFiles", '["/w/a"]');
      expect(main.read().state).toEqual({ secretFiles: '["/w/a"]' });
    } finally {
      main.cleanup();
    }
    const post = createRunnerEnv({ state: { secretFiles: '["/w/a"]' } });
    try {
      expect(post.env.STATE_secretFiles).toBe('["/w/a"]');
      expect(simulatedCore(post.env).getState("secretFiles")).toBe('["/w/a"]');
    } finally {
      post.cleanup();
    }
  });

  it("evaluates the github.token expression in an input's default to the job's token (none by default)", () => {
    const runner = createRunnerEnv({ githubToken: "ghs_job" });
    const none = createRunnerEnv();
    try {
      expect(runner.env["INPUT_RERUN-TOKEN"]).toBe("ghs_job");
      expect(none.env["INPUT_RERUN-TOKEN"]).toBe("");
    } finally {
      runner.cleanup();
      none.cleanup();
    }
  });
});
