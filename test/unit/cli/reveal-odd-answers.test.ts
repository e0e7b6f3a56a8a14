/**
 * An issued secret behind an odd answer (issue: behind a proxy that drops Cache-Control,
 * `svc webhooks create --secret-file f` exited 1 and the secret was lost). The emulator answers
 * correctly; a reverse proxy in front of it changes the answer on the way back, after the service
 * applied the write. Either the secret reaches its destination with a warning naming what was odd,
 * or the command fails naming the webhook, the idempotency key and the exact command that replays
 * it, and that command, run through a POSIX shell's quoting, gets the same secret. Every stream is
 * scanned for secrets.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { safeDiagnostic } from "../../../src/cli/output/sanitize.js";
import { shellWord } from "../../../src/cli/secrets/replay-command.js";
import {
  type AnswerProxy,
  type AnswerRewrite,
  dropHeader,
  editBody,
  firstOnly,
  startAnswerProxy,
} from "../../support/answer-proxy.js";
import { type CliResult, runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";
import { emulatorSecrets, expectNoLeaks } from "../../support/secret-scan.js";

let emulator: TestEmulator;
let proxy: AnswerProxy | undefined;
const dir = mkdtempSync(join(tmpdir(), "svc-odd-answers-"));
const transcripts: string[] = [];
let n = 0;

beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterEach(async () => {
  await proxy?.close();
  proxy = undefined;
});
afterAll(async () => {
  await emulator.stop();
});

async function behind(rewrite: AnswerRewrite): Promise<string> {
  proxy = await startAnswerProxy(emulator.baseUrl, rewrite);
  return proxy.baseUrl;
}

async function svc(argv: string[], stdin?: string): Promise<CliResult> {
  const result = await runInProcess(argv, {
    cwd: dir,
    env: { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl },
    stdin,
  });
  transcripts.push(result.stdout, result.stderr);
  return result;
}

const hookUrl = (name: string) => `https://hooks.example.com/odd-${name}-${++n}`;
const hookData = (url: string) => JSON.stringify({ url, actions: ["task_created"] });
const webhooksFor = async (url: string) =>
  (await emulator.client("admin").listWebhooks({ limit: 100 })).data.filter(
    (hook) => hook.attributes.url === url,
  );
const secretsOf = (webhookId: string) =>
  emulator.state.issuedSecrets
    .filter((issued) => issued.webhookId === webhookId)
    .map((issued) => issued.secret);

/** The replay command at the end of the hint line, split into words by a real POSIX shell. */
function replayWords(stderr: string): string[] {
  const command = /: (svc (?:--|-o |webhooks ).*)$/m.exec(stderr)?.[1];
  expect(command, stderr).toBeDefined();
  const words = execFileSync("sh", ["-c", `printf '%s\\0' ${command}`], { encoding: "utf8" }).split("\0");
  words.pop();
  expect(words[0]).toBe("svc");
  return words.slice(1);
}

describe("behind a proxy that drops Cache-Control, the secret reaches its destination with a warning", () => {
  it("webhooks create --secret-file", async () => {
    const base = await behind(dropHeader("cache-control", "POST", "/v1/webhooks"));
    const url = hookUrl("create");
    const path = join(dir, `create-${n}.secret`);
    const run = await svc([
      "--base-url",
      base,
      "-o",
      "json",
      "webhooks",
      "create",
      "--data",
      hookData(url),
      "--secret-file",
      path,
    ]);
    expect(run.code, run.stderr).toBe(0);
    const [hook] = await webhooksFor(url);
    expect(hook).toBeDefined();
    expect(readFileSync(path, "utf8")).toBe(`${secretsOf(hook?.id ?? "")[0]}\n`);
    expect(run.stderr.trimEnd().split("\n")).toEqual([
      `svc: warning: webhook ${hook?.id}: the service's answer differs from the contract at headers.cache-control (expected "private, no-store, no-transform", got null); its signing secret was written to --secret-file ${path} all the same`,
    ]);
    expect(JSON.parse(run.stdout)).toMatchObject({
      destination: "file",
      id: hook?.id,
      revision: hook?.attributes.revision,
    });
    expect(await webhooksFor(url)).toHaveLength(1);
  });

  it("webhooks rotate-secret --secret-stdout", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl("rotate"), actions: ["task_created"] });
    const { id, attributes } = created.data;
    const base = await behind(dropHeader("cache-control", "POST", `/v1/webhooks/${id}/secret-rotation`));
    const run = await svc([
      "--base-url",
      base,
      "webhooks",
      "rotate-secret",
      id,
      "--if-match",
      attributes.revision,
      "--secret-stdout",
      "--yes",
    ]);
    expect(run.code, run.stderr).toBe(0);
    const issued = secretsOf(id);
    expect(issued).toHaveLength(2);
    expect(run.stdout).toBe(`${issued[1]}\n`);
    expect(run.stderr).toMatch(
      /^svc: warning: webhook \S+: the service's answer differs from the contract at headers\.cache-control .* written to stdout all the same\n$/,
    );
  });
});

describe("an answer holding no usable secret names the webhook, the key and the exact replay command", () => {
  it("webhooks create: the printed command (with --base-url and -o) gets the same webhook and secret", async () => {
    const stripSecret = editBody("POST", "/v1/webhooks", (body) => {
      const { signingSecret: _gone, ...attributes } = body.data.attributes;
      return { ...body, data: { ...body.data, attributes } };
    });
    const base = await behind(firstOnly(stripSecret));
    const url = `${hookUrl("strip")}/it's`;
    const path = join(dir, `strip ${n}.secret`);
    const args = [
      "--base-url",
      base,
      "-o",
      "json",
      "webhooks",
      "create",
      "--data",
      "-",
      "--secret-file",
      path,
    ];
    const lost = await svc(args, hookData(url));
    expect(lost.code).toBe(1);
    expect(existsSync(path)).toBe(false);
    const [hook] = await webhooksFor(url);
    const lines = lost.stderr.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain("invalid API response at data.attributes.signingSecret");
    expect(lines[0]).toContain("the service answered HTTP 201, so it most likely created the webhook");
    expect(lines[1]).toContain(
      `svc: the service answered HTTP 201, so it most likely created the webhook (webhook ${hook?.id}), but its answer is not usable and no signing secret was written`,
    );
    const words = replayWords(lost.stderr);
    expect(words).toEqual([
      "--base-url",
      base,
      "-o",
      "json",
      "webhooks",
      "create",
      "--data",
      JSON.stringify({ actions: ["task_created"], url }),
      "--idempotency-key",
      expect.stringMatching(/^[0-9a-f-]{36}$/),
      "--secret-file",
      path,
    ]);
    const again = await svc(words);
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(path, "utf8")).toBe(`${secretsOf(hook?.id ?? "")[0]}\n`);
    expect(JSON.parse(again.stdout)).toMatchObject({ id: hook?.id });
    expect(await webhooksFor(url)).toHaveLength(1);
  });

  it("webhooks rotate-secret: an answer naming another webhook is refused; the replay is the same rotation", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl("other"), actions: ["task_created"] });
    const { id, attributes } = created.data;
    const otherId = editBody("POST", `/v1/webhooks/${id}/`, (body) => ({
      ...body,
      data: { ...body.data, id: "wh_other" },
    }));
    const base = await behind(firstOnly(otherId));
    const lost = await svc([
      "--base-url",
      base,
      "webhooks",
      "rotate-secret",
      id,
      "--if-match",
      attributes.revision,
      "--secret-stdout",
      "--yes",
    ]);
    expect(lost.code).toBe(1);
    expect(lost.stdout).toBe("");
    expect(lost.stderr).toContain("invalid API response at data.id: does not match the requested webhook id");
    expect(lost.stderr).toContain(
      `svc: the service answered HTTP 201, so it most likely rotated the signing secret of webhook ${id}, but its answer is not usable`,
    );
    const words = replayWords(lost.stderr);
    expect(words).toEqual([
      "--base-url",
      base,
      "webhooks",
      "rotate-secret",
      id,
      "--if-match",
      attributes.revision,
      "--idempotency-key",
      expect.any(String),
      "--secret-stdout",
      "--yes",
    ]);
    const again = await svc(words);
    expect(again.code, again.stderr).toBe(0);
    const issued = secretsOf(id);
    expect(issued).toHaveLength(2);
    expect(again.stdout).toBe(`${issued[1]}\n`);
  });
});

describe("writes that reveal no secret say they were applied, and whether repeating them is safe", () => {
  it("webhooks update: applied, with the command that shows the webhook now", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl("update"), actions: ["task_created"] });
    const { id, attributes } = created.data;
    const base = await behind(dropHeader("cache-control", "PATCH", "/v1/webhooks/"));
    const run = await svc([
      "--base-url",
      base,
      "webhooks",
      "update",
      id,
      "--if-match",
      attributes.revision,
      "--data",
      '{"disabled":true}',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `the service answered HTTP 200, so the update to webhook ${id} is most likely applied`,
    );
    expect(run.stderr).toContain("repeating the update is safe");
    expect(run.stderr).toContain(
      `svc: svc --base-url ${base} -o json webhooks get ${id} shows the webhook as it is now`,
    );
    expect((await emulator.client("admin").getWebhook(id)).data.attributes.disabled).toBe(true);
  });

  it("webhooks remove: a 200 instead of 204 says the webhook was removed", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl("remove"), actions: ["task_created"] });
    const base = await behind((answer) =>
      answer.method === "DELETE" ? { status: 200, body: "{}" } : undefined,
    );
    const run = await svc(["--base-url", base, "webhooks", "remove", created.data.id, "--yes"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `the service answered HTTP 200, so webhook ${created.data.id} is most likely removed: repeating the removal is safe`,
    );
    expect(await webhooksFor(created.data.attributes.url)).toHaveLength(0);
  });

  it("webhooks test: queued; the printed command replays the same test delivery", async () => {
    const created = await emulator
      .client("admin")
      .createWebhook({ url: hookUrl("test"), actions: ["task_created"] });
    const { id } = created.data;
    const base = await behind(
      firstOnly(dropHeader("cache-control", "POST", `/v1/webhooks/${id}/test-delivery`)),
    );
    const run = await svc(["--base-url", base, "webhooks", "test", id]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `the service answered HTTP 201, so a test delivery to webhook ${id} is most likely queued`,
    );
    expect(run.stderr).toContain(
      "svc: the service answered HTTP 201, so it most likely queued the test delivery (webhook",
    );
    const words = replayWords(run.stderr);
    const again = await svc(["-o", "json", ...words]);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ attributes: { replayed: true, webhookId: id } });
  });
});

describe("shellWord", () => {
  it.each([
    "plain-word_1.2:3@x/y,z=%+",
    "",
    "two words",
    "it's",
    '{"url":"https://h.example/it\'s","actions":["a"]}',
    "$HOME `id` $(id) \\ * ? ; & | < > ! #",
    "ünïcödé",
  ])("%j survives a POSIX shell", (word) => {
    const echoed = execFileSync("sh", ["-c", `printf '%s' ${shellWord(word)}`], { encoding: "utf8" });
    expect(echoed).toBe(word);
  });

  it.each([
    "/tmp/a\nb/it's \\x.secret",
    "tab\there\r\u001b[31m",
    "\u202egnp.terces",
    "c1\u0085 and del\u007f",
    "trailing line feed\n",
  ])("%j (control characters) is one line that bash reads back exactly", (word) => {
    const quoted = shellWord(word);
    // One line as the diagnostic prints it: nothing left for the sanitiser to escape.
    expect(safeDiagnostic(quoted)).toBe(quoted);
    const echoed = execFileSync("bash", ["-c", `printf '%s' ${quoted}`], {
      encoding: "utf8",
      env: { ...process.env, LC_ALL: "C.UTF-8" },
    });
    expect(echoed).toBe(word);
  });
});

it("no stream held a signing secret except the chosen --secret-stdout", () => {
  const secrets = emulatorSecrets(emulator);
  expectNoLeaks({ transcripts: transcripts.join("\n") }, secrets, {
    // The --secret-stdout runs' stdout is the sink: exactly one secret, nothing else.
    allowLine: (line) => /^whsec_v2_[A-Za-z0-9_-]{43}$/.test(line),
  });
});
