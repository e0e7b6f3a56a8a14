/**
 * The documented ways to start the emulator through npm (docs/emulator.md: `npm run -s emulator`,
 * `npx svc-emulator`), as after the README's set-up on a machine whose system Node is older than
 * 24.5: stdout is the one JSON ready line and nothing else, and SIGTERM or SIGINT to npm's pid (the
 * pid a script knows) ends the emulator, whose port is then free. npm forwards the signal to the
 * shell it runs the command in, which dies of it without passing it on; the emulator follows its
 * parent out (src/emulator/parent-watch.ts). Each test kills only the npm process it started (and,
 * should a test fail, the process group it started).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { repoRoot } from "../../support/npm.js";
import { nodeVersionOn, olderNodePath } from "../../support/older-node.js";

let path: string;
const home = mkdtempSync(join(tmpdir(), "svc-npm-start-"));
const started: ChildProcess[] = [];

beforeAll(async () => {
  path = await olderNodePath();
}, 300_000);

afterEach(() => {
  // Only if a test failed: the process group of what this test started (npm, its shell, the emulator).
  for (const child of started.splice(0)) {
    try {
      process.kill(-(child.pid as number), "SIGKILL");
    } catch {}
  }
});

/** Starts `command` as a user would, in the repository, and resolves with stdout's first line. */
async function start(command: string[]) {
  const child = spawn(command[0] as string, command.slice(1), {
    cwd: repoRoot,
    env: {
      PATH: path,
      HOME: home,
      npm_config_cache: join(home, ".npm"),
      npm_config_update_notifier: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  started.push(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString("utf8");
  });
  const exited = once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ready line in 60 s; stderr: ${stderr}`)), 60_000);
    const check = () => {
      if (!stdout.includes("\n")) return;
      clearTimeout(timer);
      resolve();
    };
    child.stdout?.on("data", check);
    void exited.then(([code]) => reject(new Error(`exited ${code} before ready: ${stderr}`)));
  });
  return { child, exited, output: () => stdout, errors: () => stderr };
}

/** Resolves once nothing accepts connections on `port` (polled every 50 ms, at most 10 s). */
async function portClosed(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`port ${port} still open 10 s after npm was signalled`);
}

/** Resolves once no process of the group `pgid` is left (polled every 50 ms, at most 10 s). */
async function groupGone(pgid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`processes of group ${pgid} still run 10 s after npm was signalled`);
}

describe("the emulator started through npm, with an older system Node first on the PATH", () => {
  it("runs under the older Node (the situation the docs are written for)", () => {
    expect(nodeVersionOn(path)).not.toMatch(/^v24\.([5-9]|\d\d)|^v(2[5-9]|[3-9]\d)/);
  });

  // npx runs the command in a shell (dash) that holds a lone SIGINT until its command exits, so
  // scripts stop npx with SIGTERM (docs/emulator.md); Ctrl-C at a terminal reaches the whole group.
  // npm dies of SIGHUP and SIGKILL without passing them on: the emulator follows npm out (above
  // npx's shell too, which outlives npm then).
  it.each([
    ["npm run -s emulator -- --port 0", "SIGTERM"],
    ["npm run -s emulator -- --port 0", "SIGINT"],
    ["npm run -s emulator -- --port 0", "SIGHUP"],
    ["npx svc-emulator --port 0", "SIGTERM"],
    ["npx svc-emulator --port 0", "SIGHUP"],
    ["npx svc-emulator --port 0", "SIGKILL"],
  ] as const)(
    "%s: stdout is the one ready line; %s to npm's pid ends the emulator",
    async (line, signal) => {
      const npm = await start(line.split(" "));
      const [ready, ...rest] = npm.output().split("\n");
      expect(rest).toEqual([""]);
      const { baseUrl } = JSON.parse(ready as string) as { baseUrl: string };
      const port = Number(new URL(baseUrl).port);
      expect(port).toBeGreaterThan(0);

      process.kill(npm.child.pid as number, signal);
      await npm.exited;
      await portClosed(port);
      // Nothing of what npm started is left: not npx's shell either.
      await groupGone(npm.child.pid as number);
      // Nothing but the ready line ever reached stdout.
      expect(npm.output()).toBe(`${ready}\n`);
      // Stopped as asked: nothing of it is left for the clean-up to kill.
      const index = started.indexOf(npm.child);
      if (index >= 0) started.splice(index, 1);
    },
    90_000,
  );
});
