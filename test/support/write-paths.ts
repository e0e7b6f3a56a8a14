/**
 * The world of the write-paths tests: an in-process emulator, a scratch directory holding a regular
 * file `plain` (where a directory is expected), and `svc` run in process there, counting the API
 * calls it made.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInProcess } from "./cli.js";
import { startTestEmulator, type TestEmulator } from "./emulator.js";

export interface WritePaths {
  dir: string;
  plain: string;
  /** The environment `svc` runs with: the emulator's admin token and base URL, HOME in `dir`. */
  env: Record<string, string>;
  /** A plan file of one ensure-webhook step (a fresh URL), with `sink` appended to its `with`. */
  plan(sink?: string): string;
  /** `svc argv` in process in `dir`, with how many API calls it made. */
  svc(
    argv: string[],
    extraEnv?: Record<string, string>,
  ): Promise<Awaited<ReturnType<typeof runInProcess>> & { calls: number }>;
  stop(): Promise<void>;
}

export async function writePaths(): Promise<WritePaths> {
  const emulator: TestEmulator = await startTestEmulator();
  const dir = mkdtempSync(join(tmpdir(), "svc-write-paths-"));
  const plain = join(dir, "plain");
  writeFileSync(plain, "a regular file where a directory is expected");
  const env = {
    SVC_API_TOKEN: emulator.credential("admin").token,
    SVC_API_BASE_URL: emulator.baseUrl,
    HOME: dir,
    XDG_STATE_HOME: join(dir, "state"),
  };
  return {
    dir,
    plain,
    env,
    plan: (sink = "") => {
      const name = `plan-${Math.random().toString(16).slice(2)}.yml`;
      writeFileSync(
        join(dir, name),
        `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/${name}", actions: [task_created]${sink} }\n`,
      );
      return name;
    },
    svc: async (argv, extraEnv = {}) => {
      const before = emulator.requests.lastSeq;
      const result = await runInProcess(argv, { env: { ...env, ...extraEnv }, cwd: dir });
      return { ...result, calls: emulator.requests.list(before).length };
    },
    stop: () => emulator.stop(),
  };
}
