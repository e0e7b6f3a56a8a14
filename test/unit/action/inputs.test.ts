import { describe, expect, it } from "vitest";
import { InputError, type InputName, parseInputs } from "../../../src/action/inputs.js";

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
    ).toEqual({
      token: TOKEN,
      plan: "steps: []",
      mode: "plan",
      "timeout-ms": 5000,
      retries: 0,
      "max-wait-ms": 120_000,
      "keep-secret-files": false,
      concurrency: 8,
    });
    expect(parseInputs(from({ token: TOKEN, "plan-file": "p.yml" }))).toMatchObject({
      mode: "apply",
      "timeout-ms": 30_000,
      retries: 2,
    });
    expect(
      parseInputs(from({ token: TOKEN, plan: "x", "keep-secret-files": "TRUE" }))["keep-secret-files"],
    ).toBe(true);
  });

  it("takes concurrency 1-32, naming the input and the range otherwise", () => {
    expect(parseInputs(from({ token: TOKEN, plan: "x", concurrency: "1" })).concurrency).toBe(1);
    expect(parseInputs(from({ token: TOKEN, plan: "x", concurrency: "32" })).concurrency).toBe(32);
    for (const bad of ["0", "33", "four"])
      expect(() => parseInputs(from({ token: TOKEN, plan: "x", concurrency: bad }))).toThrow(
        /^input concurrency: must be/,
      );
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
          "keep-secret-files": "yes",
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
      "input keep-secret-files: must be true or false",
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
