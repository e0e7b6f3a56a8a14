/**
 * Both adapters write secret files through the engine's one secret-file helper: the Action's `file`
 * sink (with and without keep-secret-files), `svc run`'s `file` sink and its `--secrets-dir`. Each
 * is checked twice: the helper is what built the sink (an adapter bypassing it fails here), and a
 * symlink or an existing file at the destination is refused before any API call, untouched (a
 * --secrets-dir file an earlier run left: after the listing, before any write).
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nock from "nock";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { run } from "../../../src/action/main.js";
import * as secretFiles from "../../../src/engine/plan-run/secret-files.js";
import { runInProcess } from "../../support/cli.js";
import { runActionInProcess } from "../../support/runner-env.js";
import { page } from "./fixtures.js";

vi.mock("../../../src/engine/plan-run/secret-files.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../../src/engine/plan-run/secret-files.js")>();
  return {
    ...actual,
    secretFileSink: vi.fn(actual.secretFileSink),
    secretsDirSink: vi.fn(actual.secretsDirSink),
  };
});

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const ORIGIN = "https://api.de.teamgrid.app";
const KEEP = "precious: not a secret, must survive\n";

const plan = (sink: string) =>
  `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/svc", actions: [task_created], secret-sink: ${sink} }\n`;

/** Interceptors for every method on any path: left unused, they prove no API call was made. */
function trapEveryCall() {
  const scope = nock(ORIGIN);
  for (const method of ["GET", "POST", "PATCH", "DELETE", "PUT"]) scope.intercept(/.*/, method).reply(500);
  return scope;
}

let dir: string;
beforeAll(() => {
  nock.disableNetConnect();
});
afterAll(() => {
  nock.enableNetConnect();
});
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-secret-files-"));
  vi.mocked(secretFiles.secretFileSink).mockClear();
  vi.mocked(secretFiles.secretsDirSink).mockClear();
});
afterEach(() => {
  nock.cleanAll();
  rmSync(dir, { recursive: true, force: true });
});

/** What sits at the destination before the run: a symlink to a precious file, or that file itself. */
const occupants = {
  "a symlink": (destination: string) => {
    writeFileSync(join(dir, "precious"), KEEP);
    symlinkSync(join(dir, "precious"), destination);
  },
  "an existing file": (destination: string) => writeFileSync(destination, KEEP),
} as const;

function expectUntouched(destination: string) {
  expect(readFileSync(destination, "utf8")).toBe(KEEP);
  const precious = join(dir, "precious");
  if (lstatSync(destination).isSymbolicLink()) expect(readFileSync(precious, "utf8")).toBe(KEEP);
}

describe.each(Object.entries(occupants))(
  "%s at a secret file's place is refused before any write",
  (_, plant) => {
    it.each(["false", "true"])("by the Action (keep-secret-files: %s)", async (keep) => {
      const workspace = join(dir, "workspace");
      mkdirSync(workspace);
      const destination = join(workspace, "hook.secret");
      plant(destination);
      const calls = trapEveryCall();
      const result = await runActionInProcess(run, {
        inputs: { token: TOKEN, plan: plan("{ type: file, path: hook.secret }"), "keep-secret-files": keep },
        workspace,
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(`file ${destination} already exists; the file sink never overwrites`);
      expect(calls.pendingMocks()).toHaveLength(5);
      expectUntouched(destination);
      // Recorded for the post step either way (which removes them only without keep-secret-files).
      expect(secretFiles.secretFileSink).toHaveBeenCalledWith(workspace, expect.any(Function));
    });

    it("by svc run's file sink", async () => {
      const destination = join(dir, "hook.secret");
      plant(destination);
      writeFileSync(join(dir, "plan.yml"), plan("{ type: file, path: hook.secret }"));
      const calls = trapEveryCall();
      const result = await runInProcess(["run", "plan.yml", "--mode", "apply", "--run-id", "r1"], {
        env: { SVC_API_TOKEN: TOKEN },
        cwd: dir,
      });
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(`file ${destination} already exists; the file sink never overwrites`);
      expect(calls.pendingMocks()).toHaveLength(5);
      expectUntouched(destination);
      expect(secretFiles.secretFileSink).toHaveBeenCalledWith(dir);
    });

    it("by svc run's --secrets-dir", async () => {
      const secretsDir = join(dir, "secrets");
      mkdirSync(secretsDir);
      const destination = join(secretsDir, "hook-secret");
      plant(destination);
      writeFileSync(join(dir, "plan.yml"), plan("{ type: output }"));
      // A file an earlier run left matters only if the step creates (docs/plan.md "Where a secret
      // destination is needed"): the listing, in which the webhook is missing, is read first.
      const listing = nock(ORIGIN).get("/v1/webhooks").query({ limit: "100" }).reply(200, page([]));
      const calls = trapEveryCall();
      const result = await runInProcess(
        ["run", "plan.yml", "--mode", "apply", "--run-id", "r1", "--secrets-dir", "secrets"],
        { env: { SVC_API_TOKEN: TOKEN }, cwd: dir },
      );
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(
        `--secrets-dir: file ${join(secretsDir, "<step-id>-secret")} already exists`,
      );
      expect(listing.isDone()).toBe(true);
      expect(calls.pendingMocks()).toHaveLength(5);
      expectUntouched(destination);
      expect(secretFiles.secretsDirSink).toHaveBeenCalledWith(secretsDir);
    });
  },
);
