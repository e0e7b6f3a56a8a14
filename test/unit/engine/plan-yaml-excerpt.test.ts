/**
 * A YAML syntax error shows the plan's line and a caret under the column, not a message that ends on
 * a colon: in the issue (the engine), in `svc run`'s stderr and in the Action's annotation. The line
 * is untrusted text: escaped, redacted and unable to start a workflow command.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { PlanValidationError } from "../../../src/engine/plan-errors.js";
import { planExcerpt } from "../../../src/engine/plan-excerpt.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { runInProcess } from "../../support/cli.js";
import { runActionInProcess } from "../../support/runner-env.js";

function issuesOf(text: string) {
  try {
    parsePlan(text, "plan.yml");
  } catch (error) {
    if (error instanceof PlanValidationError) return error.issues;
    throw error;
  }
  throw new Error("the plan parsed");
}

const TOKEN = `tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;

describe("a YAML syntax error", () => {
  it.each([
    [
      "a mapping inside a flow mapping",
      "steps:\n  - id: hook\n    with: { url: a: b }\n",
      [
        "YAML syntax: Block collections are not allowed within flow collections",
        "  3 |     with: { url: a: b }",
        "    |                  ^^^^^",
      ],
    ],
    [
      "a tab as indentation (shown escaped, the caret still under it)",
      "steps:\n\t- id: hook\n",
      ["YAML syntax: Tabs are not allowed as indentation", "  2 | \\t- id: hook", "    | ^^"],
    ],
    [
      "an unclosed quote, reported on the blank line after it (the line before is shown too)",
      'steps:\n  - id: "hook\n',
      ['YAML syntax: Missing closing "quote', '  2 |   - id: "hook', "  3 |", "    | ^"],
    ],
  ])("%s: the reason, the line and a caret under the column", (_name, text, expected) => {
    const [issue] = issuesOf(text);
    expect(issue?.message.split("\n")).toEqual(expected);
    expect(issue?.message).not.toMatch(/:\n|:$/m);
    expect(issue?.line).toBeDefined();
  });

  it("never ends on a colon, for every YAML error the parser reports", () => {
    for (const text of [
      "steps: [a, b\n",
      "a: 1\na: 2\n",
      "steps:\n  - id: x\n   uses: y\n",
      "- a\nb: c\n",
      "a: }\n",
    ]) {
      for (const issue of issuesOf(text)) {
        const [headline] = issue.message.split("\n");
        expect(headline).toMatch(/^YAML syntax: \S/);
        expect(headline).not.toMatch(/:$/);
      }
    }
  });

  it("escapes the plan's line: controls, bidi, a workflow command, secret shapes", () => {
    const lines = planExcerpt(`::error::x \u001b[31m \u202e ${TOKEN} z: [`, {
      line: 1,
      column: 3,
      endColumn: 8,
    });
    expect(lines[0]).toBe("  1 | ::error::x \\e[31m \\u202e [redacted] z: [");
    expect(lines[1]).toBe("    |   ^^^^^");
    for (const line of lines) expect(line).not.toMatch(/^\s*::|\u001b|\u202e|tg_sa_v2/);
  });

  it("cuts a long line around the column and keeps the caret under it", () => {
    const long = `${"a".repeat(200)}X${"b".repeat(200)}`;
    const [line, caret] = planExcerpt(long, { line: 1, column: 201 });
    expect(line?.length).toBeLessThan(140);
    expect(line?.[caret?.indexOf("^") ?? -1]).toBe("X");
    // A secret shape on a cut line is redacted whole before the cut.
    const [withToken] = planExcerpt(`${"a".repeat(100)}${TOKEN}`, { line: 1, column: 150 });
    expect(withToken).not.toMatch(/[0-9a-f]{20}|b{20}/);
  });
});

describe("the YAML excerpt in the adapters", () => {
  const text = "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: a: b }\n";

  it("svc run prints each line as its own svc: line, the caret under the column", async () => {
    const dir = mkdtempSync(join(tmpdir(), "svc-yaml-"));
    writeFileSync(join(dir, "plan.yml"), text);
    const result = await runInProcess(["run", "plan.yml"], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr.split("\n").slice(0, 3)).toEqual([
      "svc: plan.yml:4:18: YAML syntax: Block collections are not allowed within flow collections",
      "svc:   4 |     with: { url: a: b }",
      "svc:     |                  ^^^^^",
    ]);
  });

  it("the Action's annotation carries the line and the caret (one annotation, escaped line feeds)", async () => {
    const workspace = mkdtempSync(join(tmpdir(), "svc-yaml-ws-"));
    mkdirSync(join(workspace, "ci"));
    writeFileSync(join(workspace, "ci/plan.yml"), text);
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "ci/plan.yml", "base-url": "http://127.0.0.1:9/v1" },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "::error title=svc-ci plan,file=ci/plan.yml,line=4,col=18::YAML syntax: Block collections are not allowed within flow collections%0A  4 |     with: { url: a: b }%0A    |                  ^^^^^\n",
    );
  });
});
