import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { workflowCommands } from "../../../src/action/workflow-commands.js";
import { repoRoot, runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";
/** Every way we know to start a command or move the cursor, in one string. */
const HOSTILE =
  "x\n::warning::OWNED\r::error::OWNED\r\n  ::add-mask::OWNED\n##[error]OWNED\u2028::notice::OWNED\u001b[2J\u009b\u202e";

/** The lines the runner would act on as commands (it splits on CR and LF), other than ours. */
function injected(stdout: string): string[] {
  return stdout
    .split(/\r\n|\r|\n/)
    .filter((line) => /^\s*::[a-z-]+( [^:]*)?::OWNED/.test(line) || /##\[[a-z]+\]OWNED/.test(line));
}

function expectInert(text: string) {
  expect(injected(text)).toEqual([]);
  expect(text).not.toMatch(/[\u001b\u0080-\u009f\u202a-\u202e\u2066-\u2069\u2028]/);
}

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

describe("the Action's one printing gate (workflow-commands.ts)", () => {
  it("neutralises hostile text in every function that prints", async () => {
    const result = await runActionInProcess(
      async ({ core }) => {
        const actionLog = workflowCommands(core).log;
        actionLog.info(HOSTILE);
        actionLog.debug(HOSTILE);
        actionLog.warning(HOSTILE, { title: HOSTILE, file: HOSTILE, startLine: 1 });
        actionLog.error(HOSTILE, { title: HOSTILE });
        actionLog.notice(HOSTILE, { title: HOSTILE });
        await actionLog.group(HOSTILE, async () => undefined);
        actionLog.setFailed(HOSTILE);
      },
      { fileCommands: false, env: { RUNNER_DEBUG: "1" } },
    );
    expect(result.stdout).toContain("OWNED");
    expectInert(result.stdout);
  });

  it("is the only module of src/action that calls @actions/core's printing functions", () => {
    const printing = /\bcore\.(info|debug|warning|error|notice|setFailed|startGroup|group)\(/;
    const offenders = readdirSync(join(repoRoot, "src/action"))
      .filter((name) => name.endsWith(".ts") && name !== "workflow-commands.ts")
      .filter((name) => printing.test(readFileSync(join(repoRoot, "src/action", name), "utf8")));
    expect(offenders).toEqual([]);
  });
});

describe("hostile text from a plan, an input and an API answer", () => {
  it("never starts a workflow command in the log, the annotations or the summary", async () => {
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(400, wire.errorEnvelope(400, "invalid_request", HOSTILE, "req-hostile"));
    const plan = `steps:\n  - id: hook\n    name: ${JSON.stringify(HOSTILE)}\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/in", actions: [task_created] }\n`;
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan },
      fileCommands: false,
      env: { RUNNER_DEBUG: "1" },
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("OWNED");
    expectInert(result.stdout);
  });

  it("in an invalid plan's messages and a hostile plan file name", async () => {
    const workspace = mkdtempSync(join(tmpdir(), "svc-ci-ws-"));
    // plan-file takes one path a line, so a name's hostile line break is a CR (the runner splits on both).
    const name = "plan\r::warning::OWNED\u202e.yml";
    writeFileSync(
      join(workspace, name),
      `steps:\n  - id: hook\n    uses: ${JSON.stringify(HOSTILE)}\n  - id: b\n    uses: ensure-webhook\n    with: { url: ${JSON.stringify(`https://h.example.com/${HOSTILE}`)}, actions: [a] }\n`,
    );
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": name },
      workspace,
      fileCommands: false,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("OWNED");
    expectInert(result.stdout);
  });

  it("in an input echoed in an error (plan-file) and in the summary", async () => {
    // One path a line: the hostile path is the first line, with every other trick but LF.
    const path = HOSTILE.slice("x\n".length).replaceAll("\n", "\r");
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, "plan-file": path } });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("OWNED");
    expectInert(result.stdout);
    expectInert(result.summary);
  });
});

describe("text shaped like a secret, from a plan value or an API answer", () => {
  it("is redacted in the log, the summary and the result output", async () => {
    const other = `tg_pat_v2_de_de-nbg-001_${"ab".repeat(12)}_${"ef".repeat(32)}`;
    const signing = `whsec_v2_${"Q".repeat(43)}`;
    const url = `https://hooks.example.com/in?t=${other}&s=${signing}`;
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([], null, 100));
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created] }\n`;
    const result = await runActionInProcess(run, { inputs: { token: TOKEN, plan, mode: "plan" } });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("would create a webhook for https://hooks.example.com/in?t=[redacted]");
    for (const text of [result.stdout, result.summary, result.outputs.result ?? ""]) {
      expect(text).not.toContain(other);
      expect(text).not.toContain(signing);
    }
    expect(JSON.parse(result.outputs.result ?? "").steps[0].summary).toContain("?t=[redacted]&s=[redacted]");
    // The step output is data, passed on exactly.
    expect(result.outputs["hook-url"]).toBe(url);
  });
});
