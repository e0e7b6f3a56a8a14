/**
 * Runs one `svc` command line in this process (runCli with PassThrough streams), for suites that
 * need the CLI's exit code and streams many times over (the bundle as a subprocess costs ~100 ms a
 * run; the e2e suites of the CLI cover the bundle itself).
 */
import { PassThrough } from "node:stream";
import { createContext } from "../../src/cli/context.js";
import { runCli } from "../../src/cli/run.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliRunOptions {
  env?: Record<string, string | undefined>;
  cwd?: string;
  stdin?: string;
}

export async function runCliInProcess(argv: readonly string[], options: CliRunOptions = {}): Promise<CliRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  stderr.on("data", (chunk: Buffer) => {
    err += chunk.toString("utf8");
  });
  const stdin = new PassThrough();
  stdin.end(options.stdin ?? "");
  const ctx = createContext({
    stdin,
    stdinIsTTY: false,
    stdout,
    stderr,
    env: { SVC_CONFIG_PATH: "/nonexistent/svc-config.json", ...options.env },
    ...(options.cwd ? { cwd: options.cwd } : {}),
    // No terminal, no prompt: a confirmation without --yes fails as the CLI does in CI.
    confirm: async () => false,
    profileSource: async () => {
      throw new Error("the reliability suites never use a stored profile");
    },
  });
  const code = await runCli(argv, ctx);
  return { code, stdout: out, stderr: err };
}
