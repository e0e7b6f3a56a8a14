/**
 * The bundles (`node dist/cli.js`, `node dist/index.js`) behind a reverse proxy that changes the
 * service's answers after the service applied the write, as some corporate proxies do: an issued
 * secret reaches its destination with a warning naming what was odd (svc webhooks create and
 * rotate-secret, svc run, the Action), or the command fails naming the webhook, the key and the
 * exact command that replays it, and that command, run by a POSIX shell, gets the same secret.
 * Every stream is scanned for secrets. Needs `npm run build`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type AnswerProxy,
  type AnswerRewrite,
  dropHeader,
  editBody,
  firstOnly,
  startAnswerProxy,
} from "../../support/answer-proxy.js";
import { CLI_BUNDLE, type CliResult, runSvc, svcEnv } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { runActionBundle } from "../../support/runner-env.js";
import { emulatorSecrets, expectNoLeaks } from "../../support/secret-scan.js";

let emulator: TestEmulator;
let proxy: AnswerProxy | undefined;
const dir = mkdtempSync(join(tmpdir(), "svc-behind-proxy-"));
const transcripts: string[] = [];
let n = 0;

beforeAll(async () => {
  if (!existsSync(CLI_BUNDLE)) throw new Error(`${CLI_BUNDLE} is missing: run npm run build first`);
  emulator = await startTestEmulator({ exposeSecrets: true });
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await emulator?.stop();
});

async function behind(rewrite: AnswerRewrite): Promise<string> {
  proxy = await startAnswerProxy(emulator.baseUrl, rewrite);
  return proxy.baseUrl;
}
const env = (baseUrl: string) =>
  svcEnv({
    SVC_API_TOKEN: emulator.credential("admin").token,
    SVC_API_BASE_URL: baseUrl,
  });
async function svc(args: string[], baseUrl: string): Promise<CliResult> {
  const result = await runSvc(args, { cwd: dir, env: env(baseUrl) });
  transcripts.push(result.stdout, result.stderr);
  return result;
}
/** Runs a printed `svc ...` command line through sh, `svc` being the bundle. */
function shell(command: string, baseUrl: string): Promise<CliResult> {
  const script = `svc() { "$SVC_NODE" "$SVC_CLI" "$@"; }; ${command}`;
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", script], {
      cwd: dir,
      env: { ...env(baseUrl), SVC_NODE: process.execPath, SVC_CLI: CLI_BUNDLE },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      transcripts.push(stdout, stderr);
      resolve({ code: code ?? -1, stdout, stderr });
    });
  });
}

const hookUrl = (name: string) => `https://hooks.example.com/proxied-${name}-${++n}`;
const secretsOf = (webhookId: string) =>
  emulator.state.issuedSecrets
    .filter((issued) => issued.webhookId === webhookId)
    .map((issued) => issued.secret);
const webhooksFor = async (url: string) =>
  (await emulator.client("admin").listWebhooks({ limit: 100 })).data.filter(
    (hook) => hook.attributes.url === url,
  );
const noCacheControl = () => dropHeader("cache-control", "POST", "/v1/webhooks");

describe("svc webhooks create / rotate-secret (bundle)", () => {
  it("create --secret-file and rotate-secret --secret-stdout: the secret is written, with a warning", async () => {
    const base = await behind(noCacheControl());
    const url = hookUrl("cli");
    const path = join(dir, `cli-${n}.secret`);
    const data = JSON.stringify({ url, actions: ["task_created"] });
    const created = await svc(
      ["-o", "json", "webhooks", "create", "--data", data, "--secret-file", path],
      base,
    );
    expect(created.code, created.stderr).toBe(0);
    const receipt = JSON.parse(created.stdout);
    expect(readFileSync(path, "utf8")).toBe(`${secretsOf(receipt.id)[0]}\n`);
    expect(created.stderr).toMatch(
      /^svc: warning: webhook \S+: .* at headers\.cache-control .* all the same\n$/,
    );

    const args = [
      "webhooks",
      "rotate-secret",
      receipt.id,
      "--if-match",
      receipt.revision,
      "--secret-stdout",
      "--yes",
    ];
    const rotated = await svc(args, base);
    expect(rotated.code, rotated.stderr).toBe(0);
    expect(rotated.stdout).toBe(`${secretsOf(receipt.id)[1]}\n`);
    expect(rotated.stderr).toContain("headers.cache-control");
    expect(await webhooksFor(url)).toHaveLength(1);
  });

  it("create whose answer holds no secret: the printed command, run by sh, writes the same secret", async () => {
    const strip = editBody("POST", "/v1/webhooks", (body) => {
      const { signingSecret: _gone, ...attributes } = body.data.attributes;
      return { ...body, data: { ...body.data, attributes } };
    });
    const base = await behind(firstOnly(strip));
    const url = hookUrl("strip");
    const bodyFile = join(dir, `body ${n}.json`);
    writeFileSync(bodyFile, JSON.stringify({ url, actions: ["task_created"] }));
    const path = join(dir, `it's ${n}.secret`);
    const lost = await svc(["webhooks", "create", "--data", `@${bodyFile}`, "--secret-file", path], base);
    expect(lost.code).toBe(1);
    expect(existsSync(path)).toBe(false);
    const [hook] = await webhooksFor(url);
    expect(lost.stderr).toContain(
      `(webhook ${hook?.id}), but its answer is not usable and no signing secret was written`,
    );
    const command = /, run: (svc .*)$/m.exec(lost.stderr)?.[1] ?? "";
    expect(command).toMatch(
      /^svc webhooks create --data '@.*body \d+\.json' --idempotency-key \S+ --secret-file '.*it'\\''s \d+\.secret'$/,
    );
    const replay = await shell(command, base);
    expect(replay.code, replay.stderr).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(`${secretsOf(hook?.id ?? "")[0]}\n`);
    expect(await webhooksFor(url)).toHaveLength(1);
  });
});

describe("svc run and the Action (bundles)", () => {
  const plan = (url: string) => `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${url}
      actions: [task_created]
  - id: rotate
    uses: rotate-secret
    with:
      webhook: hook
`;
  const dropAll = () => (answer: Parameters<AnswerRewrite>[0]) =>
    answer.method === "POST" ? dropHeader("cache-control", "POST", "/v1/")(answer) : undefined;

  it("svc run --mode apply: both secrets reach --secrets-dir, each with a warning", async () => {
    const base = await behind(dropAll());
    const url = hookUrl("run");
    const planFile = join(dir, `plan-${n}.yml`);
    writeFileSync(planFile, plan(url));
    const secrets = mkdtempSync(join(dir, "secrets-"));
    const result = await svc(
      ["run", planFile, "--mode", "apply", "--run-id", `proxied-${n}`, "--secrets-dir", secrets],
      base,
    );
    expect(result.code, result.stderr).toBe(0);
    const [hook] = await webhooksFor(url);
    const issued = secretsOf(hook?.id ?? "");
    expect(readFileSync(join(secrets, "hook-secret"), "utf8").trim()).toBe(issued[0]);
    expect(readFileSync(join(secrets, "rotate-secret"), "utf8").trim()).toBe(issued[1]);
    expect(result.stderr.match(/headers\.cache-control/g)).toHaveLength(2);
  });

  it("the Action: both secrets reach their output sinks, masked, each with a warning annotation", async () => {
    const base = await behind(dropAll());
    const url = hookUrl("action");
    const result = await runActionBundle({
      inputs: { token: emulator.credential("admin").token, "base-url": base, plan: plan(url) },
      env: { GITHUB_RUN_ID: `proxied-${n}`, RUNNER_DEBUG: "1" },
    });
    transcripts.push(result.stderr, result.summary);
    expect(result.code, result.stdout).toBe(0);
    const [hook] = await webhooksFor(url);
    const issued = secretsOf(hook?.id ?? "");
    expect(result.outputs["hook-secret"]).toBe(issued[0]);
    expect(result.outputs["rotate-secret"]).toBe(issued[1]);
    expect(result.stdout.match(/^::warning::.*headers\.cache-control/gm)).toHaveLength(2);
    // stdout: secrets only behind ::add-mask::; the outputs file is the sink.
    expectNoLeaks({ stdout: result.stdout, stderr: result.stderr, summary: result.summary }, issued);
  });
});

it("no stream held a signing secret except the chosen destinations", () => {
  expectNoLeaks({ transcripts: transcripts.join("\n") }, emulatorSecrets(emulator), {
    allowLine: (line) => /^whsec_v2_[A-Za-z0-9_-]{43}$/.test(line),
  });
});
