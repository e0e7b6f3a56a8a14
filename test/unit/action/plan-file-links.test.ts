/**
 * plan-file through symlinks and named pipes (POSIX: Linux and macOS; Windows runners are not given
 * symlinks or FIFOs here, see test/platforms.ts): a path that resolves outside the workspace is
 * refused before a byte of it is read, and a named pipe is refused at once.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Inputs } from "../../../src/action/inputs.js";
import { type PlanSource, readPlanSources } from "../../../src/action/plan-source.js";

/** The first (here the only) plan file the plan-file input names. */
const readPlanSource = async (...args: Parameters<typeof readPlanSources>): Promise<PlanSource> =>
  (await readPlanSources(...args))[0] as PlanSource;

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"cd".repeat(32)}`;
const PLAN =
  "steps:\n  - id: hook\n    uses: remove-webhook\n    with: { webhook-id: wh_1, confirm: true }\n";

const planFile = (path: string) => ({ "plan-file": path, mode: "apply", token: TOKEN }) as Inputs;

/** A workspace holding ci/plan.yml, next to an `outside` directory holding a FIFO and a plan. */
function layout() {
  // Real paths: on macOS the temp dir is behind a symlink (/var -> /private/var).
  const root = realpathSync(mkdtempSync(join(tmpdir(), "svc-ci-confine-")));
  const workspace = join(root, "ws");
  const outside = join(root, "outside");
  mkdirSync(join(workspace, "ci"), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(workspace, "ci/plan.yml"), PLAN);
  writeFileSync(join(outside, "plan.yml"), PLAN);
  // Reading a FIFO blocks until a writer comes: a test that returns proves nothing was read.
  execFileSync("mkfifo", [join(outside, "fifo.yml")]);
  return { workspace, outside };
}

describe("plan-file through links and pipes", () => {
  it("reads a symlink that stays inside", async () => {
    const { workspace } = layout();
    symlinkSync(join(workspace, "ci/plan.yml"), join(workspace, "link.yml"));
    const source = await readPlanSource(planFile("link.yml"), workspace);
    expect(Buffer.from(source.content).toString("utf8")).toBe(PLAN);
  });

  it.each([
    [
      "a ../ path to a FIFO",
      (_ws: string, out: string) => ({ path: "../outside/fifo.yml", target: join(out, "fifo.yml") }),
    ],
    [
      "an absolute path to a FIFO",
      (_ws: string, out: string) => ({ path: join(out, "fifo.yml"), target: join(out, "fifo.yml") }),
    ],
    [
      "a symlink in the workspace that leads out",
      (ws: string, out: string) => {
        symlinkSync(join(out, "fifo.yml"), join(ws, "ci/evil.yml"));
        return { path: "ci/evil.yml", target: join(out, "fifo.yml") };
      },
    ],
    [
      "a symlinked directory that leads out",
      (ws: string, out: string) => {
        symlinkSync(out, join(ws, "ci/dir"));
        return { path: "ci/dir/plan.yml", target: join(out, "plan.yml") };
      },
    ],
  ])("refuses %s before reading a byte, saying so", async (_what, arrange) => {
    const { workspace, outside } = layout();
    const { path, target } = arrange(workspace, outside);
    const attempt = readPlanSource(planFile(path), workspace);
    await expect(attempt).rejects.toThrow(`resolves to ${target}, which is outside the workspace`);
    await expect(attempt).rejects.toThrow("plan-file must name a file inside GITHUB_WORKSPACE");
  });

  it("refuses a named pipe inside the workspace at once (the engine's reader never waits on it)", async () => {
    const { workspace } = layout();
    execFileSync("mkfifo", [join(workspace, "ci/fifo.yml")]);
    await expect(readPlanSource(planFile("ci/fifo.yml"), workspace)).rejects.toThrow(
      "input plan-file: ci/fifo.yml is a named pipe (FIFO), not a regular file",
    );
  });
});
