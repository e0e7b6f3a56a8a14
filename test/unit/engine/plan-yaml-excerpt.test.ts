/**
 * A YAML syntax error shows the plan's line and a caret under the column, not a message that ends on
 * a colon: in the issue (the engine), in `svc run`'s stderr and in the Action's annotation. The line
 * is untrusted text: escaped, redacted and unable to start a workflow command.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import stringWidth from "fast-string-width";
import { describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { PlanValidationError } from "../../../src/engine/plan-errors.js";
import { planExcerpt } from "../../../src/engine/plan-excerpt.js";
import { parsePlan } from "../../../src/engine/plan-parse.js";
import { redact } from "../../../src/transport/redact.js";
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

  it("shows the first 20 errors, each with its line, and counts the rest", () => {
    const issues = issuesOf(`steps: [${"{ a: b: c }, ".repeat(500)}]\n`);
    expect(issues).toHaveLength(21);
    expect(issues[19]?.message.split("\n")).toHaveLength(3);
    expect(issues[20]?.message).toBe("YAML syntax: 480 more error(s) not shown; fix the ones above first");
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
    const [withToken] = planExcerpt(`${"x".repeat(100)}${TOKEN}`, { line: 1, column: 150 });
    expect(withToken).not.toMatch(/[0-9a-f]{20}|b{20}/);
  });
});

/** The terminal column of `marker` in `line` and of the caret in `caret` (the line's own columns). */
function columns(line: string, caret: string, marker: string) {
  return { text: stringWidth(line.slice(0, line.indexOf(marker))), caret: caret.indexOf("^") };
}

describe("the caret stays under the column", () => {
  const at = (before: string) => `steps:\n  - id: hook\n    with: { url: "${before}", bad: a: b }\n`;

  it.each([
    ["an API token", `https://h.example.com/?t=${TOKEN}`],
    ["a signing secret", `whsec_v2_${"s".repeat(43)}`],
    ["a value named like a secret", "https://h.example.com/?api_key=s3cr3tvalue&x=1"],
    ["wide characters (CJK: two columns each)", "日本語日本語"],
    ["emoji (two UTF-16 units, two columns)", "😀😀😀"],
    ["combining marks (no column of their own)", "e\u0301e\u0301"],
    ["a control character (shown escaped)", "\u0007bell"],
  ])("with %s before it on the line", (_name, before) => {
    const [issue] = issuesOf(at(before));
    const [, line = "", caret = ""] = issue?.message.split("\n") ?? [];
    const { text, caret: under } = columns(line, caret, "a: b");
    expect(line).toContain("a: b }");
    expect(under).toBe(text);
    expect(line).not.toMatch(/tg_sa_v2|whsec_v2_s|s3cr3t|\u0007/);
  });

  it("a secret redacted afterwards by the adapter (as svc run does) moves nothing", () => {
    const [issue] = issuesOf("steps:\n  - id: hook\n    with: { token: abcdefgh, secret: xyz, url: a: b }\n");
    const [, line = "", caret = ""] = (issue?.message ?? "").split("\n").map((part) => redact(part));
    expect(line).toBe("  3 |     with: { token: [redacted], secret: [redacted], url: a: b }");
    const { text, caret: under } = columns(line, caret, "a: b");
    expect(under).toBe(text);
  });

  it("never cuts a long line between the two halves of a character", () => {
    const [line = ""] = planExcerpt(`${"😀".repeat(70)} x: y: z`, { line: 1, column: 146 });
    expect(line).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
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

  it("svc run and the Action show a line holding a token, the caret under the column", async () => {
    const planText = `steps:\n  - id: hook\n    with: { url: "https://h.example.com/?t=${TOKEN}", bad: a: b }\n`;
    const dir = mkdtempSync(join(tmpdir(), "svc-yaml-token-"));
    writeFileSync(join(dir, "plan.yml"), planText);
    const cli = await runInProcess(["run", "plan.yml"], { cwd: dir });
    const [, line = "", caret = ""] = cli.stderr.split("\n");
    expect(line).toBe('svc:   3 |     with: { url: "https://h.example.com/?t=[redacted]", bad: a: b }');
    expect(caret.indexOf("^")).toBe(line.indexOf("a: b"));
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: planText, "base-url": "http://127.0.0.1:9/v1" },
      workspace: dir,
    });
    const annotation = result.stdout
      .split("\n")
      .find((entry) => entry.startsWith("::error title=svc-ci plan"));
    const [, shown = "", under = ""] = (annotation ?? "").split("%0A");
    expect(shown).toBe('  3 |     with: { url: "https://h.example.com/?t=[redacted]", bad: a: b }');
    expect(under.indexOf("^")).toBe(shown.indexOf("a: b"));
  });
});
