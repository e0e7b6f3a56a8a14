import { mkdirSync, mkdtempSync, readFileSync, realpathSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Inputs } from "../../../src/action/inputs.js";
import { run } from "../../../src/action/main.js";
import { type PlanSource, parsePlanSource, readPlanSources } from "../../../src/action/plan-source.js";
import { PlanValidationError } from "../../../src/engine/index.js";
import { runActionInProcess } from "../../support/runner-env.js";

/** The first (here the only) plan file the plan-file input names. */
const readPlanSource = async (...args: Parameters<typeof readPlanSources>): Promise<PlanSource> =>
  (await readPlanSources(...args))[0] as PlanSource;

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const PLAN =
  "steps:\n  - id: hook\n    uses: remove-webhook\n    with: { webhook-id: wh_1, confirm: true }\n";

const planFile = (path: string) => ({ "plan-file": path, mode: "apply", token: TOKEN }) as Inputs;

/**
 * A workspace holding ci/plan.yml, next to an `outside` directory holding a plan (real paths: on
 * macOS the temp dir is behind a symlink). Symlinks and named pipes: plan-file-links.test.ts.
 */
function layout() {
  const root = realpathSync(mkdtempSync(join(tmpdir(), "svc-ci-confine-")));
  const workspace = join(root, "ws");
  const outside = join(root, "outside");
  mkdirSync(join(workspace, "ci"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, "ci/plan.yml"), PLAN);
  writeFileSync(join(outside, "plan.yml"), PLAN);
  return { workspace, outside };
}

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

describe("plan-file is confined to the workspace", () => {
  it("reads a relative path and an absolute path that stay inside, and names it with /", async () => {
    const { workspace } = layout();
    for (const path of ["ci/plan.yml", join(workspace, "ci/plan.yml"), "./ci/../ci/plan.yml"]) {
      const source = await readPlanSource(planFile(path), workspace);
      expect(Buffer.from(source.content).toString("utf8")).toBe(PLAN);
    }
    expect((await readPlanSource(planFile("ci/plan.yml"), workspace)).file).toBe("ci/plan.yml");
    expect((await readPlanSource(planFile(join(workspace, "ci/plan.yml")), workspace)).file).toBe(
      "ci/plan.yml",
    );
  });

  it("reads a file whose name starts with two dots: it is inside", async () => {
    const { workspace } = layout();
    writeFileSync(join(workspace, "..plan.yml"), PLAN);
    const source = await readPlanSource(planFile("..plan.yml"), workspace);
    expect(source.file).toBe("..plan.yml");
  });

  it.each([
    [
      "a ../ path",
      (_ws: string, out: string) => ({ path: "../outside/plan.yml", target: join(out, "plan.yml") }),
    ],
    [
      "an absolute path",
      (_ws: string, out: string) => ({ path: join(out, "plan.yml"), target: join(out, "plan.yml") }),
    ],
  ])("refuses %s before reading a byte, saying so", async (_what, arrange) => {
    const { workspace, outside } = layout();
    const { path, target } = arrange(workspace, outside);
    const attempt = readPlanSource(planFile(path), workspace);
    await expect(attempt).rejects.toThrow(`resolves to ${target}, which is outside the workspace`);
    await expect(attempt).rejects.toThrow("plan-file must name a file inside GITHUB_WORKSPACE");
  });

  it("refuses the workspace directory itself and other non-files", async () => {
    const { workspace } = layout();
    await expect(readPlanSource(planFile("."), workspace)).rejects.toThrow(
      "is a directory, not a regular file",
    );
    await expect(readPlanSource(planFile("ci"), workspace)).rejects.toThrow(
      "is a directory, not a regular file",
    );
  });

  it("refuses a plan file larger than 4 MiB before reading it", async () => {
    const { workspace } = layout();
    const big = join(workspace, "ci/big.yml");
    writeFileSync(big, "");
    truncateSync(big, 200 * 1024 * 1024); // sparse: no disk, and reading it would take 200 MB
    await expect(readPlanSource(planFile("ci/big.yml"), workspace)).rejects.toThrow(
      "input plan-file: ci/big.yml is larger than 4 MiB",
    );
  });

  it("fails the Action with that message and calls nothing", async () => {
    const { workspace } = layout();
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "../outside/plan.yml" },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error::input plan-file: \.\.\/outside\/plan\.yml resolves to .*outside the workspace/,
    );
  });
});

describe("a plan file with Windows line endings (CRLF, as git's autocrlf checks it out)", () => {
  const invalid =
    "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: http://hooks.example.com/x\n      actions: [a]\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: nope }\n";

  it("is annotated on the same lines and columns as with LF, with or without a BOM", async () => {
    const annotations = [];
    for (const text of [
      invalid,
      invalid.replaceAll("\n", "\r\n"),
      `\ufeff${invalid.replaceAll("\n", "\r\n")}`,
    ]) {
      const { workspace } = layout();
      writeFileSync(join(workspace, "ci/plan.yml"), text);
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, "plan-file": "ci/plan.yml" },
        workspace,
      });
      expect(result.code).toBe(1);
      annotations.push(result.stdout.split("\n").filter((line) => line.startsWith("::error title=")));
    }
    expect(annotations[0]).toEqual([
      expect.stringMatching(/^::error title=svc-ci plan,file=ci\/plan.yml,line=5,col=12::step "hook"/),
      expect.stringMatching(/^::error title=svc-ci plan,file=ci\/plan.yml,line=9,col=22::step "smoke"/),
    ]);
    expect(annotations[1]).toEqual(annotations[0]);
    expect(annotations[2]).toEqual(annotations[0]);
  });

  it("carries no CR into a value: the URL is sent as written, without the line end", async () => {
    const { workspace } = layout();
    const plan =
      "steps:\r\n  - id: hook\r\n    uses: ensure-webhook\r\n    with:\r\n      url: https://hooks.example.com/crlf\r\n      actions: [task_created]\r\n";
    writeFileSync(join(workspace, "ci/plan.yml"), plan);
    const source = await readPlanSource(planFile("ci/plan.yml"), workspace);
    const parsed = parsePlanSource(source);
    expect(parsed.plan.steps[0]?.with).toMatchObject({
      url: "https://hooks.example.com/crlf",
      actions: ["task_created"],
    });
    expect(readFileSync(join(workspace, "ci/plan.yml"), "utf8")).toContain("\r\n");
  });
});

describe("a plan file that is not UTF-8", () => {
  const latin1 = Buffer.concat([
    Buffer.from(
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: https://hooks.example.com/caf",
    ),
    Buffer.from([0xe9]),
    Buffer.from("\n      actions: [task_created]\n"),
  ]);

  it("is refused with the file, the line and the byte offset", async () => {
    const { workspace } = layout();
    writeFileSync(join(workspace, "ci/latin1.yml"), latin1);
    const source = await readPlanSource(planFile("ci/latin1.yml"), workspace);
    let error: unknown;
    try {
      parsePlanSource(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PlanValidationError);
    const offset = latin1.indexOf(0xe9);
    expect((error as PlanValidationError).message).toContain(
      `ci/latin1.yml:5:${offset - latin1.lastIndexOf(0x0a, offset)}: the plan is not UTF-8: byte 0xE9 at byte offset ${offset} (line 5)`,
    );
  });

  it("is annotated on its line by the Action, nothing called", async () => {
    const { workspace } = layout();
    writeFileSync(join(workspace, "ci/latin1.yml"), latin1);
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "ci/latin1.yml" },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /::error title=svc-ci plan,file=ci\/latin1\.yml,line=5,col=\d+::the plan is not UTF-8/,
    );
  });

  it.each([
    ["an overlong encoding", [0xc0, 0xaf]],
    ["a surrogate", [0xed, 0xa0, 0x80]],
    ["a truncated sequence at the end", [0xe2, 0x82]],
    ["a code point above U+10FFFF", [0xf4, 0x90, 0x80, 0x80]],
  ])("refuses %s", (_what, bytes) => {
    const content = Buffer.concat([Buffer.from("steps: []\n# "), Buffer.from(bytes)]);
    expect(() => parsePlanSource({ content, label: "p.yml" })).toThrow(
      `byte 0x${(bytes[0] as number).toString(16).toUpperCase()} at byte offset 12 (line 2)`,
    );
  });

  it("accepts UTF-8 with a BOM and multi-byte characters", () => {
    const content = Buffer.from(`\ufeff${PLAN}# café ✓ 𝄞\n`);
    expect(parsePlanSource({ content, label: "p.yml" }).plan.steps[0]?.id).toBe("hook");
  });
});
