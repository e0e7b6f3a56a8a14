/**
 * Nothing hangs and Ctrl-C always works, on the bundle (`node dist/cli.js`): a named pipe given as
 * a file is refused at once (opening one for reading used to block a worker thread for good, and a
 * process with such a thread cannot exit, not even on SIGINT), and a read of a silent standard
 * input ends on SIGINT with exit 130.
 */
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CLI_BUNDLE, runSvc, svcEnv } from "../../support/cli.js";

let dir: string;
const env = { SVC_API_TOKEN: `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ab".repeat(32)}` };

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "svc-hangs-"));
  execFileSync("mkfifo", [join(dir, "pipe")]);
  writeFileSync(join(dir, "s.secret"), `whsec_v2_${"s".repeat(43)}\n`);
  writeFileSync(join(dir, "h.txt"), "X-A: 1\n");
  writeFileSync(join(dir, "big.yml"), "");
  truncateSync(join(dir, "big.yml"), 200 * 1024 * 1024);
});

describe("a named pipe is refused at once", () => {
  it.each([
    ["svc run <fifo>", ["run", "pipe", "--run-id", "x"]],
    [
      "verify --secret-file <fifo>",
      ["webhooks", "verify", "--headers", "h.txt", "--body", "h.txt", "--secret-file", "pipe"],
    ],
    ["receive --secret-file <fifo>", ["webhooks", "receive", "--secret-file", "pipe", "--count", "1"]],
  ])("%s exits 2 naming it (it used to hang and ignore SIGINT)", async (_what, args) => {
    const result = await runSvc(args, { cwd: dir, env, timeoutMs: 10_000 });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("is a named pipe (FIFO), not a regular file");
  });
});

/** Peak resident memory (VmHWM, KiB) of `node dist/cli.js ...args`, recorded as the process exits. */
function peakMemoryKib(args: string[]): { kib: number; stderr: string; status: number | null } {
  const out = join(dir, `hwm-${Math.random()}`);
  const hook = join(dir, "hwm.cjs");
  writeFileSync(
    hook,
    `const fs = require("node:fs");\nprocess.on("exit", () => fs.writeFileSync(${JSON.stringify(out)}, /VmHWM:\\s+(\\d+)/.exec(fs.readFileSync("/proc/self/status", "utf8"))[1]));\n`,
  );
  const result = spawnSync(process.execPath, ["--require", hook, CLI_BUNDLE, ...args], {
    cwd: dir,
    env: svcEnv(env),
    encoding: "utf8",
    timeout: 20_000,
  });
  return { kib: Number(readFileSync(out, "utf8")), stderr: result.stderr, status: result.status };
}

describe("a 200 MB plan", () => {
  it("is refused by its size before it is read: peak memory as for an empty plan", () => {
    writeFileSync(join(dir, "empty.yml"), "");
    const baseline = peakMemoryKib(["run", "empty.yml", "--run-id", "x"]);
    const big = peakMemoryKib(["run", "big.yml", "--run-id", "x"]);
    expect(big.status).toBe(2);
    expect(big.stderr).toContain("svc: the plan file big.yml is larger than 4 MiB");
    // Reading it whole took 480 MB; the check alone costs nothing measurable.
    expect(big.kib / baseline.kib).toBeLessThan(1.5);
  });
});

/** The fdinfo text of one descriptor; empty when it closed between listing the directory and reading it. */
function fdInfo(pid: number, fd: string): string {
  try {
    return readFileSync(`/proc/${pid}/fdinfo/${fd}`, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** Resolves once the process waits on fd 0 (its epoll set watches it): it is reading stdin. */
async function readingStdin(pid: number): Promise<void> {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    for (const fd of readdirSync(`/proc/${pid}/fdinfo`)) {
      if (/^tfd:\s+0\s/m.test(fdInfo(pid, fd))) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the process never read its standard input");
}

describe("SIGINT ends a read of a silent standard input", () => {
  it.each([
    ["svc run -", ["run", "-", "--run-id", "x"]],
    ["--data -", ["webhooks", "create", "--secret-stdout", "--data", "-"]],
    [
      "verify --body -",
      ["webhooks", "verify", "--headers", "h.txt", "--body", "-", "--secret-file", "s.secret"],
    ],
  ])("%s: exit 130 within a second", async (_what, args) => {
    const child = spawn(process.execPath, [CLI_BUNDLE, ...args], {
      cwd: dir,
      env: svcEnv(env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const closed = once(child, "close") as Promise<[number | null]>;
    child.stdin.write("{"); // a writer that sent a little and went silent
    await readingStdin(child.pid as number);
    const started = Date.now();
    child.kill("SIGINT");
    const [code] = await closed;
    expect(code).toBe(130);
    // The CLI ends the read at once (and forces its exit one second after SIGINT in any case).
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
