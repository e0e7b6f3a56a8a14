/**
 * `svc run` and `svc webhooks verify` through runCli in-process (fast, counted for coverage),
 * against an in-process emulator; the bundle is covered by test/e2e/cli.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signWebhook } from "../../../src/signature/index.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;
const SECRET = `whsec_v2_${"i".repeat(43)}`;

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-tools-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
});
afterAll(async () => {
  await emulator?.stop();
});

const planFile = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return name;
};

describe("svc run (in process)", () => {
  it("plans, gates on changes, applies through a command sink, and replays nothing on a re-run", async () => {
    const url = "https://hooks.example.com/in-process";
    const out = join(dir, "piped.secret");
    const store = `require("fs").writeFileSync(${JSON.stringify(out)}, require("fs").readFileSync(0))`;
    const plan = planFile(
      "p.yml",
      `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created], secret-sink: { type: command, command: ${JSON.stringify([process.execPath, "-e", store])} } }\n`,
    );
    const ci = { ...env, BUILDKITE: "true", BUILDKITE_PIPELINE_SLUG: "app", BUILDKITE_BUILD_ID: "b-1" };
    const planned = await runInProcess(["-o", "json", "run", plan], { env: ci, cwd: dir });
    expect(planned.code).toBe(0);
    expect(JSON.parse(planned.stdout)).toMatchObject({ mode: "plan", changes: 1 });
    expect((await runInProcess(["run", plan, "--fail-on-changes"], { env: ci, cwd: dir })).code).toBe(1);
    expect(
      (await runInProcess(["run", plan, "--mode", "apply", "--fail-on-changes"], { env: ci, cwd: dir })).code,
    ).toBe(2);

    const applied = await runInProcess(["-o", "jsonl", "run", plan, "--mode", "apply"], {
      env: ci,
      cwd: dir,
    });
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).steps[0]).toMatchObject({
      change: "created",
      secret: { sink: "command" },
    });
    const secret = readFileSync(out, "utf8");
    expect(secret).toMatch(/^whsec_v2_[A-Za-z0-9_-]{43}$/);
    expect(applied.stdout + applied.stderr).not.toContain(secret);

    const again = await runInProcess(["run", plan, "--mode", "apply"], {
      env: { ...ci, BUILDKITE_RETRY_COUNT: "1" },
      cwd: dir,
    });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(
      /^Apply: 0 created, 0 updated, 0 removed, 1 unchanged\n1 unchanged step not shown/,
    );
    const hooks = [...emulator.state.webhooks.values()].filter(
      (hook) => (hook as { url: string }).url === url,
    );
    expect(hooks).toHaveLength(1);
  });

  it("exits 2 for an unreadable plan, an oversized stdin plan and a github-secret sink", async () => {
    const missing = await runInProcess(["run", "nope.yml", "--run-id", "x"], { env, cwd: dir });
    expect(missing).toMatchObject({ code: 2, stdout: "" });
    expect(missing.stderr).toContain("svc: the plan file nope.yml does not exist");
    const huge = await runInProcess(["run", "-", "--run-id", "x"], {
      env,
      cwd: dir,
      stdin: "#".repeat(1024 * 1024 + 1),
    });
    expect(huge.code).toBe(2);
    const sealed = planFile(
      "sealed.yml",
      "steps:\n  - { id: r, uses: rotate-secret, with: { webhook-id: whk_1, secret-sink: { type: github-secret, name: S } } }\n",
    );
    const refused = await runInProcess(["run", sealed, "--run-id", "x", "--mode", "apply"], {
      env,
      cwd: dir,
    });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("only available in the GitHub Action; use output, file or command");
    // Plan mode reveals no secret: it says what apply would refuse, and plans.
    const planned = await runInProcess(["run", sealed, "--run-id", "x"], { env, cwd: dir });
    expect(planned.stderr).toContain(
      'warning: step "r" (rotate-secret), with.secret-sink.type: the github-secret secret sink is only available',
    );
  });
});

describe("svc webhooks verify (in process)", () => {
  it("verifies JSON headers and explains a wrong secret", async () => {
    const body = '{"event":"task_created"}';
    writeFileSync(join(dir, "h.json"), JSON.stringify(signWebhook(SECRET, body)));
    writeFileSync(join(dir, "b.json"), body);
    writeFileSync(join(dir, "s.secret"), `${SECRET}\n`);
    writeFileSync(join(dir, "other.secret"), `whsec_v2_${"o".repeat(43)}\n`);
    const ok = await runInProcess(
      ["webhooks", "verify", "--headers", "h.json", "--body", "b.json", "--secret-file", "s.secret"],
      { cwd: dir },
    );
    expect(ok.code).toBe(0);
    const bad = await runInProcess(
      [
        "-o",
        "json",
        "webhooks",
        "verify",
        "--headers",
        "h.json",
        "--body",
        "b.json",
        "--secret-file",
        "other.secret",
      ],
      { cwd: dir },
    );
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toMatchObject({
      verified: false,
      code: "invalid_signature",
      matchedSecret: null,
    });
    expect(bad.stderr).toContain("svc: check the secret's fingerprint");
    // The reason as written, not eaten by the redactor ("secret: [redacted] wrong secret").
    expect(bad.stderr).toContain(
      "svc: verification failed: signature does not match the given secret: a wrong secret, or the body was altered\n",
    );
    const both = await runInProcess(
      ["webhooks", "verify", "--capture", "c", "--headers", "h.json", "--secret-file", "s.secret"],
      { cwd: dir },
    );
    expect(both.code).toBe(2);
  });

  it("tells how to verify a capture older than the tolerance as of when it was sent (--at)", async () => {
    const body = '{"event":"task_created"}';
    const sentAt = Math.floor(Date.now() / 1000) - 3600;
    const capture = JSON.stringify({ headers: signWebhook(SECRET, body, { timestamp: sentAt }), body });
    writeFileSync(join(dir, "s.secret"), `${SECRET}\n`);
    const late = await runInProcess(["webhooks", "verify", "--capture", "-", "--secret-file", "s.secret"], {
      cwd: dir,
      stdin: capture,
    });
    expect(late.code).toBe(1);
    expect(late.stderr).toContain(
      `svc: the signature is valid and the capture is older than the tolerance: verify it as of when it was sent, with --at ${sentAt}\n`,
    );
    const asSent = await runInProcess(
      ["webhooks", "verify", "--capture", "-", "--secret-file", "s.secret", "--at", String(sentAt)],
      { cwd: dir, stdin: capture },
    );
    expect(asSent.code, asSent.stderr).toBe(0);
    // A wrong secret on an old capture: the age is not the problem to fix first.
    writeFileSync(join(dir, "wrong.secret"), `whsec_v2_${"w".repeat(43)}\n`);
    const wrong = await runInProcess(
      ["webhooks", "verify", "--capture", "-", "--secret-file", "wrong.secret"],
      {
        cwd: dir,
        stdin: capture,
      },
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).not.toContain("--at");
  });

  it("renders table and jsonl, reads a capture from stdin, and refuses unusable input with exit 2", async () => {
    const body = '{"event":"task_created"}';
    const headers = signWebhook(SECRET, body);
    const capture = JSON.stringify({ headers, body });
    const table = await runInProcess(["webhooks", "verify", "--capture", "-", "--secret-file", "s.secret"], {
      cwd: dir,
      stdin: capture,
    });
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/verdict +verified +ok/);
    const jsonl = await runInProcess(
      ["-o", "jsonl", "webhooks", "verify", "--capture", "-", "--secret-file", "s.secret"],
      {
        cwd: dir,
        stdin: capture,
      },
    );
    expect(JSON.parse(jsonl.stdout)).toMatchObject({ verified: true });
    writeFileSync(join(dir, "c.jsonl"), capture);
    writeFileSync(join(dir, "bad.jsonl"), "{}");
    writeFileSync(join(dir, "lines.txt"), "not a header\n");
    const cases: [string[], string, { stdinIsTTY?: boolean }?][] = [
      [
        ["--capture", "-"],
        "--capture - reads stdin, which is a terminal; pipe the file in",
        { stdinIsTTY: true },
      ],
      [["--headers", "-", "--body", "-"], "only one of --headers and --body can read stdin"],
      [["--headers", "h.json"], "give --headers <file> and --body <file>, or --capture <file>"],
      [
        ["--capture", "c.jsonl", "--body", "b.json"],
        "give either --capture, or --headers with --body, not both",
      ],
      [["--capture", "bad.jsonl"], "bad.jsonl headers: headers must be a JSON object of name to value"],
      [["--headers", "lines.txt", "--body", "b.json"], "lines.txt line 1 is not a header line"],
      [["--headers", "none.txt", "--body", "b.json"], "--headers none.txt does not exist"],
    ];
    for (const [args, message, tty] of cases) {
      const result = await runInProcess(["webhooks", "verify", ...args, "--secret-file", "s.secret"], {
        cwd: dir,
        ...(tty ?? {}),
      });
      expect(result.code, message).toBe(2);
      expect(result.stderr).toContain(message);
    }
    writeFileSync(join(dir, "big.body"), Buffer.alloc(4 * 1024 * 1024 + 1));
    const big = await runInProcess(
      ["webhooks", "verify", "--headers", "h.json", "--body", "big.body", "--secret-file", "s.secret"],
      {
        cwd: dir,
      },
    );
    expect(big.code).toBe(2);
    const bigStdin = await runInProcess(
      ["webhooks", "verify", "--headers", "h.json", "--body", "-", "--secret-file", "s.secret"],
      {
        cwd: dir,
        stdin: "x".repeat(4 * 1024 * 1024 + 1),
      },
    );
    expect(bigStdin.code).toBe(2);
  });
});

describe("svc run (in process), failures", () => {
  it("explains an unparsable plan and a missing run identity (2), maps a 404 (5), and tabulates a failed run", async () => {
    const broken = planFile("broken.yml", "steps: [\n");
    const parse = await runInProcess(["run", broken, "--run-id", "x"], { env, cwd: dir });
    expect(parse.code).toBe(2);
    expect(parse.stderr).toMatch(/svc: broken\.yml(:\d+:\d+)?: /);
    const anonymous = await runInProcess(["run", broken], { env, cwd: dir });
    expect(anonymous.code).toBe(2);
    const gone = planFile(
      "gone.yml",
      "steps:\n  - { id: r, uses: rotate-secret, with: { webhook-id: whk_0123456789abcdef01234567, secret-sink: { type: output } } }\n",
    );
    const secretsDir = mkdtempSync(join(dir, "secrets-"));
    const notFound = await runInProcess(
      ["run", gone, "--mode", "apply", "--run-id", "x", "--secrets-dir", secretsDir],
      {
        env,
        cwd: dir,
      },
    );
    expect(notFound.code).toBe(5);
    expect(notFound.stdout).toMatch(/r +rotate-secret +failed/);
    expect(notFound.stdout).toContain("apply: failed, 0 change(s)");
    expect(notFound.stderr).toContain('svc: step "r" (rotate-secret) failed:');
    const attempt = await runInProcess(["run", gone, "--run-attempt", "2"], { env, cwd: dir });
    expect(attempt.code).toBe(2);
    expect(attempt.stderr).toContain("--run-attempt needs --run-id");
  });
});
