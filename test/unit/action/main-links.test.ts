/**
 * junit-file and symlinks (POSIX: Linux and macOS, see test/platforms.ts): a path a symlink leads
 * out of the workspace is refused, a symlink in the report's place is never written through.
 */
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { run } from "../../../src/action/main.js";
import { runActionInProcess } from "../../support/runner-env.js";
import * as wire from "../../support/wire.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";
const URL_A = "https://hooks.example.com/svc";
const SECRET = `whsec_v2_${"Zz9_-".repeat(8)}Zz9`;
const REVISION = `whk1-${"1".repeat(64)}`;
const webhook = (id: string, extra: Record<string, unknown> = {}) =>
  wire.webhookResource(id, { url: URL_A, revision: REVISION, ...extra });
const ensurePlan = `steps:
  - id: hook
    uses: ensure-webhook
    with: { url: "${URL_A}", actions: [task_created] }
`;

function createsWebhook() {
  return nock(ORIGIN)
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, wire.pageEnvelope([], null, 100))
    .post("/v1/webhooks")
    .reply(201, wire.singleEnvelope(webhook("wh_new", { signingSecret: SECRET })), {
      "idempotency-replayed": "false",
      "cache-control": "private, no-store, no-transform",
      etag: `"${REVISION}"`,
    })
    .get("/v1/webhooks")
    .query({ limit: "100" })
    .reply(200, wire.pageEnvelope([webhook("wh_new")], null, 100));
}

/** Interceptors for every method on any path: left unused, they prove no API call was made. */
function trapEveryCall() {
  const scope = nock(ORIGIN);
  for (const method of ["GET", "POST", "PATCH", "DELETE", "PUT"]) scope.intercept(/.*/, method).reply(500);
  return scope;
}

beforeAll(() => {
  nock.disableNetConnect();
});
afterEach(() => {
  nock.cleanAll();
});

describe("junit-file and symlinks", () => {
  const workspace = () => mkdtempSync(join(tmpdir(), "svc-ci-junit-"));

  it("refuses a path that a symlink in the workspace leads outside it, before any call", async () => {
    const scope = trapEveryCall();
    const dir = workspace();
    const outside = mkdtempSync(join(tmpdir(), "svc-ci-junit-outside-"));
    symlinkSync(outside, join(dir, "out"));
    for (const path of ["out/report.xml", "out/new/report.xml"]) {
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: ensurePlan, "junit-file": path },
        workspace: dir,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain("which is outside the workspace");
    }
    expect(readdirSync(outside)).toEqual([]);
    expect(scope.pendingMocks()).toHaveLength(5);
  });

  it("does not write through a symlink in the report's place, and takes a name starting with ..", async () => {
    const scope = trapEveryCall();
    const dir = workspace();
    const target = join(mkdtempSync(join(tmpdir(), "svc-ci-junit-outside-")), "victim");
    writeFileSync(target, "keep");
    symlinkSync(target, join(dir, "report.xml"));
    const result = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "report.xml" },
      workspace: dir,
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("report.xml is a symbolic link, which is never written through");
    expect(readFileSync(target, "utf8")).toBe("keep");
    expect(scope.pendingMocks()).toHaveLength(5);
    nock.cleanAll();

    createsWebhook();
    const dotted = await runActionInProcess(run, {
      inputs: { token: TOKEN, plan: ensurePlan, "junit-file": "..report.xml" },
      workspace: dir,
    });
    expect(dotted.code).toBe(0);
    expect(readFileSync(join(dir, "..report.xml"), "utf8")).toContain("<testsuite");
  });
});
