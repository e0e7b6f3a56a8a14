/**
 * `node dist/cli.js` as a subprocess against the emulator over real HTTP (run `npm run build`
 * first). Every stream of every run is kept and scanned for the token and every signing secret
 * at the end.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI_BUNDLE, type CliResult, runSvc, type SubprocessOptions, svcEnv } from "../../support/cli.js";
import { seedDeliveries } from "../../support/deliveries.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { startForwardProxy } from "../../support/proxy.js";
import { emulatorSecrets, expectNoLeaks } from "../../support/secret-scan.js";

let emulator: TestEmulator;
let token: string;
let readerToken: string;
const dir = mkdtempSync(join(tmpdir(), "svc-e2e-"));
const transcripts: string[] = [];
const secrets: string[] = [];
const SEEDED = 2_500;

beforeAll(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build first`);
  emulator = await startTestEmulator({ exposeSecrets: true, maxDeliveriesPerCredential: 10_000 });
  token = emulator.credential("admin").token;
  readerToken = emulator.credential("reader").token;
  seedDeliveries(emulator, emulator.credential("reader"), SEEDED);
});
afterAll(async () => {
  await emulator?.stop();
});

const baseEnv = () => ({ SVC_API_TOKEN: token, SVC_API_BASE_URL: emulator.baseUrl });
async function svc(args: string[], options: SubprocessOptions = {}): Promise<CliResult> {
  const result = await runSvc(args, { cwd: dir, ...options, env: { ...baseEnv(), ...options.env } });
  transcripts.push(result.stdout, result.stderr);
  return result;
}
async function ok(args: string[], options: SubprocessOptions = {}): Promise<string> {
  const result = await svc(args, options);
  expect(result.stderr, args.join(" ")).toBe("");
  expect(result.code, args.join(" ")).toBe(0);
  return result.stdout;
}
/** Requests the emulator answered while `run` ran, counted by a pass-through delay fault. */
async function requestsDuring(run: () => Promise<unknown>, pathPrefix = "/v1"): Promise<number> {
  await emulator.control.clearFaults();
  await emulator.control.addFault({ kind: "delay", delayMs: 0, count: 10_000, pathPrefix });
  await run();
  const { faults } = await emulator.control.call<{ faults: { remaining: number }[] }>("GET", "/faults");
  await emulator.control.clearFaults();
  return 10_000 - (faults[0]?.remaining ?? 0);
}
let n = 0;
const hookBody = () =>
  JSON.stringify({ url: `https://hooks.example.com/e2e${++n}`, actions: ["task_created"] });
async function createHook() {
  const path = join(dir, `secret-${++n}.txt`);
  const receipt = JSON.parse(
    await ok(["-o", "json", "webhooks", "create", "--data", hookBody(), "--secret-file", path]),
  );
  secrets.push(readFileSync(path, "utf8").trim());
  return receipt as { id: string; revision: string; path: string };
}

describe("every command in every output mode", () => {
  it("read commands", async () => {
    const hook = await createHook();
    const test = JSON.parse(await ok(["-o", "json", "webhooks", "test", hook.id]));
    const contact = (
      JSON.parse(await ok(["-o", "json", "tasks", "list", "--all"])) as {
        attributes: { contactId?: string };
      }[]
    ).find((task) => task.attributes.contactId)?.attributes.contactId as string;
    const commands = [
      ["workspace"],
      ["tasks", "list", "--limit", "2"],
      ["lists", "list"],
      ["contacts", "get", contact],
      ["webhooks", "list"],
      ["webhooks", "get", hook.id],
      ["webhook-deliveries", "list", "--webhook-id", hook.id],
      ["webhook-deliveries", "get", test.id],
    ];
    for (const command of commands) {
      const table = await ok(command);
      expect(table.split("\n")[1], command.join(" ")).toMatch(/^-+( {2}-+)*$/);
      const json = await ok(["-o", "json", ...command]);
      expect(json.endsWith("}\n") && json.startsWith("{\n  ")).toBe(true);
      const jsonl = await ok([...command, "--output", "jsonl"]);
      expect(jsonl.split("\n")).toHaveLength(2);
      // Each run is its own request, so only meta.requestId may differ.
      const withoutRequestId = (text: string) =>
        JSON.stringify(JSON.parse(text), (k, v) => (k === "requestId" ? "" : v));
      expect(withoutRequestId(jsonl)).toBe(withoutRequestId(json));
    }
  });

  it("write commands: create (file and stdout), update, test, rotate-secret, remove", async () => {
    const hook = await createHook();
    expect(statSync(hook.path).mode & 0o777).toBe(0o600);
    expect(readFileSync(hook.path, "utf8")).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    const stdoutSecret = await ok(["webhooks", "create", "--data", "-", "--secret-stdout"], {
      input: hookBody(),
    });
    expect(stdoutSecret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    secrets.push(stdoutSecret.trim());
    const updated = JSON.parse(
      await ok([
        "webhooks",
        "update",
        hook.id,
        "--data",
        '{"actions":["task_updated"]}',
        "--if-match",
        hook.revision,
        "-o",
        "jsonl",
      ]),
    );
    expect(updated.attributes.actions).toEqual(["task_updated"]);
    expect(await ok(["webhooks", "test", hook.id])).toMatch(/webhookTestDelivery/);
    const rotated = await ok(
      ["webhooks", "rotate-secret", hook.id, "--if-match", updated.attributes.revision, "--secret-stdout"],
      { env: { SVC_CLI_ASSUME_YES: "1" } },
    );
    expect(rotated).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}\n$/);
    secrets.push(rotated.trim());
    expect(JSON.parse(await ok(["-o", "json", "webhooks", "remove", hook.id, "--yes"]))).toEqual({
      id: hook.id,
      removed: true,
      type: "webhook",
    });
  });
});

describe("exit codes", () => {
  it("0 1 2 3 4 5 6 7", async () => {
    expect((await svc(["--version"])).code).toBe(0);
    expect(
      (await svc(["--retries", "0", "workspace"], { env: { SVC_API_BASE_URL: "http://127.0.0.1:9/v1" } }))
        .code,
    ).toBe(1);
    expect((await svc(["webhooks", "list", "--limit", "0"])).code).toBe(2);
    const revoked = await svc(["workspace"], {
      env: { SVC_API_TOKEN: `tg_sa_v2_de_de-emu-001_${"0".repeat(24)}_${"1".repeat(64)}` },
    });
    expect(revoked.code).toBe(3);
    const forbidden = await svc(["webhooks", "create", "--data", hookBody(), "--secret-stdout"], {
      env: { SVC_API_TOKEN: readerToken },
    });
    expect(forbidden.code).toBe(4);
    expect(forbidden.stdout).toBe("");
    expect((await svc(["webhooks", "get", "whk_missing"])).code).toBe(5);
    const hook = await createHook();
    const stale = await svc([
      "webhooks",
      "update",
      hook.id,
      "--data",
      '{"disabled":true}',
      "--if-match",
      `whk1-${"0".repeat(64)}`,
    ]);
    expect(stale.code).toBe(6);
    expect(stale.stderr).toMatch(
      /^svc: .* \(request [^)]+\)\nsvc: .*latest revision or ETag in --if-match\n$/,
    );
    await emulator.control.addFault({ kind: "rateLimit", retryAfterSeconds: 0, count: 5 });
    const limited = await svc(["--retries", "0", "workspace"]);
    await emulator.control.clearFaults();
    expect(limited.code).toBe(7);
    await emulator.control.addFault({ kind: "status", status: 428, count: 1 });
    expect((await svc(["workspace"])).code).toBe(2);
  });

  it("no command, a bare group, an unknown command: help or error on stderr, exit 2", async () => {
    for (const args of [[], ["webhooks"], ["webhook-deliveries"], ["nope"]]) {
      const result = await svc(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stdout).toBe("");
      expect(result.stderr).not.toBe("");
    }
    const help = await svc(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: svc /);
  });
});

describe("hostile API text on stderr", () => {
  it("SVC_DEBUG=1: an error detail with line feeds and escapes never starts a line of its own", async () => {
    const detail = "bad\u001b[31m\n::error::injected\r\n  ::warning::indented";
    await emulator.control.addFault({ kind: "status", status: 400, detail, pathPrefix: "/v1/workspace" });
    const result = await svc(["workspace"], { env: { SVC_DEBUG: "1" } });
    await emulator.control.clearFaults();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("svc: bad\\u001b[31m\\n::error::injected\\r\\n  ::warning::indented");
    expect(result.stderr).toMatch(/\n\s+at /);
    for (const line of result.stderr.split(/[\r\n]/)) expect(line).not.toMatch(/^\s*::/);
    expect(result.stderr).not.toContain("\u001b");
  });
});

describe("local checks send no request", () => {
  it.each([
    ["webhooks", "list", "--limit", "101"],
    ["webhook-deliveries", "list", "--limit", "201"],
    ["webhooks", "list", "--all", "--max-pages", "10001"],
    ["--retries", "9", "webhooks", "list"],
    ["--timeout", "-5", "webhooks", "list"],
    ["webhooks", "get", "bad/id"],
    ["webhooks", "test", "w1", "--idempotency-key", "a b"],
    ["webhooks", "update", "w1", "--data", '{"revision":"x"}', "--if-match", `whk1-${"a".repeat(64)}`],
    ["webhooks", "update", "w1", "--data", '{"url":"https://x.example"}', "--if-match", "*"],
    ["webhooks", "create", "--data", "[1]", "--secret-stdout"],
    ["webhooks", "create", "--data", '{"url":"https://x.example"}', "--secret-stdout"],
    ["webhooks", "create", "--data", '{"url":"https://x.example","actions":["a"]}'],
    [
      "webhooks",
      "create",
      "--data",
      '{"url":"http://x.example","actions":["a"]}',
      "--secret-file",
      "never.txt",
    ],
    ["webhooks", "update", "w1", "--data", '{"actions":[]}', "--if-match", `whk1-${"a".repeat(64)}`],
    ["webhooks", "remove", "w1"],
    ["webhooks", "rotate-secret", "w1", "--if-match", `whk1-${"a".repeat(64)}`, "--secret-stdout"],
  ])("%j", async (...args) => {
    let result: CliResult | undefined;
    const requests = await requestsDuring(async () => {
      result = await svc(args);
    });
    expect(result?.code).toBe(2);
    expect(result?.stdout).toBe("");
    expect(requests).toBe(0);
    expect(existsSync(join(dir, "never.txt"))).toBe(false);
  });

  it("auth login --token-stdin rejects a bad credential with exit 2 before the keychain (none runs here)", async () => {
    const env = { SVC_API_TOKEN: undefined, SVC_CONFIG_PATH: join(dir, "login-config.json") };
    for (const [input, message] of [
      ["not-a-credential\n", /stdin is not an API v1 credential/],
      ["", /stdin was empty/],
      ["a".repeat(1024 * 1024 + 1), /larger than 1 MiB/],
    ] as const) {
      const result = await svc(["auth", "login", "--token-stdin"], { env, input });
      expect({ code: result.code, stderr: result.stderr }).toEqual({
        code: 2,
        stderr: expect.stringMatching(message),
      });
      expect(result.stderr).not.toMatch(/credential store/);
    }
  });

  it("an existing --secret-file is never overwritten, and no request is sent", async () => {
    const taken = join(dir, "taken.txt");
    writeFileSync(taken, "keep me");
    let result: CliResult | undefined;
    const requests = await requestsDuring(async () => {
      result = await svc(["webhooks", "create", "--data", hookBody(), "--secret-file", taken]);
    });
    expect(requests).toBe(0);
    expect(result?.code).toBe(2);
    expect(readFileSync(taken, "utf8")).toBe("keep me");
  });

  it("the new --secret-file is removed when the request fails", async () => {
    const path = join(dir, "removed-on-failure.txt");
    await emulator.control.addFault({ kind: "status", status: 500, method: "POST", count: 5 });
    const result = await svc(["webhooks", "create", "--data", hookBody(), "--secret-file", path]);
    await emulator.control.clearFaults();
    expect(result.code).toBe(1);
    expect(existsSync(path)).toBe(false);
  });
});

/** spawnSync would block this process, and with it the in-process emulator the child talks to. */
function run(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (status) => {
      transcripts.push(stdout, stderr);
      resolve({ status, stdout, stderr });
    });
  });
}

/** Runs a command line inside a pseudo-terminal (util-linux `script`); `keys` are typed once `waitFor` shows. */
function inTerminal(command: string, waitFor?: RegExp, keys = ""): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    // `script` gives the terminal a size of 0x0, and clack wraps at that width: set a real one.
    const child = spawn("script", ["-qec", `stty cols 120 rows 40; ${command}`, "/dev/null"], {
      cwd: dir,
      env: { ...svcEnv(baseEnv()), TERM: "xterm" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    let typed = false;
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (!typed && waitFor?.test(output)) {
        typed = true;
        child.stdin.write(keys);
      }
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      transcripts.push(output);
      resolve({ code: code ?? -1, output });
    });
  });
}
const hasScript = spawnSync("script", ["--version"]).status === 0;

describe.runIf(hasScript)("in a terminal", () => {
  const cli = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_BUNDLE)}`;

  it("asks before removing; n keeps the webhook (exit 0), y removes it", async () => {
    const hook = await createHook();
    const declined = await inTerminal(`${cli} webhooks remove ${hook.id}`, /Remove webhook/, "n");
    expect(declined.code).toBe(0);
    expect(declined.output).toContain(`Remove webhook ${hook.id}?`);
    expect(declined.output).toContain("cancelled; nothing was changed");
    expect((await svc(["webhooks", "get", hook.id])).code).toBe(0);
    const accepted = await inTerminal(`${cli} -o json webhooks remove ${hook.id}`, /Remove webhook/, "y");
    expect(accepted.code).toBe(0);
    expect(accepted.output).toContain('"removed": true');
    expect((await svc(["webhooks", "get", hook.id])).code).toBe(5);
  });

  it("the prompt is drawn on stderr: stdout redirected to a file stays clean JSON", async () => {
    const hook = await createHook();
    const out = join(dir, "remove.json");
    const result = await inTerminal(
      `${cli} -o json webhooks remove ${hook.id} > ${out}`,
      /Remove webhook/,
      "y",
    );
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(out, "utf8"))).toEqual({ id: hook.id, removed: true, type: "webhook" });
  });

  it("--secret-stdout refuses a terminal (exit 2, no request); --all shows progress on a terminal stderr", async () => {
    const refused = await inTerminal(`${cli} webhooks create --data '${hookBody()}' --secret-stdout`);
    expect(refused.code).toBe(2);
    expect(refused.output).toMatch(/refuses to print the secret to a terminal/);
    const progress = await inTerminal(
      `SVC_API_TOKEN=${readerToken} ${cli} -o jsonl webhook-deliveries list --all --limit 200 > /dev/null`,
    );
    expect(progress.code).toBe(0);
    expect(progress.output).toMatch(/13 pages, 2500 deliveries, [0-9]+\/s/);
    const piped = await svc(["-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "200"], {
      env: { SVC_API_TOKEN: readerToken },
    });
    expect(piped.stderr).toBe("");
  });
});

describe("--all streaming", () => {
  /** maxRSS (KiB) of a run, reported by a preloaded hook at exit. */
  async function peakRss(args: string[]): Promise<{ rssKb: number; result: CliResult }> {
    const hook = join(dir, "rss.mjs");
    const log = join(dir, `rss-${++n}.txt`);
    writeFileSync(
      hook,
      'import { writeFileSync } from "node:fs";\nprocess.on("exit", () => writeFileSync(process.env.RSS_LOG, String(process.resourceUsage().maxRSS)));\n',
    );
    const result = await runSvc(args, {
      cwd: dir,
      env: {
        SVC_API_TOKEN: readerToken,
        SVC_API_BASE_URL: emulator.baseUrl,
        NODE_OPTIONS: `--import=${hook}`,
        RSS_LOG: log,
      },
    });
    return { rssKb: Number(readFileSync(log, "utf8")), result };
  }

  it("streams every record of many pages, one per line, in memory bounded by a page", async () => {
    const all = await peakRss(["-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "200"]);
    expect(all.result.code).toBe(0);
    const lines = all.result.stdout.split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(SEEDED);
    expect(new Set(lines.map((line) => JSON.parse(line).id)).size).toBe(SEEDED);
    const one = await peakRss(["-o", "jsonl", "webhook-deliveries", "list", "--limit", "200"]);
    expect(one.result.code).toBe(0);
    // V8 sizes its heap by allocation rate, so the bound is loose here; bench/cli.ts measures
    // 500 pages. What keeps memory flat is the back-pressure proven by the next test.
    expect(all.rssKb - one.rssKb, "extra peak RSS (KiB) of 13 pages over 1").toBeLessThan(48 * 1024);
  });

  it("restarts an --all walk once on a smaller young generation (same pid), never a one-page run or a size the user chose", async () => {
    const hook = join(dir, "exec-argv.mjs");
    writeFileSync(
      hook,
      'import { appendFileSync } from "node:fs";\nappendFileSync(process.env.ARGV_LOG, JSON.stringify({ pid: process.pid, execArgv: process.execArgv }) + "\\n");\n',
    );
    async function starts(args: string[], nodeOptions = ""): Promise<{ pid: number; execArgv: string[] }[]> {
      const log = join(dir, `argv-${++n}.txt`);
      writeFileSync(log, "");
      const result = await runSvc(args, {
        env: {
          SVC_API_TOKEN: readerToken,
          SVC_API_BASE_URL: emulator.baseUrl,
          NODE_OPTIONS: `${nodeOptions} --import=${hook}`.trim(),
          ARGV_LOG: log,
        },
      });
      expect(result.code, result.stderr).toBe(0);
      return readFileSync(log, "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line));
    }
    const walk = ["-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "200"];
    const restarted = await starts(walk);
    // The hook ran in both images: the first without the flag, the replacement with it, one pid.
    expect(restarted.map((start) => start.execArgv)).toEqual([[], ["--max-semi-space-size=4"]]);
    expect(restarted[1]?.pid).toBe(restarted[0]?.pid);
    const onePage = await starts(["-o", "jsonl", "webhook-deliveries", "list", "--limit", "200"]);
    expect(onePage.map((start) => start.execArgv)).toEqual([[]]);
    const chosen = await starts(walk, "--max-semi-space-size=8");
    expect(chosen).toHaveLength(1);
  });

  it("honours back-pressure: a reader that stops reading stops the paging", async () => {
    const child = spawn(
      process.execPath,
      [CLI_BUNDLE, "-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "200"],
      {
        env: svcEnv({ SVC_API_TOKEN: readerToken, SVC_API_BASE_URL: emulator.baseUrl }),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    await emulator.control.clearFaults();
    await emulator.control.addFault({
      kind: "delay",
      delayMs: 0,
      count: 10_000,
      pathPrefix: "/v1/webhook-deliveries",
    });
    child.stdout.pause();
    // Wait until the child is blocked on a full pipe: the request count stops moving.
    let previous = -1;
    let requests = 0;
    for (let i = 0; i < 50 && requests !== previous; i += 1) {
      previous = requests;
      await new Promise((resolve) => setTimeout(resolve, 150));
      const { faults } = await emulator.control.call<{ faults: { remaining: number }[] }>("GET", "/faults");
      requests = 10_000 - (faults[0]?.remaining ?? 0);
    }
    expect(requests, "pages fetched while nobody read").toBeLessThan(13);
    let lines = 0;
    child.stdout.on("data", (chunk: Buffer) => {
      lines += chunk.toString("utf8").split("\n").length - 1;
    });
    child.stdout.resume();
    const code = await new Promise<number | null>((resolve) =>
      child.on("close", (exitCode) => resolve(exitCode)),
    );
    await emulator.control.clearFaults();
    expect(code).toBe(0);
    expect(lines).toBe(SEEDED);
  });

  it("| head -1 exits 0 with nothing on stderr", async () => {
    const result = await run(
      "bash",
      [
        "-c",
        `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_BUNDLE)} -o jsonl webhook-deliveries list --all --limit 10 | head -1; echo "status=\${PIPESTATUS[0]}" >&2`,
      ],
      svcEnv({ SVC_API_TOKEN: readerToken, SVC_API_BASE_URL: emulator.baseUrl }),
    );
    expect(result.stdout.split("\n")).toHaveLength(2);
    expect(result.stderr).toBe("status=0\n");
  });

  it("a stdout write that fails (a full disk) says so on stderr and exits 1", async () => {
    // A preload makes every write to fd 1 fail as on a full disk; stdout is a file, as with `> out`.
    const preload = join(dir, "stdout-enospc.mjs");
    writeFileSync(
      preload,
      `import fs from "node:fs";
const write = fs.writeSync;
fs.writeSync = function (fd, ...rest) {
  if (fd === 1) throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
  return write.call(this, fd, ...rest);
};
`,
    );
    const out = join(dir, "full-disk.jsonl");
    const result = await run(
      "bash",
      [
        "-c",
        `${JSON.stringify(process.execPath)} --import ${JSON.stringify(preload)} ${JSON.stringify(CLI_BUNDLE)} -o jsonl webhook-deliveries list --limit 10 > ${JSON.stringify(out)}; echo "status=$?" >&2`,
      ],
      svcEnv({ SVC_API_TOKEN: readerToken, SVC_API_BASE_URL: emulator.baseUrl }),
    );
    expect(readFileSync(out, "utf8")).toBe("");
    expect(result.stderr).toBe(
      "svc: writing the output to stdout failed (ENOSPC: no space left on device, write); it is incomplete\nstatus=1\n",
    );
  });

  it("SIGINT stops a listing within a second with exit 130", async () => {
    await emulator.control.addFault({
      kind: "delay",
      delayMs: 30_000,
      count: 1,
      pathPrefix: "/v1/webhook-deliveries",
    });
    const child = spawn(
      process.execPath,
      [CLI_BUNDLE, "-o", "jsonl", "webhook-deliveries", "list", "--all"],
      {
        env: svcEnv({ SVC_API_TOKEN: readerToken, SVC_API_BASE_URL: emulator.baseUrl }),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    // The delay fault is consumed once the request reached the emulator.
    for (let i = 0; i < 100; i += 1) {
      const { faults } = await emulator.control.call<{ faults: unknown[] }>("GET", "/faults");
      if (faults.length === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const started = Date.now();
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) =>
      child.on("close", (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(130);
    // The CLI forces its exit one second after SIGINT; the rest is this (shared, busy) machine.
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(stderr).toBe("");
  });
  it("SIGINT while the next page is prefetched: page 1 is out, exit 130, nothing on stderr", async () => {
    await emulator.control.clearFaults();
    const pathPrefix = "/v1/webhook-deliveries";
    await emulator.control.addFault({ kind: "delay", delayMs: 0, count: 1, pathPrefix });
    await emulator.control.addFault({ kind: "delay", delayMs: 30_000, count: 1, pathPrefix });
    const child = spawn(
      process.execPath,
      [CLI_BUNDLE, "-o", "jsonl", "webhook-deliveries", "list", "--all", "--limit", "100"],
      {
        env: svcEnv({ SVC_API_TOKEN: readerToken, SVC_API_BASE_URL: emulator.baseUrl }),
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString("utf8");
    });
    // Both faults are consumed once the second (prefetched) request reached the emulator.
    for (let i = 0; i < 100; i += 1) {
      const { faults } = await emulator.control.call<{ faults: unknown[] }>("GET", "/faults");
      if (faults.length === 0 && stdout.split("\n").length > 100) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.kill("SIGINT");
    const code = await new Promise<number | null>((resolve) =>
      child.on("close", (exitCode) => resolve(exitCode)),
    );
    expect(code).toBe(130);
    expect(stdout.split("\n")).toHaveLength(101);
    expect(stderr).toBe("");
  });
});

describe("start-up loads only what the command needs", () => {
  const markers = {
    zod: /\$ZodType|ZodError/,
    undici: /UND_ERR_/,
    clack: /isCancel|@clack/,
    // receive --self-signed's certificate library and auth login --manual's prompt library
    x509: /X509CertificateGenerator/,
    inquirer: /input is masked/,
    // the body of `svc completion <shell>`
    completion: /_svc_complete/,
  };
  // The table's width library: any command printing a table loads it, help never does.
  const tableWidth = /Emoji_Modifier/;
  async function loaded(args: string[], env: Record<string, string> = {}): Promise<string[]> {
    const hook = join(dir, "load-log.mjs");
    const log = join(dir, `loads-${++n}.txt`);
    writeFileSync(
      hook,
      [
        'import { registerHooks } from "node:module";',
        'import { appendFileSync } from "node:fs";',
        'registerHooks({ load(url, context, next) { appendFileSync(process.env.LOAD_LOG, url + "\\n"); return next(url, context); } });',
      ].join("\n"),
    );
    writeFileSync(log, "");
    const result = await run(
      process.execPath,
      [CLI_BUNDLE, ...args],
      svcEnv({ NODE_OPTIONS: `--import=${hook}`, LOAD_LOG: log, ...env }),
    );
    expect(result.status).not.toBeNull();
    return readFileSync(log, "utf8")
      .split("\n")
      .filter((url) => url.startsWith("file:") && url.includes("/dist/cli/"))
      .map((url) => readFileSync(new URL(url), "utf8"));
  }
  const has = (sources: string[], marker: RegExp) => sources.some((source) => marker.test(source));

  it("--version and --help load no zod, undici, clack, table widths or prompt/certificate libraries; an API command loads zod but never undici", async () => {
    for (const args of [
      ["--version"],
      ["--help"],
      ["webhooks", "--help"],
      ["webhooks", "list", "--limit", "0"],
    ]) {
      const sources = await loaded(args);
      for (const [name, marker] of Object.entries(markers))
        expect(has(sources, marker), `${args} loads ${name}`).toBe(false);
      if (args.includes("--help") || args.includes("--version"))
        expect(has(sources, tableWidth), `${args} loads fast-string-width`).toBe(false);
    }
    const api = await loaded(["webhooks", "list"], {
      SVC_API_TOKEN: token,
      SVC_API_BASE_URL: emulator.baseUrl,
    });
    expect(has(api, markers.zod)).toBe(true);
    // The transport is Node's own http client (src/transport/attempt.ts): no undici to load or compile.
    expect(has(api, markers.undici)).toBe(false);
    expect(has(api, markers.clack)).toBe(false);
    expect(has(api, tableWidth)).toBe(true);
  });

  it("a read-only API command (webhooks list) loads no node:crypto: its request id needs none", async () => {
    const hook = join(dir, "builtins-log.cjs");
    const log = join(dir, `builtins-${++n}.txt`);
    writeFileSync(
      hook,
      'process.on("exit", () => require("node:fs").writeFileSync(process.env.BUILTINS_LOG, process.moduleLoadList.join("\\n")));',
    );
    const result = await run(
      process.execPath,
      [CLI_BUNDLE, "webhooks", "list", "-o", "json"],
      svcEnv({
        NODE_OPTIONS: `--require=${hook}`,
        BUILTINS_LOG: log,
        SVC_API_TOKEN: token,
        SVC_API_BASE_URL: emulator.baseUrl,
      }),
    );
    expect(result.status).toBe(0);
    const builtins = readFileSync(log, "utf8").split("\n");
    // The hook itself proves the list was written: node:fs is always there.
    expect(builtins).toContain("NativeModule fs");
    expect(builtins).not.toContain("NativeModule crypto");
  });

  it("a body that makes no request and prints no table (svc completion) loads no client, zod or table widths", async () => {
    const sources = await loaded(["completion", "bash"]);
    expect(has(sources, markers.completion)).toBe(true);
    for (const [name, marker] of Object.entries({ ...markers, completion: undefined, tableWidth })) {
      if (marker) expect(has(sources, marker), `completion loads ${name}`).toBe(false);
    }
  });
});

describe("bundle", () => {
  it("carries no undici at all: the CLI's HTTP is Node's own client", () => {
    const bundleDir = join(CLI_BUNDLE, "..", "cli");
    const chunks = readdirSync(bundleDir).filter((name) => name.endsWith(".js"));
    for (const name of chunks) {
      const source = readFileSync(join(bundleDir, name), "utf8");
      expect(source, name).not.toContain("UND_ERR_");
      expect(source, name).not.toContain("fetch failed");
    }
  });
});

describe("proxies", () => {
  it("goes through HTTP_PROXY/HTTPS_PROXY (Node's http client ignores them on its own), and not for NO_PROXY hosts", async () => {
    const proxy = await startForwardProxy();
    try {
      const emulatorHost = new URL(emulator.baseUrl).host;
      await ok(["webhooks", "list", "-o", "json"], {
        env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url },
      });
      expect(proxy.targets).toContain(emulatorHost);
      const before = proxy.targets.length;
      await ok(["webhooks", "list", "-o", "json"], {
        env: { HTTP_PROXY: proxy.url, NO_PROXY: new URL(emulator.baseUrl).hostname },
      });
      expect(proxy.targets.length).toBe(before);
    } finally {
      await proxy.close();
    }
  });
});

describe("secrets", () => {
  it("no stream of any run holds the token or a signing secret (except the one reveal)", () => {
    expect(secrets.length).toBeGreaterThan(5);
    const everything = transcripts.join("\n");
    expect(everything.includes(token)).toBe(false);
    expect(everything.includes(readerToken)).toBe(false);
    for (const secret of secrets) {
      // Each secret appears at most once: the --secret-stdout reveal itself.
      expect(everything.split(secret).length - 1).toBeLessThanOrEqual(1);
    }
    // The shared scan over everything the emulator issued (also secrets no sink ever received),
    // allowing only the --secret-stdout reveals: a transcript line that is exactly the secret.
    expectNoLeaks({ transcripts: everything }, emulatorSecrets(emulator), {
      allowLine: (line) => /^whsec_v2_[A-Za-z0-9_-]{43}$/.test(line) && secrets.includes(line),
    });
  });
});
