/**
 * `npm run demo`: the product's main job on the embedded emulator, with no account.
 * Starts the bundled emulator and a signature-verifying HTTPS receiver, runs the bundled Action
 * (dist/index.js) on a provisioning + rotation + smoke-check plan in a simulated runner, prints
 * what the runner would show (log, outputs, job summary), re-runs it to show it is idempotent, and
 * sends a real event through the legacy API to show a signed production delivery.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLegacyClient } from "../src/client/index.js";
import { spawnEmulator } from "../test/support/emulator.js";
import { annotationsOf, startFakeRunHistory } from "../test/support/github-runs.js";
import { startReceiver } from "../test/support/receiver.js";
import { runActionBundle } from "../test/support/runner-env.js";
import { renderRunnerLog, renderSummary } from "./demo/runner-log.js";

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const heading = (text: string) => console.log(`\n${bold(`━━ ${text} ━━`)}`);

const dir = mkdtempSync(join(tmpdir(), "svc-ci-demo-"));
/** Each run attempt gets a fresh RUNNER_TEMP, as on GitHub; the file sinks write there. */
const runnerTemp = (attempt: number) => join(dir, `attempt-${attempt}`);
const secretFiles = [2, 1].flatMap((attempt) =>
  ["rotated.secret", "created.secret"].map((file) => join(runnerTemp(attempt), file)),
);
const receiver = await startReceiver({
  // Like a real receiver: trust the secrets in its store, newest first (rotation overlap).
  secrets: () => secretFiles.filter(existsSync).map((file) => readFileSync(file, "utf8").trim()),
  respond: (delivery) => (delivery.verified ? 204 : 401),
});
writeFileSync(join(dir, "receiver-ca.pem"), receiver.ca);
const emulator = await spawnEmulator([
  "--allow-loopback-webhooks",
  "--webhook-ca",
  join(dir, "receiver-ca.pem"),
  "--retry-schedule",
  "200,500,1000",
]);
const github = await startFakeRunHistory();
let failed = false;

try {
  const admin = emulator.ready.credentials.find((credential) => credential.name === "admin");
  const legacy = emulator.ready.legacyCredentials[0];
  if (!admin || !legacy) throw new Error("the emulator seeded no admin credential");
  heading("1. The emulator and a verifying receiver are up");
  console.log(`emulator v1 API   ${emulator.ready.baseUrl}`);
  console.log(
    `receiver (HTTPS)  ${receiver.url}  (verifies X-TeamGrid-Webhook-Signature, answers 401 otherwise)`,
  );

  const plan = (attempt: number) => `steps:
  - id: hook
    uses: ensure-webhook
    with:
      url: ${receiver.url}
      actions: [task_created, contact_created]
      secret-sink: { type: file, path: ${join(runnerTemp(attempt), "created.secret")} }
  - id: rotate
    uses: rotate-secret
    with:
      webhook: hook
      secret-sink: { type: file, path: ${join(runnerTemp(attempt), "rotated.secret")} }
  - id: smoke
    uses: test-delivery
    with: { webhook: hook, timeout: 30s }
  - id: health
    uses: check-recent-deliveries
    with: { webhook: hook, since: 1h, max-failures: 0 }
`;
  heading("2. The plan");
  console.log(plan(1).trimEnd());

  const run = (attempt: number) => {
    mkdirSync(runnerTemp(attempt));
    return runActionBundle({
      inputs: { token: admin.token, "base-url": emulator.ready.baseUrl, plan: plan(attempt) },
      // The job's GITHUB_TOKEN: a re-run attempt reads the earlier attempts from (a stand-in of) GitHub.
      githubToken: "ghs_demo_job_token",
      env: {
        GITHUB_REPOSITORY: "acme/platform",
        GITHUB_RUN_ID: "1001",
        GITHUB_RUN_ATTEMPT: String(attempt),
        RUNNER_TEMP: runnerTemp(attempt),
        RUNNER_NAME: `runner-${attempt}`,
        GITHUB_API_URL: github.url,
      },
    });
  };

  heading("3. node dist/index.js, as the runner shows its log");
  const first = await run(1);
  console.log(renderRunnerLog(first.stdout));
  console.log(`\nexit code ${first.code}`);
  failed ||= first.code !== 0;

  heading("4. Step outputs (no secret among them: the secrets went to 0600 files)");
  for (const [name, value] of Object.entries(first.outputs)) {
    if (name !== "result") console.log(`${name.padEnd(28)} ${value}`);
  }

  heading("5. Job summary (GITHUB_STEP_SUMMARY)");
  console.log(renderSummary(first.summary));

  heading(
    "6. Re-run of the same workflow run (attempt 2): the webhook is found, not created again;\n   the rotation and the smoke test run anew (a new attempt is a new operation); GitHub says\n   attempt 1 ran to its end, so no secret can have been lost",
  );
  // What GitHub keeps of attempt 1: its job ran to its end, with the annotations its log made.
  const job = (attempt: number, status: "completed" | "in_progress") => ({
    id: attempt,
    run_attempt: attempt,
    name: "provision",
    status,
    conclusion: status === "completed" ? "success" : null,
    runner_name: `runner-${attempt}`,
    steps: [{ name: "Run svc-ci", status }],
  });
  github.jobs.push(job(1, "completed"), job(2, "in_progress"));
  github.annotations.set(1, annotationsOf(first.stdout));
  const again = await run(2);
  if (again.code !== 0) console.log(renderRunnerLog(again.stdout));
  const earlier = again.stdout.split("\n").find((line) => /^(::warning.*)?step "hook": /.test(line));
  console.log(`earlier attempts: ${earlier ?? "(nothing said)"}`);
  console.log(
    `exit code ${again.code}; hook-change=${again.outputs["hook-change"]}; webhook ${again.outputs["hook-webhook-id"]}`,
  );
  failed ||=
    again.code !== 0 ||
    again.outputs["hook-change"] !== "unchanged" ||
    !earlier?.includes("no signing secret");

  heading("7. A real event: a contact created through the legacy v0 API");
  const client = createLegacyClient({ token: legacy.token, baseUrl: emulator.ready.legacyBaseUrl });
  await client.createContact({ type: "person", firstname: "Ada", lastname: "Lovelace" });
  const production = await receiver.waitFor((delivery) => delivery.event === "contact_created");
  console.log(
    `receiver got ${production.event}, signature ${production.verified ? "verified" : `REJECTED (${production.code})`} with secret #${production.secretIndex} (0 = the rotated one), answered ${production.answered}`,
  );
  failed ||= !production.verified;

  heading("Receiver log");
  for (const delivery of receiver.deliveries) {
    console.log(
      `${String(delivery.index).padStart(2)}  ${(delivery.event ?? "?").padEnd(16)} ${delivery.verified ? `verified (secret #${delivery.secretIndex})` : `rejected: ${delivery.code}`}  -> ${delivery.answered}`,
    );
  }
} finally {
  await emulator.stop();
  await receiver.close();
  await github.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  failed
    ? "\nThe demo did not go as expected."
    : "\nDone: provisioned, rotated, smoke-tested and gated, with no secret printed.",
);
process.exitCode = failed ? 1 : 0;
