/**
 * A revealed secret is never lost silently: `node dist/cli.js` as a subprocess whose stdout reader
 * has gone (a closed pipe), whose stdout is /dev/full, or whose --secret-file hits the file size
 * limit exits 1 (secret_not_written) naming the webhook and the idempotency key; the replay with that key returns the
 * same secret. A closed pipe on data output stays a quiet exit 0. Needs `npm run build`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BUNDLE, type CliResult, runSvc, svcEnv } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { emulatorSecrets, expectNoLeaks } from "../../support/secret-scan.js";

let emulator: TestEmulator;
const dir = mkdtempSync(join(tmpdir(), "svc-secret-write-"));
const transcripts: string[] = [];
let n = 0;

beforeAll(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build first`);
  emulator = await startTestEmulator({ exposeSecrets: true });
});
afterAll(async () => {
  await emulator?.stop();
});

const env = () =>
  svcEnv({
    SVC_API_TOKEN: emulator.credential("admin").token,
    SVC_API_BASE_URL: emulator.baseUrl,
    SVC_CLI_ASSUME_YES: "1",
  });
const hookBody = () =>
  JSON.stringify({ url: `https://hooks.example.com/lost${++n}`, actions: ["task_created"] });

/**
 * Runs the CLI through `sh -c` (for `ulimit` and redirections) with stdout and stderr as pipes;
 * `closeStdout` closes our end of the stdout pipe at once, so the reader is gone before the
 * command writes anything.
 */
function sh(script: string, args: string[], closeStdout = false): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", script, "sh", process.execPath, CLI_BUNDLE, ...args], {
      cwd: dir,
      env: env(),
      stdio: ["ignore", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    if (closeStdout) child.stdout.destroy();
    else child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const result = {
        code: code ?? -1,
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
      };
      transcripts.push(result.stdout, result.stderr);
      resolve(result);
    });
  });
}
const cli = 'exec "$@"';

/** The webhook id, key and replay command named on stderr; the secret never is. */
function recovery(stderr: string): { webhookId: string; key: string; command: string } {
  const lines = stderr.trimEnd().split("\n");
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    /^svc: the service issued the signing secret of webhook whk_\w+, but writing it to /,
  );
  expect(lines[1]).toMatch(
    /^svc: to get the same secret back, run the same command again with --idempotency-key \S+ .*: svc webhooks /,
  );
  return {
    webhookId: /webhook (whk_\w+)/.exec(lines[0] ?? "")?.[1] ?? "",
    key: /--idempotency-key (\S+)/.exec(lines[1] ?? "")?.[1] ?? "",
    command: /\): (svc webhooks .*)$/.exec(lines[1] ?? "")?.[1] ?? "",
  };
}

async function replayed(args: string[]): Promise<string> {
  const result = await runSvc(args, { cwd: dir, env: env() });
  transcripts.push(result.stderr);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return result.stdout;
}

describe("a revealed secret that cannot be written exits 1 (secret_not_written) and names how to get it back", () => {
  it("webhooks create --secret-stdout into a closed pipe", async () => {
    const body = hookBody();
    const args = ["webhooks", "create", "--data", body, "--secret-stdout"];
    const lost = await sh(cli, args, true);
    expect(lost.code).toBe(1);
    const { webhookId, key, command } = recovery(lost.stderr);
    // The printed command, run by a shell as printed (`svc` being the bundle), is the replay.
    const fromShell = await sh(`node="$1" cli="$2"; svc() { "$node" "$cli" "$@"; }; ${command}`, []);
    expect(fromShell.stderr).toBe("");
    expect(fromShell.code).toBe(0);
    const secret = await replayed([...args, "--idempotency-key", key]);
    expect(secret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    expect(fromShell.stdout).toBe(secret);
    // Its stdout is the sink, like the other replays' (kept out of the scan below).
    transcripts.splice(transcripts.lastIndexOf(fromShell.stdout), 1);
    const hook = JSON.parse(await replayed(["-o", "json", "webhooks", "get", webhookId]));
    expect(hook.attributes.url).toBe(JSON.parse(body).url);
  });

  it("webhooks rotate-secret --secret-stdout into a closed pipe, and into /dev/full", async () => {
    const created = JSON.parse(
      await replayed(["-o", "json", "webhooks", "create", "--data", hookBody(), "--secret-file", `s${++n}`]),
    );
    const rotate = [
      "webhooks",
      "rotate-secret",
      created.id,
      "--if-match",
      created.revision,
      "--secret-stdout",
    ];
    const lost = await sh(cli, rotate, true);
    expect(lost.code).toBe(1);
    const first = recovery(lost.stderr);
    expect(first.webhookId).toBe(created.id);
    const secret = await replayed([...rotate, "--idempotency-key", first.key]);
    expect(secret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    // The replay is the same rotation: the same secret again, not a new one.
    expect(await replayed([...rotate, "--idempotency-key", first.key])).toBe(secret);

    const current = JSON.parse(await replayed(["-o", "json", "webhooks", "get", created.id]));
    const full = await sh(`${cli} > /dev/full`, [
      "webhooks",
      "rotate-secret",
      created.id,
      "--if-match",
      current.attributes.revision,
      "--secret-stdout",
    ]);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain("failed (ENOSPC)");
    expect(recovery(full.stderr).webhookId).toBe(created.id);
  });

  it("webhooks create --secret-file past the file size limit: the file is removed, the replay fills it", async () => {
    const path = `limited-${++n}.secret`;
    const args = ["webhooks", "create", "--data", hookBody(), "--secret-file", path];
    const lost = await sh(`ulimit -f 0; ${cli}`, args);
    expect(lost.code).toBe(1);
    expect(lost.stderr).toContain(`--secret-file ${join(dir, path)} failed (EFBIG)`);
    expect(existsSync(join(dir, path))).toBe(false);
    const { key } = recovery(lost.stderr);
    await replayed(["-o", "json", ...args, "--idempotency-key", key]);
    expect(readFileSync(join(dir, path), "utf8")).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
  });

  it("a closed pipe on data output still exits 0 quietly", async () => {
    const result = await sh(cli, ["-o", "jsonl", "webhooks", "list"], true);
    expect(result).toMatchObject({ code: 0, stderr: "" });
  });

  it("no stream holds a signing secret except the replays' own stdout", () => {
    expectNoLeaks({ transcripts: transcripts.join("\n") }, emulatorSecrets(emulator));
  });
});
