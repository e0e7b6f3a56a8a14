/**
 * The emulator's --state-dir against a careless operator and an attacker: one emulator per state
 * dir (a second is refused naming the dir and the holder's pid; a stale lock is taken over; two
 * starters never both win), no symlink followed anywhere in it, a change answered only once saved
 * (a failed save is a 503 and a stderr line, and the next change saves it again), modes enforced,
 * a clear message for every bad state file, and only its own leftovers removed.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { threadId } from "node:worker_threads";
import { afterEach, describe, expect, it } from "vitest";
import { STATE_FILE } from "../../../src/emulator/state/persistence.js";
import { encodeStateFile } from "../../../src/emulator/state/snapshot.js";
import { rawRequest, startTestEmulator, type TestEmulator } from "../../support/emulator.js";

const running: TestEmulator[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
});

const warnings: string[] = [];
async function start(stateDir: string) {
  const emulator = await startTestEmulator({ stateDir, warn: (line) => warnings.push(line) });
  running.push(emulator);
  return emulator;
}
async function stop(emulator: TestEmulator) {
  running.splice(running.indexOf(emulator), 1);
  await emulator.stop();
}
const fresh = () => join(mkdtempSync(join(tmpdir(), "svc-emulator-safety-")), "state");
const lockFile = (dir: string) => join(dir, "emulator.lock");

/** The pid of a process that has exited (a stale lock's holder). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], {
    encoding: "utf8",
  });
  return Number(child.stdout);
}

const staleLock = (pid: number) =>
  `${JSON.stringify({ format: "svc-emulator-lock", pid, host: hostname(), startedAt: "2020-01-01T00:00:00.000Z", token: "f".repeat(32) })}\n`;

const create = (emulator: TestEmulator, name: string) =>
  rawRequest(`${emulator.baseUrl}/webhooks`, {
    method: "POST",
    token: emulator.credential("admin").token,
    headers: { "content-type": "application/json", "idempotency-key": name },
    body: { url: `https://hooks.example.com/${name}`, actions: ["task_created"] },
  });

describe("one emulator per state dir", () => {
  it("refuses a second emulator, naming the dir and the other's pid; takes the dir once the first stops", async () => {
    const dir = fresh();
    const first = await start(dir);
    await expect(start(dir)).rejects.toThrow(
      `the state dir ${dir} is in use by another svc-emulator (pid ${process.pid}`,
    );
    await stop(first);
    expect(existsSync(lockFile(dir))).toBe(false);
    await start(dir);
  });

  it("takes over the lock of a process that is gone, never one of another host", async () => {
    const dir = fresh();
    await stop(await start(dir));
    writeFileSync(lockFile(dir), staleLock(deadPid()), { mode: 0o600 });
    const emulator = await start(dir);
    expect(JSON.parse(readFileSync(lockFile(dir), "utf8"))).toMatchObject({ pid: process.pid });
    await stop(emulator);
    writeFileSync(lockFile(dir), staleLock(deadPid()).replace(JSON.stringify(hostname()), '"another-host"'), {
      mode: 0o600,
    });
    await expect(start(dir)).rejects.toThrow(/in use by another svc-emulator \(pid \d+ on another-host/);
  });

  it("takes over a lock naming its own pid that it does not hold (a container restarted: same host, same pid)", async () => {
    const dir = fresh();
    await stop(await start(dir));
    const earlier = JSON.parse(staleLock(process.pid)) as Record<string, unknown>;
    for (const lock of [{ ...earlier, thread: threadId }, earlier]) {
      if (lock.thread === undefined && threadId !== 0) continue; // an older lock names no thread: 0
      writeFileSync(lockFile(dir), `${JSON.stringify(lock)}\n`, { mode: 0o600 });
      const emulator = await start(dir);
      const placed = JSON.parse(readFileSync(lockFile(dir), "utf8")) as { token: string };
      expect(placed.token).not.toBe(lock.token);
      // Its own live lock is still refused to a second emulator of this process.
      await expect(start(dir)).rejects.toThrow(`is in use by another svc-emulator (pid ${process.pid}`);
      await stop(emulator);
    }
    // Another thread of this process may hold it: that cannot be told, so it is refused.
    writeFileSync(lockFile(dir), `${JSON.stringify({ ...earlier, thread: threadId + 1 })}\n`, {
      mode: 0o600,
    });
    await expect(start(dir)).rejects.toThrow(`is in use by another svc-emulator (pid ${process.pid}`);
  });

  it("lets exactly one of several starters win, with or without a stale lock", async () => {
    for (const stale of [false, true]) {
      const dir = fresh();
      if (stale) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(lockFile(dir), staleLock(deadPid()), { mode: 0o600 });
      }
      const starts = await Promise.allSettled([1, 2, 3, 4].map(() => start(dir)));
      expect(starts.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
      for (const outcome of starts)
        if (outcome.status === "rejected")
          expect(String(outcome.reason)).toMatch(/is in use by another svc-emulator/);
      await Promise.all(running.splice(0).map((emulator) => emulator.stop()));
    }
  });

  it("refuses a lock file that is not its own, and never removes a lock that is no longer its own", async () => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    writeFileSync(lockFile(dir), "someone's notes\n");
    await expect(start(dir)).rejects.toThrow(`${lockFile(dir)} is not a lock of svc-emulator`);
    rmSync(lockFile(dir));
    const emulator = await start(dir);
    rmSync(lockFile(dir));
    writeFileSync(lockFile(dir), "replaced\n");
    await stop(emulator);
    expect(readFileSync(lockFile(dir), "utf8")).toBe("replaced\n");
  });
});

describe("no link followed in the state dir", () => {
  it("replaces a symlink planted at a file's name, never writing its target", async () => {
    const dir = fresh();
    const outside = mkdtempSync(join(tmpdir(), "svc-emulator-outside-"));
    const target = join(outside, "target");
    writeFileSync(target, "precious\n", { mode: 0o644 });
    const emulator = await start(dir);
    // The old fixed temp name, and the state file itself.
    symlinkSync(target, join(dir, `${STATE_FILE}.tmp`));
    rmSync(join(dir, STATE_FILE));
    symlinkSync(target, join(dir, STATE_FILE));
    expect((await create(emulator, "after-link")).status).toBe(201);
    expect(readFileSync(target, "utf8")).toBe("precious\n");
    expect(statSync(target).mode & 0o777).toBe(0o644);
    expect(lstatSync(join(dir, STATE_FILE)).isFile()).toBe(true);
    expect(statSync(join(dir, STATE_FILE)).mode & 0o777).toBe(0o600);
  });

  it("refuses to load a state file that is a symlink", async () => {
    const dir = fresh();
    await stop(await start(dir));
    const elsewhere = join(mkdtempSync(join(tmpdir(), "svc-emulator-outside-")), "state.json");
    writeFileSync(elsewhere, readFileSync(join(dir, STATE_FILE)));
    rmSync(join(dir, STATE_FILE));
    symlinkSync(elsewhere, join(dir, STATE_FILE));
    await expect(start(dir)).rejects.toThrow(
      `${join(dir, STATE_FILE)} is a symbolic link; the emulator never follows a link in its state dir`,
    );
    expect(existsSync(lockFile(dir))).toBe(false);
  });
});

describe("a change is acknowledged only once saved", () => {
  it("answers 503 and says so on stderr when the save fails; the next change saves both", async () => {
    const dir = fresh();
    const emulator = await start(dir);
    warnings.length = 0;
    // A directory where the state file goes: the rename of every save fails (as root too).
    rmSync(join(dir, STATE_FILE));
    mkdirSync(join(dir, STATE_FILE, "in-the-way"), { recursive: true });
    const failed = await create(emulator, "unsaved");
    expect(failed.status).toBe(503);
    expect(failed.headers["retry-after"]).toBe("1");
    expect(JSON.stringify(failed.body)).toContain("could not save this change to its state dir");
    expect(warnings.join("\n")).toContain(`cannot save the state to ${join(dir, STATE_FILE)} (EISDIR)`);
    expect((await create(emulator, "also-unsaved")).status).toBe(503);
    rmSync(join(dir, STATE_FILE), { recursive: true });
    expect((await create(emulator, "saved")).status).toBe(201);
    expect(warnings.at(-1)).toBe(`saved the state to ${join(dir, STATE_FILE)} again`);
    await stop(emulator);
    const again = await start(dir);
    const urls = (await again.client("admin").listWebhooks()).data.map((hook) => hook.attributes.url).sort();
    expect(urls).toEqual(
      ["also-unsaved", "saved", "unsaved"].map((name) => `https://hooks.example.com/${name}`),
    );
    // The request answered 503 is replayed from its stored result by its idempotency key.
    const replay = await create(again, "unsaved");
    expect(replay.status).toBe(200);
    expect(replay.body).toMatchObject({ data: { attributes: { url: "https://hooks.example.com/unsaved" } } });
  });
});

describe("modes and files of the state dir", () => {
  it("creates the dir 0700 with a .gitignore of *, tightens loose modes, writes every file 0600", async () => {
    const dir = fresh();
    const previous = process.umask(0);
    try {
      await stop(await start(dir));
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(readFileSync(join(dir, ".gitignore"), "utf8")).toBe("*\n");
      for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777).toBe(0o600);
      chmodSync(dir, 0o755);
      chmodSync(join(dir, STATE_FILE), 0o644);
      const emulator = await start(dir);
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      expect(statSync(join(dir, STATE_FILE)).mode & 0o777).toBe(0o600);
      expect(statSync(lockFile(dir)).mode & 0o777).toBe(0o600);
      await stop(emulator);
    } finally {
      process.umask(previous);
    }
    // A directory that existed already gets no .gitignore of the emulator's.
    const existing = fresh();
    mkdirSync(existing, { recursive: true });
    await stop(await start(existing));
    expect(existsSync(join(existing, ".gitignore"))).toBe(false);
  });

  it("removes only the temp files it wrote when it was killed mid-save", async () => {
    const dir = fresh();
    await stop(await start(dir));
    const ours = join(dir, `${STATE_FILE}.0123456789abcdef.tmp`);
    const foreign = join(dir, `${STATE_FILE}.fedcba9876543210.tmp`);
    const linked = join(dir, `${STATE_FILE}.1111111111111111.tmp`);
    const outside = join(mkdtempSync(join(tmpdir(), "svc-emulator-outside-")), "x");
    writeFileSync(ours, '{"format":"svc-emulator-sta', { mode: 0o600 });
    writeFileSync(foreign, "a user's file\n", { mode: 0o600 });
    writeFileSync(outside, '{"format":"svc-emulator-state"', { mode: 0o600 });
    symlinkSync(outside, linked);
    await start(dir);
    expect(existsSync(ours)).toBe(false);
    expect(readFileSync(foreign, "utf8")).toBe("a user's file\n");
    expect(lstatSync(linked).isSymbolicLink()).toBe(true);
    expect(existsSync(outside)).toBe(true);
  });

  it("removes the fixed-name temp file an earlier build killed mid-save left, only when it is its own", async () => {
    const dir = fresh();
    await stop(await start(dir));
    const earlier = join(dir, `${STATE_FILE}.tmp`);
    writeFileSync(earlier, '{"format":"svc-emulator-state","tokens":', { mode: 0o600 });
    await stop(await start(dir));
    expect(existsSync(earlier)).toBe(false);
    writeFileSync(earlier, "someone's notes\n", { mode: 0o600 });
    await stop(await start(dir));
    expect(readFileSync(earlier, "utf8")).toBe("someone's notes\n");
  });
});

describe("a clear message for every bad state file", () => {
  it("names the field of a state with a valid checksum but the wrong shape", async () => {
    const dir = fresh();
    await stop(await start(dir));
    const text = readFileSync(join(dir, STATE_FILE), "utf8");
    const body = JSON.parse(text.slice(text.indexOf("\n") + 1));
    for (const [change, field] of [
      [
        (state: Record<string, unknown>) => {
          state.workspaces = {};
        },
        "workspaces: Invalid input: expected array, received object",
      ],
      [
        (state: Record<string, unknown>) => {
          (state.webhooks as unknown[]).push({ id: 7 });
        },
        "webhooks[0].id: Invalid input: expected string, received number",
      ],
    ] as const) {
      const copy = structuredClone(body);
      change(copy);
      writeFileSync(join(dir, STATE_FILE), encodeStateFile(JSON.stringify(copy)));
      await expect(start(dir)).rejects.toThrow(
        `${join(dir, STATE_FILE)} has a valid checksum but is not a state this svc-emulator can load (${field})`,
      );
    }
  });

  it("refuses a state file too large to load, with advice instead of ERR_STRING_TOO_LONG", async () => {
    const dir = fresh();
    await stop(await start(dir));
    truncateSync(join(dir, STATE_FILE), 600 * 1024 * 1024); // sparse: no disk used
    await expect(start(dir)).rejects.toThrow(
      `${join(dir, STATE_FILE)} is 600 MiB, more than the 256 MiB an emulator state may hold`,
    );
  });

  it("names a file where the state dir should be", async () => {
    const parent = mkdtempSync(join(tmpdir(), "svc-emulator-safety-"));
    writeFileSync(join(parent, "plain"), "x");
    await expect(start(join(parent, "plain", "state"))).rejects.toThrow(
      `--state-dir ${join(parent, "plain", "state")} cannot be created: ${join(parent, "plain")} is a regular file, not a directory`,
    );
  });

  it("names a symbolic link leading nowhere, as the state dir or in its path", async () => {
    const parent = mkdtempSync(join(tmpdir(), "svc-emulator-safety-"));
    symlinkSync(join(parent, "moved-away"), join(parent, "gone"));
    const nowhere = `${join(parent, "gone")} is a symbolic link to ${join(parent, "moved-away")}, which does not exist`;
    await expect(start(join(parent, "gone"))).rejects.toThrow(
      `--state-dir ${join(parent, "gone")} cannot be created: ${nowhere}`,
    );
    await expect(start(join(parent, "gone", "state"))).rejects.toThrow(
      `--state-dir ${join(parent, "gone", "state")} cannot be created: ${nowhere}`,
    );
  });
});
