/**
 * Every command README.md, CONTRIBUTING.md and docs/*.md show is run as written, after the README's
 * set-up, on a machine whose system Node is older than the project's floor, Node 24.5: an older `node`
 * is first on the PATH, as on a developer machine with Node 20; `svc` and `svc-emulator` are the
 * installed commands (docs/install.md), and npm runs offline, so a command that would fetch a
 * package from the registry (`npx svc-emulator` outside a clone: a name nobody published) fails
 * here as it would for a reader. Outside a CI: no CI's run variables are set. Which commands count
 * is the rule of test/support/doc-commands.ts (every line of a shell block, a block marked as one
 * script, every inline span starting with `svc `, `svc-emulator `, `npx `, `npm ` or `node `). Each
 * runs in bash, against an emulator where it needs one, in a directory holding what the docs assume
 * (a mirror of a clone: the package, bundles, library and examples; or, where the docs say so, a
 * fresh directory outside it), bounded to a minute, and must exit as the docs say. A command that
 * cannot run in a test is in NOT_RUN with the reason, or in a block the docs mark as run by another
 * test; a new command in the docs fails the coverage test until it is accounted for.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registry } from "../../../src/cli/commands/registry.js";
import { signWebhook } from "../../../src/signature/index.js";
import { documentedCommands, runsPlainNode } from "../../support/doc-commands.js";
import { type SpawnedEmulator, seededCredential, spawnEmulator } from "../../support/emulator.js";
import { nodeVersionOn, olderNodePath } from "../../support/older-node.js";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const { commands: documented, references, runBy, unlabelled, unpublished } = documentedCommands(root);

const sentence = "a form or flag named in a sentence (run in full below)";
const bench = "minutes of measurements (run by hand; docs/startup.md reports them)";

/** Commands no test can run as written, and why (keep this short). */
const NOT_RUN: Record<string, string> = {
  "npm ci": "installs the dependencies (the test runs on an installed tree)",
  "npm install": "installs the dependencies (the test runs on an installed tree)",
  "npm test": "the whole suite, which includes this test",
  "npm run build": "rebuilds dist/, which the e2e tests run (npm test builds first)",
  "npm run check-dist": "rebuilds dist/ and compares it with git (CI runs it)",
  "npm run test:unit": "a part of the suite, which includes this test",
  "npm run docs:cli": "rewrites docs/cli.md (test/unit/cli/docs.test.ts checks the output is current)",
  "npm run format": "rewrites the working tree",
  "npm run docs:plan":
    "rewrites docs/ (test/unit/engine/plan-reference.test.ts checks the output is current)",
  "npm run bench": bench,
  "npm run bench -- action engine": bench,
  "npx tsx bench/action.ts 21 <af825bb build> <41e49a7 build>": bench,
  "npx tsx bench/action.ts 31": bench,
  "npm run bench -- emulator-state": bench,
  "npm run bench -- growth": bench,
  "npx tsx bench/growth.ts": bench,
  "svc run a.yml b.yml": "files a sentence names; test/e2e/cli/run-several-files.test.ts runs several files",
  "svc run plans/": "a directory a sentence names; test/e2e/cli/run-several-files.test.ts runs a directory",
  "npx tsx bench/emulator.ts": bench,
  "npx tsx bench/action.ts 15 a b": bench,
  "npx tsx bench/action.ts 25 [other bundles]": bench,
  "npx tsx": "names the tool of the micro-benchmarks",
  "npx vitest run test/reliability/fault-matrix.test.ts": "a suite of the test run, which includes this test",
  "npx vitest run <files>": "a suite of the test run, which includes this test",
  "npx tsx scripts/lock-platform-packages.ts": "rewrites package-lock.json",
  "npm version --no-git-tag-version X.Y.Z": "rewrites package.json (a release step)",
  "npm publish --provenance --access public": "publishes the package (the release workflow does)",
  "npm pack --pack-destination ~":
    "packs the clone, rebuilding lib/ and dist/ first (its prepack); test/e2e/package/tarball.test.ts packs the built tree",
  "svc auth login": "opens a browser and waits for a person",
  "svc auth login --preset daily-work --profile work": "opens a browser and waits for a person",
  "svc auth login --scope webhooks:read,tasks:read --no-browser":
    "waits for a person to open the printed address",
  "svc auth login --manual": "reads a hidden prompt on a terminal",
  "svc auth login --replace": "opens a browser and waits for a person",
  "svc auth login --replace --profile <name>": "opens a browser and waits for a person",
  "svc auth login --token-stdin":
    "stores in the OS keychain (test/e2e/cli/auth-keychain.test.ts runs it on a keyring harness)",
  "printf '%s' \"$TOKEN\" | svc auth login --token-stdin --profile dev":
    "stores in the OS keychain (test/e2e/cli/auth-keychain.test.ts runs it on a keyring harness)",
  "SVC_CLI_AUTHORIZATION_URL=http://127.0.0.1:4010/_emulator/authorize npx svc auth login --base-url http://127.0.0.1:4010/v1 --scope webhooks:read,tasks:read":
    "opens a browser (test/e2e/cli/auth-browser.test.ts drives this login)",
  "svc auth logout [--revoke]":
    "removes a credential from the OS keychain (test/e2e/cli/auth-keychain.test.ts)",
  "svc auth logout --revoke": "revokes and removes a stored credential (test/e2e/cli/auth-keychain.test.ts)",
  "svc auth logout --profile <name>":
    "removes a credential from the OS keychain (test/e2e/cli/auth-keychain.test.ts)",
  "svc webhooks receive --secret-file hook.secret --port 8787 --self-signed --count 1 --max-time 2m -o jsonl":
    "waits for a delivery for 2 minutes (test/e2e/cli/receive.test.ts runs receive; the rehearsal below receives one)",
  "export SVC_API_TOKEN=tg_sa_v2_…": "sets a variable of the reader's shell (the test's environment sets it)",
  "export SVC_API_BASE_URL=http://127.0.0.1:4010/v1 SVC_API_TOKEN=tg_sa_v2_…":
    "sets variables of the reader's shell (the test's environment sets them, to its own emulator)",
  "svc ...": "a placeholder for any command (svc --version runs below)",
  "npx svc ...": "a placeholder for any command (npx svc --version runs below)",
  "svc-emulator ...": "a placeholder for the emulator's command line (its forms run below)",
  "npx svc-emulator ...": "a placeholder for the emulator's command line (its forms run below)",
  "npx -p node@24 -c '...'":
    "a placeholder for any command (docs/install.md's npx --yes -p node@24 -c 'svc --version' runs in test/e2e/package/install-docs.test.ts)",
  "svc-emulator &": "the form of a CI step, named in a sentence (the emulator's forms run below)",
  "svc auth login --scope": sentence,
  "svc webhooks receive --count M": sentence,
  "svc run --mode plan --fail-on-changes": sentence,
  "svc … --all": sentence,
  "svc run --junit": sentence,
  "svc run --mode apply": sentence,
  "svc --max-wait": sentence,
  "svc-emulator --state-dir": sentence,
  "svc run -o json": sentence,
  "svc run --concurrency N": sentence,
  "svc run --secrets-dir": sentence,
  "svc run --run-attempt <next>": sentence,
  "svc run --state-dir": "a flag named in a sentence (test/unit/cli/run-replay.test.ts runs it)",
};

/** Mistyped commands docs/troubleshooting.md shows, with the suggestion it promises. */
const MISTYPES: Record<string, string> = {
  "svc webhooks rotate": "svc webhooks rotate-secret",
  "svc deliveries list": "svc webhook-deliveries list",
  "svc webhooks delete": "svc webhooks remove",
  "svc login": "svc auth login",
  "svc list webhooks": "svc webhooks list",
  "svc webhooks deliveries": "svc webhook-deliveries",
};

interface Run {
  /** Exit code the docs promise. */
  exit: number;
  /** What stdout or stderr must contain. */
  shows?: string | RegExp;
  /** Placeholders replaced before running (e.g. `whk_…` by a real webhook id). */
  variants?: () => string[];
  /** Started, its first stdout line awaited, then its process group stopped (a server). */
  server?: true;
  /** A server whose first stdout line must be the emulator's JSON ready line (nothing before it). */
  readyLine?: true;
  /** Run from the repository itself (npm scripts). */
  inRepo?: true;
  /** Run in this subdirectory of the test's directory. */
  subdir?: string;
  /** Run in a fresh directory outside the mirror of the clone (the docs say "in a fresh directory"). */
  outside?: true;
  /** Run in a CI job (GitLab's run variables set), where the docs say the command runs in one. */
  ci?: true;
}

let emulator: SpawnedEmulator;
let dir: string;
let outsideDir: string;
let path: string;
let env: Record<string, string>;
let webhookId = "";
let revision = "";
let freePort = 0;
const OLD = `whsec_v2_${"o".repeat(43)}`;
const NEW = `whsec_v2_${"n".repeat(43)}`;

const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>;
const examples = ["provision.yml", "release-smoke.yml"];
const emulatorServer: Run = { exit: 0, server: true, readyLine: true };

/** Commands the docs show, in the order they run (later ones use what earlier ones made). */
const RUN: [string, Run][] = [
  ["svc --version", { exit: 0, shows: "1." }],
  ["svc --help", { exit: 0, shows: "Usage" }],
  ["npx svc", { exit: 0, shows: "1.", variants: () => ["npx svc --version"] }],
  ["npx node ...", { exit: 0, shows: /^v24\./m, variants: () => ["npx node -p process.version"] }],
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
  [
    "svc completion fish > ~/.config/fish/completions/svc.fish",
    {
      exit: 0,
      variants: () => [
        "mkdir -p ~/.config/fish/completions && svc completion fish > ~/.config/fish/completions/svc.fish && grep -q 'complete' ~/.config/fish/completions/svc.fish",
      ],
    },
  ],
  ["svc <command> --help", { exit: 0, variants: () => ["svc webhooks --help"] }],
  ["npm run demo", { exit: 0, inRepo: true, shows: "no secret printed" }],
  ["npx svc-emulator", emulatorServer],
  ["npx svc-emulator --port 0", emulatorServer],
  ["svc-emulator --allow-loopback-webhooks", emulatorServer],
  [
    "npx svc-emulator --rate-limit 20/1s --allow-loopback-webhooks --state-dir .emulator-state",
    emulatorServer,
  ],
  // A fixed port another test run may hold: the same command on a free one.
  ["npx svc-emulator --port 4010", { ...emulatorServer, variants: () => ["npx svc-emulator --port 0"] }],
  ["npx svc-emulator --port 4010 &", { ...emulatorServer, variants: () => ["npx svc-emulator --port 0"] }],
  ["npm run -s emulator", { ...emulatorServer, inRepo: true }],
  // Documented as the form that prints npm's banner first (hence -s).
  ["npm run emulator", { exit: 0, server: true, inRepo: true, shows: "> svc-ci@" }],
  ["npx svc webhooks list", { exit: 0 }],
  ["npx svc run examples/plans/provision.yml", { exit: 0, shows: "plan: ok" }],
  // The README's tour, outside a CI: apply needs the --run-id it gives.
  [
    'npx svc run examples/plans/provision.yml --mode apply --run-id tour-1 --secrets-dir "$(mktemp -d)"',
    { exit: 0, shows: "hook-secret" },
  ],
  [
    "svc run <plan-file>...",
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
  // The README's library snippet, in the clone after `npm run build` (the mirror holds lib/): the
  // here-document that writes it (also run alone below), then this.
  [
    "npx node list-webhooks.mjs",
    {
      exit: 0,
      shows: "https://hooks.example.com/docs-create",
      variants: () => [`${scriptStarting("cat > list-webhooks.mjs")}\nnpx node list-webhooks.mjs`],
    },
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
  ["svc auth status --check", { exit: 0 }],
  // docs/action.md: the same report outside GitHub, from a CI job (GitLab's).
  ["svc run ci/webhooks.yml --mode apply --junit reports/svc-ci.xml", { exit: 0, ci: true }],
  ["svc run webhooks.yml -o markdown", { exit: 0, shows: "**Plan: " }],
  ["svc run --generate-plan adopted.yml --url-prefix https://hooks.example.com/", { exit: 0 }],
  [
    "svc webhooks verify --headers h.txt --body body.json --secret-file old.secret --secret-file new.secret",
    { exit: 1, shows: "reserialised-json", subdir: "reserialised" },
  ],
  [
    "printf 'svc-ci secret fingerprint v1' | openssl dgst -sha256 -hmac \"$SECRET\" | awk '{print substr($NF,1,16)}'",
    { exit: 0, shows: /^[0-9a-f]{16}$/m },
  ],
];

/**
 * The docs' commands of several lines, each run whole (found by their first line), in this order
 * after RUN: blocks marked as one script, and here-documents.
 */
const SCRIPTS: [string, Run][] = [
  ["cat > list-webhooks.mjs", { exit: 0 }],
  // A webhook not made yet, in a directory of its own: line 1 exits 1, line 3 says so, the script 0.
  ["# 1) exit code: fail the job", { exit: 0, shows: /pending change[\s\S]*apply needed/, subdir: "drift" }],
  [
    "openssl req -x509",
    {
      exit: 0,
      shows: /"verified":true/,
      outside: true,
      // The receiver's fixed port, on a free one (the webhook URL in the plan names it too).
      variants: () => [scriptStarting("openssl req -x509").replaceAll("8787", String(freePort))],
    },
  ],
  [
    // The capture round trip: the last verify matches the old secret, after the new one failed.
    "# capture: one delivery saved",
    {
      exit: 0,
      shows: /not with the new secret alone[\s\S]*matches secret #1 \(old\.secret\)[\s\S]*verdict +verified/,
      subdir: "capture",
      variants: () => [scriptStarting("# capture: one delivery saved").replaceAll("8788", String(freePort))],
    },
  ],
];

function scriptStarting(head: string): string {
  const script = [...documented.keys()].find((command) => command.startsWith(head));
  if (!script) throw new Error(`no documented script starts with ${head}`);
  return script;
}

const runTable = new Map<string, Run>([
  ...RUN,
  ...SCRIPTS.map(([head, run]): [string, Run] => [scriptStarting(head), run]),
]);

/** A free loopback port (closed again at once; taken by the command soon after). */
async function findFreePort(): Promise<number> {
  const server = createServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/**
 * A fresh directory standing in for the repository after `npm ci`: its package.json (name, version
 * and bins, so `npx svc` finds the package's own command here as in the repository), the committed
 * bundles, the examples and node_modules; the files the docs' commands assume; `store-secret`.
 */
function arrange(): string {
  const dir = mkdtempSync(join(tmpdir(), "svc-docs-commands-"));
  const bin = join(dir, ".bin");
  mkdirSync(bin);
  // docs/install.md: `svc` and `svc-emulator` installed, on a Node 24 (from any directory).
  const node24 = join(root, "node_modules/.bin/node");
  for (const [command, bundle] of [
    ["svc", "cli.js"],
    ["svc-emulator", "emulator.js"],
  ] as const) {
    writeFileSync(join(bin, command), `#!/bin/sh\nexec "${node24}" "${join(dir, "dist", bundle)}" "$@"\n`);
    chmodSync(join(bin, command), 0o755);
  }
  writeFileSync(join(bin, "store-secret"), `#!/bin/sh\ncat > "${join(dir, "stored.secret")}"\n`);
  chmodSync(join(bin, "store-secret"), 0o755);
  for (const name of ["dist", "lib", "examples", "node_modules"])
    symlinkSync(join(root, name), join(dir, name));
  const { name, version, type, bin: bins, engines, exports } = pkg;
  writeFileSync(
    join(dir, "package.json"),
    `${JSON.stringify({ name, version, type, bin: bins, engines, exports }, null, 2)}\n`,
  );
  for (const sub of ["tmp", "ci", "drift", "capture"]) mkdirSync(join(dir, sub));
  const hook = (url: string, sink = "") =>
    `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: ${url}\n      actions: [task_created]\n${sink}`;
  writeFileSync(join(dir, "webhooks.yml"), hook("https://hooks.example.com/docs-run"));
  writeFileSync(join(dir, "drift/webhooks.yml"), hook("https://hooks.example.com/docs-drift"));
  writeFileSync(
    join(dir, "ci/webhooks.yml"),
    hook("https://hooks.example.com/docs-junit", "      secret-sink: { type: file, path: ci/hook.secret }\n"),
  );
  const body = (name: string) => `{"url":"https://hooks.example.com/${name}","actions":["task_created"]}`;
  writeFileSync(join(dir, "webhook.json"), body("docs-create"));
  writeFileSync(join(dir, "hook.json"), body("docs-idem"));
  arrangeSignedCapture(dir);
  return dir;
}

/** A signed capture for `webhooks verify`, and one whose body the receiver re-serialised. */
function arrangeSignedCapture(dir: string): void {
  const body = '{"event":"task_created","data":{"id":"tsk_1"}}';
  const headerLines = (headers: Record<string, string>) =>
    `${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n")}\n`;
  const altered = join(dir, "reserialised");
  mkdirSync(altered);
  for (const at of [dir, altered]) {
    writeFileSync(join(at, "old.secret"), `${OLD}\n`);
    writeFileSync(join(at, "new.secret"), `${NEW}\n`);
  }
  writeFileSync(join(dir, "headers.txt"), headerLines(signWebhook(NEW, body)));
  writeFileSync(join(dir, "body.json"), body);
  // docs/receiver-verification.md: the signature matches only the bytes that were sent.
  writeFileSync(join(altered, "h.txt"), headerLines(signWebhook(NEW, body)));
  writeFileSync(join(altered, "body.json"), JSON.stringify(JSON.parse(body), null, 2));
}

beforeAll(async () => {
  [emulator, path, freePort] = await Promise.all([
    spawnEmulator(["--allow-loopback-webhooks"]),
    olderNodePath(),
    findFreePort(),
  ]);
  dir = arrange();
  outsideDir = mkdtempSync(join(tmpdir(), "svc-docs-fresh-"));
  const credential = seededCredential(emulator);
  env = {
    // An older Node first, then `svc`, `svc-emulator` and store-secret, then the system's tools.
    PATH: `${path.split(":")[0]}:${join(dir, ".bin")}:${path.split(":").slice(1).join(":")}`,
    HOME: join(dir, "home"),
    XDG_CONFIG_HOME: join(dir, "home/.config"),
    XDG_DATA_HOME: join(dir, "home/.local/share"),
    TMPDIR: join(dir, "tmp"),
    npm_config_cache: join(dir, "home/.npm"),
    npm_config_update_notifier: "false",
    // A reader's npm would fetch what is not installed; here that fails at once, naming the package.
    npm_config_offline: "true",
    NODE_DISABLE_COMPILE_CACHE: "1",
    SVC_API_BASE_URL: emulator.ready.baseUrl,
    SVC_API_TOKEN: credential.token,
    TOKEN: credential.token,
    SECRET: NEW,
  };
}, 300_000);

afterAll(async () => {
  await emulator?.stop();
});

/** A GitLab CI job's run variables: the run identity `svc run --mode apply` takes in a CI. */
const gitLabJob = {
  GITLAB_CI: "true",
  CI_PROJECT_PATH: "acme/docs",
  CI_PIPELINE_ID: "77",
  CI_JOB_ID: "7701",
  CI_JOB_NAME: "docs",
};

interface Outcome {
  code: number | null;
  output: string;
  stdout: string;
}

/** Runs `command` in bash in its own process group, killed after a minute (or at once, a server). */
async function runShell(command: string, run: Run): Promise<Outcome> {
  const child: ChildProcess = spawn("bash", ["-c", command], {
    cwd: run.inRepo ? root : run.outside ? outsideDir : join(dir, run.subdir ?? ""),
    env: run.ci ? { ...env, ...gitLabJob } : env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  let stdout = "";
  const exited = once(child, "close") as Promise<[number | null]>;
  const group = () => process.kill(-(child.pid as number), "SIGKILL");
  const timer = setTimeout(group, 60_000);
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
    stdout += chunk.toString("utf8");
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  if (run.server) {
    // A server: its first stdout line (the ready line) is what the docs promise; then stop it.
    await new Promise<void>((resolve) => {
      const check = () => {
        if (/\{.*\n/.test(stdout)) resolve();
      };
      child.stdout?.on("data", check);
      void exited.then(() => resolve());
    });
    if (child.exitCode === null) process.kill(-(child.pid as number), "SIGTERM");
  }
  const [code] = await exited;
  clearTimeout(timer);
  return { code: run.server && code !== 2 ? 0 : code, output, stdout };
}

describe("the docs' commands", () => {
  it("are each run below or listed with the reason they cannot be", () => {
    const unaccounted = [...documented.keys()].filter(
      (command) => !runTable.has(command) && !(command in NOT_RUN) && !runBy.has(command),
    );
    expect(unaccounted, "add these commands to RUN, SCRIPTS or NOT_RUN").toEqual([]);
    const stale = [...runTable.keys(), ...Object.keys(NOT_RUN)].filter((command) => !documented.has(command));
    expect(stale, "these commands are no longer in the docs").toEqual([]);
  });

  it("runs more commands than it leaves out (a flag or placeholder named in a sentence aside)", () => {
    const runs = [...runTable.values()].reduce((count, run) => count + (run.variants?.().length ?? 1), 0);
    const left = Object.entries(NOT_RUN).filter(
      ([, reason]) => reason !== sentence && !reason.startsWith("a placeholder"),
    );
    expect(runs, `${runs} run, ${left.length} left out`).toBeGreaterThan(left.length);
  });

  it("leave a block to another test only when that test reads the docs' marked blocks and runs them", () => {
    expect(runBy.size, "docs/install.md's blocks are run by the package test").toBeGreaterThan(0);
    for (const file of new Set(runBy.values())) {
      expect(existsSync(join(root, file)), `${file}, named by a docs-commands marker, exists`).toBe(true);
      expect(readFileSync(join(root, file), "utf8"), `${file} runs the blocks marked for it`).toContain(
        "documentedCommands(",
      );
    }
  });

  it("never install or run the unpublished package by its name from the registry (npm i svc-ci, npx -p svc-ci)", () => {
    expect(unpublished, "use the packed tarball or the clone (docs/install.md)").toEqual([]);
  });

  it("name the tarball of the package's own version (in commands, CI examples and prose alike)", () => {
    const pages = [
      "README.md",
      "CONTRIBUTING.md",
      ...readdirSync(join(root, "docs")).map((name) => `docs/${name}`),
    ];
    const named = pages
      .filter((page) => page.endsWith(".md"))
      .flatMap((page) =>
        [...readFileSync(join(root, page), "utf8").matchAll(/svc-ci-(\d+\.\d+\.\d+[\w.-]*?)\.tgz/g)].map(
          (match) => match[1],
        ),
      );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((version) => version !== pkg.version)).toEqual([]);
  });

  it("name every fenced block's language, so no shell block passes as text", () => {
    expect(unlabelled).toEqual([]);
  });

  it("never run plain `node` (the system's may be older than the project's: npx svc, npx node)", () => {
    expect([...documented.keys()].filter(runsPlainNode)).toEqual([]);
  });

  it("name only commands the CLI has, where a sentence names one (or a mistype it explains)", () => {
    const names = new Set(["svc", ...registry.map((declaration) => declaration.name)]);
    const unknown = [...references.keys()].filter((name) => !names.has(name) && !(name in MISTYPES));
    expect(unknown).toEqual([]);
    expect(Object.keys(MISTYPES).filter((name) => !references.has(name))).toEqual([]);
  });

  it.each(Object.entries(MISTYPES))(
    "%s, a mistype the docs show, suggests %s",
    async (typed, meant) => {
      const outcome = await runShell(typed, { exit: 2 });
      expect(outcome.code).toBe(2);
      expect(outcome.output).toContain(`svc: did you mean ${meant}?`);
    },
    60_000,
  );

  it("name only npm scripts that exist", () => {
    const scripts = Object.keys(pkg.scripts as Record<string, string>);
    const named = [...documented.keys()].flatMap((command) =>
      [...command.matchAll(/npm run (?:-s )?([a-z][a-z:-]*)/g)].map((match) => match[1] as string),
    );
    expect(named.filter((script) => !scripts.includes(script))).toEqual([]);
  });

  it("run with a Node older than the project's first on the PATH", () => {
    expect(nodeVersionOn(env.PATH as string)).toMatch(/^v(1\d|2[0-3])\.|^v24\.[0-4]\./);
  });

  for (const [command, run] of runTable) {
    const title = command.split("\n")[0] as string;
    it(`${title} (${documented.get(command)?.join(", ") ?? "not in the docs"})`, async () => {
      if (/webhooks get|rotate-secret whk|webhooks test/.test(command)) await identifyWebhook();
      for (const variant of run.variants?.() ?? [command]) {
        const outcome = await runShell(variant, run);
        expect(outcome.code, `${variant}\n${outcome.output}`).toBe(run.exit);
        if (run.shows) expect(outcome.output).toMatch(run.shows);
        if (run.readyLine) {
          const first = outcome.stdout.split("\n")[0] as string;
          expect(JSON.parse(first), `stdout begins with the ready line:\n${outcome.stdout}`).toHaveProperty(
            "baseUrl",
          );
        }
        expect(outcome.output).not.toMatch(/whsec_v2_[A-Za-z0-9_-]{43}/);
      }
    }, 120_000);
  }
});

/** The webhook `webhooks create --data @webhook.json` made, and its revision for --if-match. */
async function identifyWebhook(): Promise<void> {
  const outcome = await runShell("svc webhooks list --all -o jsonl", { exit: 0 });
  const hooks = outcome.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { id: string });
  const hook = hooks.find((candidate) => JSON.stringify(candidate).includes("docs-create"));
  if (!hook) throw new Error(`no webhook from the create example: ${outcome.output}`);
  webhookId = hook.id;
  const got = await runShell(`svc webhooks get ${hook.id} -o json`, { exit: 0 });
  revision = /"(whk1-[^"]+)"/.exec(got.output)?.[1] ?? "";
}
