/**
 * The bundled Action (`node dist/index.js`) as the runner runs it, against the bundled emulator
 * (`node dist/emulator.js`) over real HTTP, delivering to a real HTTPS receiver that verifies
 * every signature with our verifyWebhook and answers 401 to anything it cannot verify.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  type ControlApi,
  controlApi,
  type SpawnedEmulator,
  seededCredential,
  spawnEmulator,
} from "../../support/emulator.js";
import { type FakeGithubApi, startFakeGithubApi } from "../../support/github-api.js";
import { startForwardProxy } from "../../support/proxy.js";
import { type Receiver, startReceiver } from "../../support/receiver.js";
import { type RunnerResult, repoRoot, runActionBundle } from "../../support/runner-env.js";
import { expectNoLeaks, spawnedEmulatorSecrets } from "../../support/secret-scan.js";

let dir: string;
let receiver: Receiver;
let emulator: SpawnedEmulator;
let control: ControlApi;
let token: string;
let workspaceId: string;
/** Secret files the receiver trusts, newest first (it re-reads them on every delivery). */
let secretFiles: string[] = [];

const readSecrets = () =>
  secretFiles.filter((file) => existsSync(file)).map((file) => readFileSync(file, "utf8").trim());

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-action-e2e-"));
  receiver = await startReceiver({
    secrets: readSecrets,
    respond: (delivery) => (delivery.verified ? 204 : 401),
  });
  writeFileSync(join(dir, "receiver-ca.pem"), receiver.ca);
  emulator = await spawnEmulator([
    "--expose-secrets",
    "--allow-loopback-webhooks",
    "--webhook-ca",
    join(dir, "receiver-ca.pem"),
    "--retry-schedule",
    "0,20,50",
  ]);
  const admin = seededCredential(emulator);
  token = admin.token;
  workspaceId = admin.workspaceId;
  control = controlApi(emulator.ready.controlUrl);
});

afterAll(async () => {
  await emulator?.stop();
  await receiver?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Every run of the current test, with the secrets it was given (the github-token input). */
const runsOfThisTest: { result: RunnerResult; given: string[] }[] = [];
/** The sinks a plan may choose on the runner: an output named `<step>-secret`. */
const isSinkOutput = (line: string) => /^::set-output name=[A-Za-z0-9_-]+-secret::/.test(line);

afterEach(async () => {
  // The secret-leak scan of every run, with step debug on: the token, every signing secret the
  // emulator issued and the github-token appear only behind ::add-mask:: and in the chosen sink.
  const issued = await spawnedEmulatorSecrets(control, emulator.ready.credentials);
  for (const { result, given } of runsOfThisTest.splice(0)) {
    const outputs = Object.entries(result.outputs).filter(([name]) => !name.endsWith("-secret"));
    expectNoLeaks(
      {
        stdout: result.stdout,
        stderr: result.stderr,
        summary: result.summary,
        outputs: JSON.stringify(outputs),
      },
      [...issued, ...given],
      { allowLine: (line, stream) => stream === "stdout" && isSinkOutput(line) },
    );
  }
  secretFiles = [];
  receiver.respond((delivery) => (delivery.verified ? 204 : 401));
  await control.clearFaults();
});

let runCounter = 1000;
function runAction(
  plan: string,
  options: {
    inputs?: Record<string, string>;
    env?: Record<string, string>;
    runId?: string;
    fileCommands?: boolean;
    workspace?: string;
    entry?: string;
    state?: Record<string, string>;
  } = {},
): Promise<RunnerResult> {
  runCounter += 1;
  return runActionBundle({
    inputs: { token, "base-url": emulator.ready.baseUrl, ...(plan ? { plan } : {}), ...options.inputs },
    env: {
      GITHUB_REPOSITORY: "acme/app",
      GITHUB_RUN_ID: options.runId ?? String(runCounter),
      GITHUB_RUN_ATTEMPT: "1",
      // Step debug on: debug lines are scanned for secrets like every other stream.
      RUNNER_DEBUG: "1",
      ...options.env,
    },
    ...(options.fileCommands === undefined ? {} : { fileCommands: options.fileCommands }),
    ...(options.workspace ? { workspace: options.workspace } : {}),
    ...(options.entry ? { entry: options.entry } : {}),
    ...(options.state ? { state: options.state } : {}),
  }).then((result) => {
    const given = options.inputs?.["github-token"];
    runsOfThisTest.push({ result, given: given ? [given] : [] });
    return result;
  });
}

/** Every place a run can write to, as one string per stream. */
const streams = (result: RunnerResult) => ({
  stdout: result.stdout,
  stderr: result.stderr,
  summary: result.summary,
  outputs: JSON.stringify(result.outputs),
});

async function webhooksAt(url: string) {
  const { webhooks } = await control.webhooks();
  return webhooks.filter((webhook) => (webhook as { url?: string }).url === url);
}

describe("the bundled Action against the emulator", () => {
  it("provisions, rotates, proves a signed test delivery and gates on the history", async () => {
    const url = `${receiver.url}/full`;
    const createFile = join(dir, "full-create.secret");
    const rotateFile = join(dir, "full-rotate.secret");
    secretFiles = [rotateFile, createFile];
    const result = await runAction(`
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${url}
      actions: [task_created, task_updated]
      secret-sink: { type: file, path: ${createFile} }
  - id: rotate
    uses: rotate-secret
    with:
      webhook: hook
      secret-sink: { type: file, path: ${rotateFile} }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 30s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h, max-failures: 0 }
`);
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs["hook-change"]).toBe("created");
    expect(result.outputs["smoke-state"]).toBe("succeeded");
    expect(result.outputs["smoke-status-code"]).toBe("204");
    expect(result.outputs["health-failures"]).toBe("0");
    expect(JSON.parse(result.outputs.result ?? "{}")).toMatchObject({ ok: true, mode: "apply" });

    // Mode bits mean nothing on Windows: there the file has its directory's ACL (docs/action.md "Runners").
    if (process.platform !== "win32")
      for (const file of [createFile, rotateFile]) expect(statSync(file).mode & 0o777).toBe(0o600);
    const [created, rotated] = [
      readFileSync(createFile, "utf8").trim(),
      readFileSync(rotateFile, "utf8").trim(),
    ];
    expect(rotated).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}$/);
    expect(rotated).not.toBe(created);

    const test = receiver.deliveries.find((delivery) => delivery.id === result.outputs["smoke-delivery-id"]);
    expect(test).toMatchObject({ event: "webhook.test", verified: true, secretIndex: 0 });

    for (const [stream, text] of Object.entries(streams(result))) {
      const withoutMasks = text.replace(`::add-mask::${created}`, "").replace(`::add-mask::${rotated}`, "");
      expect(withoutMasks.includes(created), `create secret in ${stream}`).toBe(false);
      expect(withoutMasks.includes(rotated), `rotated secret in ${stream}`).toBe(false);
    }
    expect(result.stdout.indexOf(`::add-mask::${rotated}`)).toBeGreaterThanOrEqual(0);
    expect(result.summary).toContain("hook");
    expect(result.summary).toContain("created");
    expect(result.summary).toContain("succeeded");

    // A production event after the rotation reaches the receiver signed with the new secret.
    await control.emit({ workspaceId, event: "task_created", item: { _id: "task-after-rotation" } });
    const production = await receiver.waitFor((delivery) => delivery.event === "task_created");
    expect(production).toMatchObject({ verified: true, secretIndex: 0, answered: 204 });
  });

  it("never creates a second webhook when the same run is re-run", async () => {
    const url = `${receiver.url}/rerun`;
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: ${url}, actions: [task_created] }\n`;
    const first = await runAction(plan, { runId: "4242" });
    const again = await runAction(plan, { runId: "4242" });
    const secondAttempt = await runAction(plan, { runId: "4242", env: { GITHUB_RUN_ATTEMPT: "2" } });
    expect([first.code, again.code, secondAttempt.code]).toEqual([0, 0, 0]);
    expect(first.outputs["hook-change"]).toBe("created");
    expect(again.outputs["hook-change"]).toBe("unchanged");
    expect([first.outputs.changes, again.outputs.changes]).toEqual(["1", "0"]);
    expect(secondAttempt.outputs["hook-change"]).toBe("unchanged");
    expect(again.outputs["hook-webhook-id"]).toBe(first.outputs["hook-webhook-id"]);
    expect(await webhooksAt(url)).toHaveLength(1);
  });

  it("two jobs of one run with the same step ids act on their own webhooks (no idempotency_conflict)", async () => {
    const plan = (path: string) => `
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: ${receiver.url}/${path}, actions: [task_created] }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook }
`;
    runCounter += 1;
    const runId = String(runCounter);
    const eu = await runAction(plan("jobs-eu"), { runId, env: { GITHUB_JOB: "deploy-eu" } });
    const us = await runAction(plan("jobs-us"), { runId, env: { GITHUB_JOB: "deploy-us" } });
    expect([eu.code, us.code], `${eu.stdout}\n${us.stdout}`).toEqual([0, 0]);
    expect([eu.outputs["hook-change"], us.outputs["hook-change"]]).toEqual(["created", "created"]);
    expect([eu.outputs["rotate-change"], us.outputs["rotate-change"]]).toEqual(["rotated", "rotated"]);
    expect(eu.outputs["hook-webhook-id"]).not.toBe(us.outputs["hook-webhook-id"]);
  });

  it("fails the job when the receiver rejects deliveries, and lists them in the summary", async () => {
    const url = `${receiver.url}/failing`;
    receiver.respond(503);
    const smoke = await runAction(`
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: ${url}, actions: [task_created] }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 30s }
`);
    expect(smoke.code).toBe(1);
    expect(smoke.outputs["smoke-state"]).toBe("failed");
    expect(smoke.outputs["smoke-status-code"]).toBe("503");
    expect(smoke.stdout).toMatch(/::error.*smoke/);
    expect(smoke.summary).toContain("failed");
    const deliveryId = smoke.outputs["smoke-delivery-id"] ?? "";
    expect(deliveryId).not.toBe("");

    const gate = await runAction(`
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: ${url}, actions: [task_created] }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h, max-failures: 0 }
`);
    expect(gate.code).toBe(1);
    expect(Number(gate.outputs["health-failures"])).toBeGreaterThanOrEqual(1);
    expect(gate.summary).toContain(deliveryId);
    expect(gate.stdout).toMatch(/::error.*health/);
  });

  it("rejects a bad plan with an annotation on its line, before any request", async () => {
    const workspace = mkdtempSync(join(dir, "bad-plan-"));
    writeFileSync(
      join(workspace, "plan.yml"),
      [
        "steps:",
        "  - id: hook",
        "    uses: ensure-webhook",
        "    with:",
        "      url: http://hooks.example.com/not-https",
        "      actions: [task_created]",
        "",
      ].join("\n"),
    );
    await control.addFault({ kind: "delay", delayMs: 1, count: 1000 });
    const result = await runAction("", { inputs: { "plan-file": "plan.yml" }, workspace });
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/::error [^:]*file=plan\.yml,line=5[^:]*::.*"hook".*with\.url.*https/);
    const { faults } = await control.call<{ faults: { remaining: number }[] }>("GET", "/faults");
    expect(faults[0]?.remaining, "requests made by a run with a bad plan").toBe(1000);
  });

  it("in plan mode reads but sends no POST, PATCH or DELETE", async () => {
    const url = `${receiver.url}/plan-mode`;
    for (const method of ["POST", "PATCH", "DELETE"]) {
      await control.addFault({ kind: "status", status: 500, method, count: 100 });
    }
    const result = await runAction(
      `
steps:
  - id: hook
    uses: ensure-webhook
    with: { url: ${url}, actions: [task_created] }
  - id: rotate
    uses: rotate-secret
    with: { webhook: hook }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook }
`,
      { inputs: { mode: "plan" } },
    );
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs["hook-change"]).toBe("would-create");
    expect(result.outputs["rotate-change"]).toBe("would-rotate");
    expect(result.outputs.changes).toBe("2");
    const { faults } = await control.call<{ faults: { remaining: number }[] }>("GET", "/faults");
    expect(faults.map((fault) => fault.remaining)).toEqual([100, 100, 100]);
    expect(await webhooksAt(url)).toHaveLength(0);
  });

  it("shows the secret only behind ::add-mask:: and in its sink (the step output)", async () => {
    const url = `${receiver.url}/masking`;
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: ${url}, actions: [task_created] }\n`;
    const result = await runAction(plan, { fileCommands: false });
    expect(result.code, result.stdout).toBe(0);
    const secret = /::add-mask::(whsec_v2_[A-Za-z0-9_-]{43})/.exec(result.stdout)?.[1] ?? "";
    expect(secret).not.toBe("");
    // Mask first, then its sink (the step output); nowhere else.
    const lines = result.stdout.split("\n").filter((line) => line.includes(secret));
    expect(lines).toEqual([`::add-mask::${secret}`, `::set-output name=hook-secret::${secret}`]);
    expect(result.stderr).not.toContain(secret);
    expect(result.stdout.indexOf(`::add-mask::${token}`)).toBeGreaterThanOrEqual(0);
    expect(result.stdout.split(token).length - 1, "token printed outside its mask").toBe(1);

    const withFileCommands = await runAction(plan.replace("/masking", "/masking-files"));
    const fileSecret = withFileCommands.outputs["hook-secret"] ?? "";
    expect(fileSecret).toMatch(/^whsec_v2_/);
    const { "hook-secret": _sink, ...otherOutputs } = withFileCommands.outputs;
    const elsewhere = { ...streams(withFileCommands), outputs: JSON.stringify(otherOutputs) };
    for (const [stream, text] of Object.entries(elsewhere)) {
      const withoutMask = text.replace(`::add-mask::${fileSecret}`, "");
      expect(withoutMask.includes(fileSecret), `secret in ${stream}`).toBe(false);
    }
  });

  it("removes the secret files in its post step (so a re-run can write them again), unless kept", async () => {
    const workspace = mkdtempSync(join(dir, "workspace-"));
    const file = join(workspace, "hook.secret");
    const plan = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: ${receiver.url}/post-step\n      actions: [task_created]\n      secret-sink: { type: file, path: hook.secret }\n`;
    // The main and post steps of a job share the runner's temp dir, where the record of the files is.
    const job = { workspace, env: { RUNNER_TEMP: mkdtempSync(join(dir, "runner-temp-")) } };
    const main = await runAction(plan, job);
    expect(main.code, main.stdout).toBe(0);
    expect(readFileSync(file, "utf8")).toMatch(/^whsec_v2_/);
    const postStep = await runAction(plan, {
      ...job,
      entry: join(repoRoot, "dist/post.js"),
      state: main.state,
    });
    expect(postStep.code, postStep.stdout).toBe(0);
    expect(postStep.stdout).toContain(`removed the secret file ${file}`);
    expect(existsSync(file)).toBe(false);

    const kept = await runAction(plan.replace("/post-step", "/post-step-kept"), {
      ...job,
      inputs: { "keep-secret-files": "true" },
    });
    expect(kept.code, kept.stdout).toBe(0);
    const keptPost = await runAction(plan, {
      ...job,
      entry: join(repoRoot, "dist/post.js"),
      state: kept.state,
      inputs: { "keep-secret-files": "true" },
    });
    expect(keptPost.code).toBe(0);
    expect(existsSync(file)).toBe(true);
  });

  it("loads Octokit and libsodium (separate chunks of the bundle) only for the github-secret sink", async () => {
    // A module-load hook logs every file the bundle loads; the Action's chunks sit beside dist/action/index.js.
    const hook = join(dir, "load-log.mjs");
    writeFileSync(
      hook,
      [
        'import { registerHooks } from "node:module";',
        'import { appendFileSync } from "node:fs";',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the hook's own source holds a template literal
        "registerHooks({ load(url, context, next) { appendFileSync(process.env.LOAD_LOG, `${url}\\n`); return next(url, context); } });",
      ].join("\n"),
    );
    const chunksLoaded = async (
      name: string,
      sink: string,
      env: Record<string, string> = {},
      inputs: Record<string, string> = {},
    ) => {
      const log = join(dir, `loads-${name}.txt`);
      writeFileSync(log, "");
      const result = await runAction(
        `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: ${receiver.url}/lazy-${name}\n      actions: [task_created]\n      secret-sink: ${sink}\n`,
        { env: { NODE_OPTIONS: `--import=${pathToFileURL(hook).href}`, LOAD_LOG: log, ...env }, inputs },
      );
      expect(result.code, `${result.stdout}\n${result.stderr}`).toBe(0);
      const loaded = readFileSync(log, "utf8").split("\n");
      expect(loaded.some((url) => url.endsWith("/dist/action/index.js"))).toBe(true);
      return loaded.filter((url) => /\/dist\/action\/[^/]+\.index\.js$/.test(url));
    };
    // Without it, only the chunks loaded once the run is done (the job summary, the result output).
    const afterTheRun = (await chunksLoaded("output", "{ type: output }")).map((url) =>
      readFileSync(new URL(url), "utf8"),
    );
    expect(afterTheRun).toHaveLength(2);
    for (const text of afterTheRun) expect(text).not.toMatch(/@octokit|libsodium|undici/);
    expect(afterTheRun.some((text) => text.includes("steps are shown"))).toBe(true);
    const github = await startFakeGithubApi();
    try {
      const chunks = await chunksLoaded(
        "github",
        "{ type: github-secret, repository: acme/receiver, name: LAZY_SECRET }",
        { GITHUB_API_URL: github.url },
        { "github-token": `ghp_${"l".repeat(36)}` },
      );
      const contents = chunks.map((url) => readFileSync(new URL(url), "utf8"));
      expect(contents.some((text) => text.includes("@octokit/core"))).toBe(true);
      expect(contents.some((text) => text.includes("libsodium"))).toBe(true);
      // One undici (overrides in package.json), in the github-secret chunks only: the entry chunk never
      // loads it (src/action/actions-core.ts keeps @actions/core's OIDC client and its undici out).
      const bundle = readdirSync(join(repoRoot, "dist/action")).filter((file) => file.endsWith(".js"));
      const undiciCopies = bundle.map(
        (file) =>
          readFileSync(join(repoRoot, "dist/action", file), "utf8").split("class EnvHttpProxyAgent").length -
          1,
      );
      expect(undiciCopies.reduce((sum, count) => sum + count, 0)).toBe(1);
      const entry = readFileSync(join(repoRoot, "dist/action/index.js"), "utf8");
      expect(entry).not.toContain("@octokit/core");
      expect(entry).not.toContain("class EnvHttpProxyAgent");
    } finally {
      await github.close();
    }
  });

  describe("with the github-secret sink", () => {
    let github: FakeGithubApi;
    beforeAll(async () => {
      github = await startFakeGithubApi();
    });
    afterAll(() => github.close());

    it("seals the secret for a GitHub Actions secret; it never leaves the job in clear", async () => {
      const url = `${receiver.url}/sealed`;
      const githubToken = `ghp_${"x".repeat(36)}`;
      const result = await runAction(
        `
steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${url}
      actions: [task_created]
      secret-sink: { type: github-secret, repository: acme/receiver, environment: production, name: SVC_WEBHOOK_SECRET }
`,
        { inputs: { "github-token": githubToken }, env: { GITHUB_API_URL: github.url } },
      );
      expect(result.code, result.stdout).toBe(0);
      expect(github.secrets).toHaveLength(1);
      const stored = github.secrets[0];
      expect(stored?.path).toBe("/repos/acme/receiver/environments/production/secrets/SVC_WEBHOOK_SECRET");
      const secret = stored?.plaintext ?? "";
      expect(secret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}$/);
      for (const request of github.requests) {
        expect(request.body.includes(secret)).toBe(false);
        expect(request.authorization).toContain(githubToken);
      }
      for (const [stream, text] of Object.entries(streams(result))) {
        const withoutMasks = text
          .replace(`::add-mask::${secret}`, "")
          .replace(`::add-mask::${githubToken}`, "");
        expect(withoutMasks.includes(secret), `secret in ${stream}`).toBe(false);
        expect(withoutMasks.includes(githubToken), `github token in ${stream}`).toBe(false);
      }

      // The sealed secret is the one the service signs with.
      const secretFile = join(dir, "sealed.secret");
      writeFileSync(secretFile, secret, { mode: 0o600 });
      secretFiles = [secretFile];
      const smoke = await runAction(
        `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: ${url}, actions: [task_created] }\n  - id: smoke\n    uses: test-delivery\n    with: { webhook: hook, timeout: 30s }\n`,
      );
      expect(smoke.code, smoke.stdout).toBe(0);
      expect(smoke.outputs["smoke-state"]).toBe("succeeded");
    });
  });

  it("goes through the runner's proxy (HTTPS_PROXY/HTTP_PROXY) for the API and the GitHub secrets API", async () => {
    const proxy = await startForwardProxy();
    const github = await startFakeGithubApi();
    try {
      const result = await runAction(
        `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: ${receiver.url}/proxied\n      actions: [task_created]\n      secret-sink: { type: github-secret, repository: acme/receiver, name: SVC_WEBHOOK_SECRET }\n`,
        {
          inputs: { "github-token": `ghp_${"p".repeat(36)}` },
          env: { HTTP_PROXY: proxy.url, HTTPS_PROXY: proxy.url, GITHUB_API_URL: github.url },
        },
      );
      expect(result.code, result.stdout).toBe(0);
      expect(github.secrets).toHaveLength(1);
      const emulatorHost = new URL(emulator.ready.baseUrl).host;
      expect(proxy.targets).toContain(emulatorHost);
      expect(proxy.targets).toContain(new URL(github.url).host);
    } finally {
      await github.close();
      await proxy.close();
    }
  });
});
