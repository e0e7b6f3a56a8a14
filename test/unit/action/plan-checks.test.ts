import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";

function workspaceWith(plan: string) {
  const workspace = mkdtempSync(join(tmpdir(), "svc-ci-ws-"));
  mkdirSync(join(workspace, "ci"));
  writeFileSync(join(workspace, "ci/plan.yml"), plan);
  return workspace;
}

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

describe("the Action's plan checks", () => {
  it("annotates an unknown event name as a warning on its line and still runs", async () => {
    nock(ORIGIN)
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([], null, 100));
    const workspace = workspaceWith(
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: https://hooks.example.com/in\n      actions:\n        - task_creatd\n",
    );
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "ci/plan.yml", mode: "plan" },
      workspace,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      '::warning title=svc-ci plan,file=ci/plan.yml,line=7,col=11::step "hook" (ensure-webhook), with.actions.0: "task_creatd" is not a known event name (did you mean task_created?)',
    );
  });

  it("refuses a loopback destination on its line before any call", async () => {
    const workspace = workspaceWith(
      "steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: https://169.254.169.254/latest\n      actions: [task_created]\n",
    );
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, "plan-file": "ci/plan.yml" },
      workspace,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      '::error title=svc-ci plan,file=ci/plan.yml,line=5,col=12::step "hook" (ensure-webhook), with.url: 169.254.169.254 is a loopback or private IPv4 address, which the service refuses',
    );
    expect(result.stdout).toContain("nothing was called or changed");
  });

  it("in a rehearsal (base-url on loopback) leaves the destination to the emulator", async () => {
    nock("http://127.0.0.1:4010")
      .get("/v1/webhooks")
      .query({ limit: "100" })
      .reply(200, wire.pageEnvelope([], null, 100));
    const result = await runActionInProcess(run, {
      inputs: {
        token: TOKEN,
        "base-url": "http://127.0.0.1:4010",
        mode: "plan",
        plan: "steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: 'https://127.0.0.1:9/in', actions: [task_created] }\n",
      },
    });
    expect(result.code).toBe(0);
    expect(result.outputs["hook-change"]).toBe("would-create");
  });
});
