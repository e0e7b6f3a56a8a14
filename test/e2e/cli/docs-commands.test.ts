/**
 * Every command README.md and docs/*.md show is run: the lines of shell code blocks that call
 * `svc`, `node dist/…`, `npx node dist/cli.js` or `npm`, and inline commands with arguments. Each
 * runs as written (bash, a `svc` on PATH that is the bundle) against the bundled emulator, in a
 * fresh directory with the files the docs assume, and must exit as the docs say. A command that
 * cannot run in a test is listed in NOT_RUN with the reason; a new command in the docs fails the
 * coverage test until it is added to one of the two tables.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "../../../src/signature/index.js";
import { loopbackCertificate } from "../../support/certs.js";
import { CLI_BUNDLE } from "../../support/cli.js";
import { type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const docFiles = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

const COMMAND =
  /(^(?:[A-Z_]+=\S+\s+)*|\$\(|\|\s*)(svc|npx node dist\/cli\.js|node dist\/[a-z]+\.js|npm (run|test|ci))(\s|$)/;

/** Shell lines of ```sh/bash/console blocks (continuations joined, `$ ` and trailing comments dropped). */
function blockCommands(text: string): string[] {
  const commands: string[] = [];
  for (const match of text.matchAll(/```(sh|bash|shell|console)\n([\s\S]*?)```/g)) {
    const lines = (match[2] ?? "").replace(/\\\n\s*/g, "").split("\n");
    for (const raw of lines) {
      const line = raw
        .replace(/^\$ /, "")
        .replace(/\s+#\s.*$/, "")
        .trim();
      if (COMMAND.test(line)) commands.push(line);
    }
  }
  return commands;
}

/** Inline `svc ...`/`npm run ...` with arguments (a bare `svc run` is a reference to the command). */
function inlineCommands(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, "");
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1] ?? "")
    .filter((span) => /^(svc|npx node dist\/cli\.js|npm run) /.test(span))
    .filter(
      (span) => span.startsWith("npm run") || /\s(-|<|\.|\/|\[|\|)|[.…/]/.test(span.replace(/^\S+/, "")),
    );
}

const documented = new Map<string, string[]>();
for (const file of docFiles) {
  const text = readFileSync(join(root, file), "utf8");
  for (const command of [...blockCommands(text), ...inlineCommands(text)]) {
    documented.set(command, [...(documented.get(command) ?? []), file]);
  }
}

/** Commands no test can run as written, and why (keep this short). */
const NOT_RUN: Record<string, string> = {
  "npm ci": "installs the dependencies (the test runs on an installed tree)",
  "npm test": "the whole suite, which includes this test",
  "npm run build": "rebuilds dist/, which the e2e tests run (npm test builds first)",
  "npm run check-dist": "rebuilds dist/ and compares it with git (CI runs it)",
  "npm run test:unit": "a part of the suite, which includes this test",
  "npm run docs:cli": "rewrites docs/cli.md (test/unit/cli/docs.test.ts checks the output is current)",
  "npm run format": "rewrites the working tree",
  "npm run docs:plan":
    "rewrites docs/ (test/unit/engine/plan-reference.test.ts checks the output is current)",
  "npm run bench": "minutes of measurements (run by hand; docs/startup.md reports them)",
  "npm run bench -- action engine": "minutes of measurements (run by hand)",
  "svc auth login": "opens a browser and waits for a person",
  "svc auth login --preset daily-work --profile work": "opens a browser and waits for a person",
  "svc auth login --scope webhooks:read,tasks:read --no-browser":
    "waits for a person to open the printed address",
  "svc auth login --manual": "reads a hidden prompt on a terminal",
  "svc auth login --replace": "opens a browser and waits for a person",
  "svc auth login --replace --profile <name>": "opens a browser and waits for a person",
  "svc auth login --scope": "a flag named in a sentence (browser login)",
  "svc auth login --token-stdin":
    "stores in the OS keychain (test/e2e/cli/auth-keychain.test.ts runs it on a keyring harness)",
  "printf '%s' \"$TOKEN\" | svc auth login --token-stdin --profile dev":
    "stores in the OS keychain (test/e2e/cli/auth-keychain.test.ts runs it on a keyring harness)",
  "SVC_CLI_AUTHORIZATION_URL=http://127.0.0.1:4010/_emulator/authorize node dist/cli.js auth login --base-url http://127.0.0.1:4010/v1 --scope webhooks:read,tasks:read":
    "opens a browser (test/e2e/cli/auth-browser.test.ts drives this login)",
  "node dist/emulator.js --port 4010 &": "a fixed port another test run may hold (the --port 0 form is run)",
  "npm run emulator -- --port 4010": "a fixed port another test run may hold (the --port 0 form is run)",
  "npm run emulator -- --allow-loopback-webhooks --webhook-ca cert.pem": "the emulator's default fixed port",
  "npm run emulator -- --allow-loopback-webhooks": "the emulator's default fixed port",
  "svc webhooks receive --secret-file hook.secret --port 8787 --self-signed --count 1 --max-time 2m -o jsonl":
    "a fixed port; waits for a delivery (test/e2e/cli/receive.test.ts runs receive on free ports)",
  "svc webhooks receive --secret-file hook.secret --cert cert.pem --key key.pem --port 8787 --count 1 -o jsonl &":
    "a fixed port; waits for a delivery (test/e2e/cli/receive.test.ts runs receive on free ports)",
  "svc webhooks receive --count M": "a flag named in a sentence",
  "svc run --mode plan --fail-on-changes": "flags named in a sentence (run with a plan below)",
  "svc … --all": "a flag named in a sentence",
  "svc run --junit": "a flag named in a sentence (run with a plan below)",
  "svc auth logout [--revoke]":
    "removes a credential from the OS keychain (test/e2e/cli/auth-keychain.test.ts)",
  "svc auth logout --revoke": "revokes and removes a stored credential (test/e2e/cli/auth-keychain.test.ts)",
  "svc auth logout --profile <name>":
    "removes a credential from the OS keychain (test/e2e/cli/auth-keychain.test.ts)",
  "npm run bench -- emulator": "minutes of measurements (run by hand)",
  "npm run bench -- emulator-state": "minutes of measurements (run by hand)",
  "svc run --mode apply": "a flag named in a sentence (run with a plan below)",
  "svc run --secrets-dir": "a flag named in a sentence (run with a plan below)",
  "svc run --state-dir": "a flag named in a sentence (test/unit/cli/run-replay.test.ts runs it)",
};

interface Run {
  /** Exit code the docs promise. */
  exit: number;
  /** What stdout or stderr must contain. */
  shows?: string;
  /** Placeholders replaced before running (e.g. `whk_…` by a real webhook id). */
  variants?: () => string[];
  /** Started, its first stdout line awaited, then stopped (a server). */
  server?: true;
  /** Run from the repository (npm scripts). */
  inRepo?: true;
  /** Run in this subdirectory of the test's directory. */
  subdir?: string;
}

let emulator: SpawnedEmulator;
let dir: string;
let env: Record<string, string>;
let webhookId = "";
let revision = "";
const OLD = `whsec_v2_${"o".repeat(43)}`;
const NEW = `whsec_v2_${"n".repeat(43)}`;

const examples = readdirSync(join(root, "examples/plans")).filter((name) => name.endsWith(".yml"));

/** Commands the docs show, in the order they run (later ones use what earlier ones made). */
const RUN: [string, Run][] = [
  ["svc --version", { exit: 0, shows: "1." }],
  ["svc --help", { exit: 0, shows: "Usage" }],
  ["npm run lint", { exit: 0, inRepo: true }],
  [
    "svc completion bash > ~/.local/share/bash-completion/completions/svc",
    {
      exit: 0,
      // HOME is this test's own directory; the completions directory is made first, as users have it.
      variants: () => [
        "mkdir -p ~/.local/share/bash-completion/completions && svc completion bash > ~/.local/share/bash-completion/completions/svc && grep -q 'complete' ~/.local/share/bash-completion/completions/svc",
      ],
    },
  ],
  ["svc <command> --help", { exit: 0, variants: () => ["svc webhooks --help"] }],
  ["npm run demo", { exit: 0, inRepo: true, shows: "no secret printed" }],
  ["node dist/emulator.js --port 0", { exit: 0, server: true, shows: "baseUrl" }],
  [
    "node dist/emulator.js --port 0 --allow-loopback-webhooks --webhook-ca receiver-cert.pem",
    { exit: 0, server: true, shows: "baseUrl" },
  ],
  [
    "npx node dist/cli.js run <plan> --run-id try-1",
    {
      exit: 0,
      shows: "plan: ok",
      variants: () =>
        examples.map((name) => `npx node dist/cli.js run examples/plans/${name} --run-id try-1`),
    },
  ],
  [
    "svc run <plan-file>",
    { exit: 0, variants: () => examples.map((name) => `svc run examples/plans/${name}`) },
  ],
  ["svc run <plan>", { exit: 0, variants: () => examples.map((name) => `svc run examples/plans/${name}`) }],
  ["svc webhooks list --all -o jsonl", { exit: 0 }],
  ["svc webhooks list -o json", { exit: 0 }],
  ["svc webhooks list -o jsonl | head -1", { exit: 0 }],
  ["svc webhooks create --data @webhook.json --secret-file ./whsec.txt", { exit: 0, shows: "whk_" }],
  [
    "svc webhooks create --data @hook.json --secret-file ./hook.secret --idempotency-key deploy-2026-11-23-hook",
    { exit: 0, shows: "whk_" },
  ],
  [
    "svc webhooks get <id> -o json",
    { exit: 0, shows: '"revision"', variants: () => [`svc webhooks get ${webhookId} -o json`] },
  ],
  [
    "svc webhooks rotate-secret whk_… --if-match whk1-… --secret-stdout --yes | store-secret",
    {
      exit: 0,
      variants: () => [
        `set -o pipefail; svc webhooks rotate-secret ${webhookId} --if-match ${revision} --secret-stdout --yes | store-secret`,
      ],
    },
  ],
  ["svc -o jsonl webhook-deliveries list --all --limit 200 --state failed > failed.jsonl", { exit: 0 }],
  ["svc -o jsonl webhook-deliveries list --all --limit 200", { exit: 0 }],
  ["svc auth profiles", { exit: 0 }],
  ["svc auth status [--check]", { exit: 0, variants: () => ["svc auth status", "svc auth status --check"] }],
  ["svc run webhooks.yml --fail-on-changes", { exit: 1, shows: "pending change" }],
  ["svc run webhooks.yml --mode plan --fail-on-changes", { exit: 1, shows: "pending change" }],
  ["changes=$(svc run webhooks.yml --mode plan -o json | jq .changes)", { exit: 0 }],
  ["svc run webhooks.yml -o json", { exit: 0, shows: '"mode": "plan"' }],
  [
    'svc run webhooks.yml --mode apply --secrets-dir "$(mktemp -d)" -o json',
    { exit: 0, shows: '"mode": "apply"' },
  ],
  ["svc run ci/webhooks.yml --mode apply --junit reports/svc-ci.xml", { exit: 0 }],
  [
    "id=$(svc run hook.yml --mode apply --run-id rehearsal-1 -o json | jq -r '.steps[0].outputs[\"webhook-id\"]')",
    { exit: 0 },
  ],
  ['svc webhooks test "$id"', { exit: 0, variants: () => [`id=${webhookId}; svc webhooks test "$id"`] }],
  [
    "svc webhooks verify --headers headers.txt --body body.json --secret-file new.secret --secret-file old.secret",
    { exit: 0, shows: "verdict" },
  ],
  [
    "svc webhooks verify --headers h.txt --body body.json --secret-file old.secret --secret-file new.secret",
    { exit: 1, shows: "reserialised-json", subdir: "reserialised" },
  ],
];

const runTable = new Map(RUN);

/** The files the docs' commands assume, in a fresh directory; `svc` and `store-secret` on PATH. */
function arrange(): void {
  dir = mkdtempSync(join(tmpdir(), "svc-docs-commands-"));
  const bin = join(dir, ".bin");
  mkdirSync(bin);
  writeFileSync(join(bin, "svc"), `#!/bin/sh\nexec "${process.execPath}" "${CLI_BUNDLE}" "$@"\n`);
  writeFileSync(join(bin, "store-secret"), `#!/bin/sh\ncat > "${join(dir, "stored.secret")}"\n`);
  chmodSync(join(bin, "svc"), 0o755);
  chmodSync(join(bin, "store-secret"), 0o755);
  for (const name of ["dist", "examples", "node_modules"]) symlinkSync(join(root, name), join(dir, name));
  writeFileSync(join(dir, "package.json"), '{ "name": "docs-commands", "private": true }\n');
  mkdirSync(join(dir, "tmp"));
  mkdirSync(join(dir, "ci"));
  const hook = (url: string, sink = "") =>
    `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: ${url}\n      actions: [task_created]\n${sink}`;
  writeFileSync(join(dir, "webhooks.yml"), hook("https://hooks.example.com/docs-run"));
  writeFileSync(
    join(dir, "ci/webhooks.yml"),
    hook("https://hooks.example.com/docs-junit", "      secret-sink: { type: file, path: ci/hook.secret }\n"),
  );
  writeFileSync(
    join(dir, "hook.yml"),
    hook("https://127.0.0.1:8787/hooks", "      secret-sink: { type: file, path: hook-rehearsal.secret }\n"),
  );
  writeFileSync(
    join(dir, "webhook.json"),
    '{"url":"https://hooks.example.com/docs-create","actions":["task_created"]}',
  );
  writeFileSync(
    join(dir, "hook.json"),
    '{"url":"https://hooks.example.com/docs-idem","actions":["task_created"]}',
  );
  writeFileSync(join(dir, "old.secret"), `${OLD}\n`);
  writeFileSync(join(dir, "new.secret"), `${NEW}\n`);
  const body = '{"event":"task_created","data":{"id":"tsk_1"}}';
  const headerLines = (headers: Record<string, string>) =>
    `${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n")}\n`;
  writeFileSync(join(dir, "headers.txt"), headerLines(signWebhook(NEW, body)));
  writeFileSync(join(dir, "body.json"), body);
  // docs/receiver-verification.md: the receiver re-serialised the JSON it was sent (indented), so
  // the signature matches only the original bytes.
  const altered = join(dir, "reserialised");
  mkdirSync(altered);
  writeFileSync(join(altered, "h.txt"), headerLines(signWebhook(NEW, body)));
  writeFileSync(join(altered, "body.json"), JSON.stringify(JSON.parse(body), null, 2));
  writeFileSync(join(altered, "old.secret"), `${OLD}\n`);
  writeFileSync(join(altered, "new.secret"), `${NEW}\n`);
}

beforeAll(async () => {
  emulator = await spawnEmulator(["--allow-loopback-webhooks"]);
  arrange();
  writeFileSync(join(dir, "receiver-cert.pem"), (await loopbackCertificate()).cert);
  const credential = seededCredential(emulator);
  env = {
    PATH: `${join(dir, ".bin")}:${join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
    HOME: join(dir, "home"),
    XDG_CONFIG_HOME: join(dir, "home/.config"),
    XDG_DATA_HOME: join(dir, "home/.local/share"),
    TMPDIR: join(dir, "tmp"),
    NODE_DISABLE_COMPILE_CACHE: "1",
    SVC_API_BASE_URL: emulator.ready.baseUrl,
    SVC_API_TOKEN: credential.token,
    TOKEN: credential.token,
    // The docs run `svc run` in CI (GitLab here): that gives the run identity.
    GITLAB_CI: "true",
    CI_PROJECT_PATH: "acme/docs",
    CI_PIPELINE_ID: "77",
    CI_JOB_ID: "7701",
    CI_JOB_NAME: "docs",
  };
}, 60_000);

afterAll(async () => {
  await emulator?.stop();
});

interface Outcome {
  code: number | null;
  output: string;
}

async function runShell(command: string, run: Run): Promise<Outcome> {
  const child: ChildProcess = spawn("bash", ["-c", command], {
    cwd: run.inRepo ? root : join(dir, run.subdir ?? ""),
    env: run.inRepo
      ? { ...process.env, ...env, PATH: `${join(root, "node_modules/.bin")}:${process.env.PATH ?? ""}` }
      : env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const exited = once(child, "close") as Promise<[number | null]>;
  const timer = setTimeout(() => process.kill(-(child.pid as number), "SIGKILL"), 60_000);
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  if (run.server) {
    // A server: its first stdout line (the ready line) is what the docs promise; then stop it.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (output.includes("\n")) resolve();
      };
      child.stdout?.on("data", check);
      void exited.then(() => resolve());
    });
    if (child.exitCode === null) process.kill(-(child.pid as number), "SIGTERM");
  }
  const [code] = await exited;
  clearTimeout(timer);
  return { code: run.server ? 0 : code, output };
}

describe("the docs' commands", () => {
  it("are each run below or listed with the reason they cannot be", () => {
    const unaccounted = [...documented.keys()].filter(
      (command) => !runTable.has(command) && !(command in NOT_RUN),
    );
    expect(unaccounted, "add these commands to RUN or NOT_RUN").toEqual([]);
    const stale = [...runTable.keys(), ...Object.keys(NOT_RUN)].filter((command) => !documented.has(command));
    expect(stale, "these commands are no longer in the docs").toEqual([]);
  });

  it("runs more commands than it leaves out", () => {
    const runs = RUN.reduce((count, [, run]) => count + (run.variants?.().length ?? 1), 0);
    expect(runs).toBeGreaterThan(Object.keys(NOT_RUN).length);
  });

  for (const [command, run] of RUN) {
    it(`${command} (${documented.get(command)?.join(", ") ?? "not in the docs"})`, async () => {
      if (
        command.includes("webhooks get") ||
        command.includes("rotate-secret") ||
        command.includes("webhooks test")
      ) {
        await identifyWebhook();
      }
      for (const variant of run.variants?.() ?? [command]) {
        const outcome = await runShell(variant, run);
        expect(outcome.code, `${variant}\n${outcome.output}`).toBe(run.exit);
        if (run.shows) expect(outcome.output).toContain(run.shows);
        expect(outcome.output).not.toMatch(/whsec_v2_[A-Za-z0-9_-]{43}/);
      }
    }, 120_000);
  }
});

/** The webhook `webhooks create --data @webhook.json` made, and its revision for --if-match. */
async function identifyWebhook(): Promise<void> {
  const outcome = await runShell("svc webhooks list --all -o jsonl", { exit: 0 });
  const hooks = outcome.output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map(
      (line) =>
        JSON.parse(line) as {
          id: string;
          attributes?: { url?: string };
          url?: string;
          revision?: string;
          meta?: { revision?: string };
        },
    );
  const hook = hooks.find((candidate) => JSON.stringify(candidate).includes("docs-create"));
  if (!hook) throw new Error(`no webhook from the create example: ${outcome.output}`);
  webhookId = hook.id;
  const got = await runShell(`svc webhooks get ${hook.id} -o json`, { exit: 0 });
  revision = /"(whk1-[^"]+)"/.exec(got.output)?.[1] ?? "";
}
