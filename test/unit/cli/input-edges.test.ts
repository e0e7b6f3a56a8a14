/**
 * Every file the CLI reads is checked before it is read (a named pipe is refused at once, a large
 * file before a byte is read), deep nesting gets an error naming the input, `svc run` loads plans
 * like the Action, and a --junit report never replaces the plan or a secret.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../../src/cli/create-cli-context.js";
import { runCli } from "../../../src/cli/dispatch.js";
import { signWebhook } from "../../../src/signature/index.js";
import { runInProcess } from "../../support/cli.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emulator: TestEmulator;
let dir: string;
let env: Record<string, string>;
const SECRET = `whsec_v2_${"e".repeat(43)}`;
const examples = fileURLToPath(new URL("../../../examples/plans/", import.meta.url));

beforeAll(async () => {
  emulator = await startTestEmulator();
  dir = mkdtempSync(join(tmpdir(), "svc-input-edges-"));
  env = { SVC_API_TOKEN: emulator.credential("admin").token, SVC_API_BASE_URL: emulator.baseUrl };
  writeFileSync(join(dir, "s.secret"), `${SECRET}\n`);
  writeFileSync(join(dir, "h.txt"), "X-Sig: 1\n");
  writeFileSync(join(dir, "b.json"), "{}");
  execFileSync("mkfifo", [join(dir, "pipe")]);
});
afterAll(async () => {
  await emulator?.stop();
});

const plan = (name: string, text: string | Buffer) => {
  writeFileSync(join(dir, name), text);
  return name;
};

const hookPlan = (url: string, extra = "") =>
  `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "${url}", actions: [task_created]${extra} }\n`;

describe("a named pipe (or any non-regular file) is refused at once, naming the option", () => {
  const verify = [
    "webhooks",
    "verify",
    "--headers",
    "h.txt",
    "--body",
    "b.json",
    "--secret-file",
    "s.secret",
  ];
  it.each([
    ["svc run <plan>", ["run", "pipe", "--run-id", "x"], "the plan file pipe"],
    ["verify --secret-file", [...verify.slice(0, -1), "pipe"], "--secret-file #0 (pipe)"],
    [
      "verify --headers",
      ["webhooks", "verify", "--headers", "pipe", "--body", "b.json", "--secret-file", "s.secret"],
      "--headers pipe",
    ],
    [
      "verify --body",
      ["webhooks", "verify", "--headers", "h.txt", "--body", "pipe", "--secret-file", "s.secret"],
      "--body pipe",
    ],
    [
      "verify --capture",
      ["webhooks", "verify", "--capture", "pipe", "--secret-file", "s.secret"],
      "--capture pipe",
    ],
    [
      "receive --secret-file",
      ["webhooks", "receive", "--secret-file", "pipe", "--count", "1"],
      "--secret-file #0 (pipe)",
    ],
    [
      "receive --cert",
      ["webhooks", "receive", "--secret-file", "s.secret", "--cert", "pipe", "--key", "pipe"],
      "--cert pipe",
    ],
    [
      "webhooks update --data @",
      ["webhooks", "create", "--secret-stdout", "--data", "@pipe"],
      "--data @pipe",
    ],
  ])("%s", async (_what, argv, named) => {
    const result = await runInProcess(argv, { env, cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`svc: ${named} is a named pipe (FIFO), not a regular file`);
    expect(result.stderr).not.toMatch(/Maximum call stack/);
  });

  it("names what is wrong with --secrets-dir: missing, or a file rather than a directory", async () => {
    const name = plan("dir-check.yml", hookPlan("https://hooks.example.com/dir-check"));
    const file = await runInProcess(["run", name, "--run-id", "d", "--secrets-dir", "s.secret"], {
      env,
      cwd: dir,
    });
    expect(file.code).toBe(2);
    expect(file.stderr).toContain("svc: --secrets-dir s.secret is a regular file, not a directory");
    const missing = await runInProcess(["run", name, "--run-id", "d", "--secrets-dir", "nowhere"], {
      env,
      cwd: dir,
    });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("svc: --secrets-dir nowhere does not exist");
  });
});

describe("sizes are enforced before reading", () => {
  it("refuses a 200 MB (sparse) plan, secret file, capture and --data file by their size", async () => {
    const big = join(dir, "big");
    writeFileSync(big, "");
    truncateSync(big, 200 * 1024 * 1024);
    const cases: [string[], string][] = [
      [["run", "big", "--run-id", "x"], "svc: the plan file big is larger than 4 MiB"],
      [
        ["webhooks", "verify", "--capture", "big", "--secret-file", "s.secret"],
        "svc: --capture big is larger than 4 MiB",
      ],
      [
        ["webhooks", "verify", "--headers", "h.txt", "--body", "b.json", "--secret-file", "big"],
        "--secret-file #0 (big) is larger than 4 KiB",
      ],
      [["webhooks", "create", "--secret-stdout", "--data", "@big"], "svc: --data @big is larger than 1 MiB"],
    ];
    for (const [argv, message] of cases) {
      const result = await runInProcess(argv, { env, cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
    }
  });
});

describe("deep nesting gets an error naming the input, never a stack overflow", () => {
  it.each([
    ["a flow collection", `steps: ${"[".repeat(5000)}${"]".repeat(5000)}\n`],
    ["block mappings", Array.from({ length: 1200 }, (_, i) => `${" ".repeat(i)}a:`).join("\n")],
  ])("svc run: a plan nested in %s", async (_what, text) => {
    const result = await runInProcess(["run", plan("deep.yml", text), "--run-id", "x"], { env, cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/svc: deep\.yml:\d+:\d+: the plan nests deeper than 64 levels/);
    expect(result.stderr).not.toMatch(/Maximum call stack/);
  });

  it("--data nested deeper than 32 levels", async () => {
    const deep = `{"url":"https://hooks.example.com/x","actions":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const result = await runInProcess(["webhooks", "create", "--secret-stdout", "--data", "-"], {
      env,
      cwd: dir,
      stdin: deep,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("svc: --data nests deeper than 32 levels");
    expect(result.stderr).not.toMatch(/Maximum call stack/);
  });

  it("verify: a JSON body nested absurdly deep is diagnosed, not recursed into", async () => {
    writeFileSync(join(dir, "deep-body.json"), `${"[".repeat(100_000)}${"]".repeat(100_000)}`);
    // Signed over other bytes: the mismatch makes verify look for how the body was altered.
    writeFileSync(join(dir, "signed.json"), JSON.stringify(signWebhook(SECRET, "[]")));
    const result = await runInProcess(
      [
        "webhooks",
        "verify",
        "--headers",
        "signed.json",
        "--body",
        "deep-body.json",
        "--secret-file",
        "s.secret",
      ],
      { env, cwd: dir },
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("svc: verification failed");
    expect(result.stderr).not.toMatch(/Maximum call stack/);
  });

  it("a --headers or --capture JSON nested absurdly deep", async () => {
    writeFileSync(join(dir, "deep.json"), `{"x-a":${"[".repeat(50_000)}${"]".repeat(50_000)}}`);
    const headers = await runInProcess(
      ["webhooks", "verify", "--headers", "deep.json", "--body", "b.json", "--secret-file", "s.secret"],
      { env, cwd: dir },
    );
    expect(headers.code).toBe(2);
    expect(headers.stderr).toContain("svc: deep.json nests deeper than 16 levels");
  });
});

describe("--data refuses a key given twice, at every level", () => {
  it.each([
    ['{"url":"https://a.example/x","url":"https://b.example/x","actions":["task_created"]}', '"url" twice'],
    ['{"url":"https://a.example/x","actions":["task_created"],"x":{"k":1,"k":2}}', '"k" twice in x'],
    ['{"url":"https://a.example/x","actions":[{"k":1},{"j":1,"j":2}]}', '"j" twice in actions[1]'],
  ])("%s", async (data, named) => {
    const result = await runInProcess(["webhooks", "create", "--secret-stdout", "--data", data], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`svc: --data has the key ${named}; give each key once`);
  });

  it("a headers JSON object with a key twice is refused too", async () => {
    writeFileSync(join(dir, "dup-headers.json"), '{"x-a":"1","x-a":"2"}');
    const result = await runInProcess(
      [
        "webhooks",
        "verify",
        "--headers",
        "dup-headers.json",
        "--body",
        "b.json",
        "--secret-file",
        "s.secret",
      ],
      { env, cwd: dir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('has the key "x-a" twice');
  });
});

describe("svc run loads plans with the Action's loader", () => {
  it("refuses a plan that is not UTF-8 (Latin-1) instead of running it with a replacement character", async () => {
    const latin1 = Buffer.from(hookPlan("https://hooks.example.com/caf\xe9"), "latin1");
    const result = await runInProcess(["run", plan("latin1.yml", latin1), "--run-id", "x"], {
      env,
      cwd: dir,
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/svc: latin1\.yml:\d+:\d+: the plan is not UTF-8: byte 0xE9/);
  });

  it("prints the plan's warnings (an unknown event name) on stderr, sanitised, and still runs", async () => {
    const text = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with:\n      url: https://hooks.example.com/warn\n      actions:\n        - task_creatd\n`;
    const result = await runInProcess(["run", plan("warn.yml", text), "--run-id", "w"], { env, cwd: dir });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'svc: warning: warn.yml:7:11: step "hook" (ensure-webhook), with.actions.0: "task_creatd" is not a known event name (did you mean task_created?)',
    );
  });

  it("warns the same for a plan on standard input, and refuses a stdin plan that is not UTF-8", async () => {
    const text = `steps:\n  - id: hook\n    uses: ensure-webhook\n    with: { url: "https://hooks.example.com/warn", actions: [task_creatd] }\n`;
    const piped = await runInProcess(["run", "-", "--run-id", "w"], { env, cwd: dir, stdin: text });
    expect(piped.code).toBe(0);
    expect(piped.stderr).toContain("svc: warning: stdin:4:");
    const latin1 = await runInProcess(["run", "-", "--run-id", "w"], {
      env,
      cwd: dir,
      stdin: Buffer.from("steps: [] # caf\xe9\n", "latin1").toString("latin1"),
    });
    expect(latin1.code).toBe(2);
  });
});

describe("plan mode needs no secret destination; apply mode names the choices", () => {
  it.each(["provision.yml", "provision-sealed.yml", "rotate.yml", "release-smoke.yml"])(
    "examples/plans/%s plans without --secrets-dir",
    async (name) => {
      const result = await runInProcess(["run", join(examples, name), "--run-id", "try-1"], {
        env,
        cwd: dir,
      });
      expect(result.stderr).not.toContain("never prints secrets");
      expect(result.code).toBe(0);
    },
  );

  it("plan mode says nothing of the secret's destination; apply refuses before any call, naming --secrets-dir and the sinks", async () => {
    const name = plan("needs-dir.yml", hookPlan("https://hooks.example.com/needs-dir"));
    const planned = await runInProcess(["run", name, "--run-id", "n"], { env, cwd: dir });
    expect(planned.code).toBe(0);
    expect(planned.stderr).not.toContain("warning");
    const applied = await runInProcess(["run", name, "--run-id", "n", "--mode", "apply"], { env, cwd: dir });
    expect(applied.code).toBe(2);
    expect(applied.stderr).toContain("give --secrets-dir <dir>");
    expect(applied.stderr).toContain("{ type: file, path: ... } or { type: command");
    const hooks = [...emulator.state.webhooks.values()].filter(
      (hook) => (hook as { url: string }).url === "https://hooks.example.com/needs-dir",
    );
    expect(hooks).toHaveLength(0);
  });
});

describe("--junit never replaces the plan or a secret", () => {
  it("refuses the plan file itself (also by another path, also when the plan is invalid) and leaves it", async () => {
    mkdirSync(join(dir, "j1"), { recursive: true });
    const text = hookPlan("https://hooks.example.com/junit-1");
    plan("j1/plan.yml", text);
    for (const junit of ["j1/plan.yml", "j1/../j1/plan.yml"]) {
      const result = await runInProcess(["run", "j1/plan.yml", "--run-id", "j", "--junit", junit], {
        env,
        cwd: dir,
      });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(
        `--junit ${join(dir, junit)} is the plan file; the report would replace the plan`,
      );
      expect(readFileSync(join(dir, "j1/plan.yml"), "utf8")).toBe(text);
    }
    plan("j1/broken.yml", "steps: [");
    const broken = await runInProcess(["run", "j1/broken.yml", "--run-id", "j", "--junit", "j1/broken.yml"], {
      env,
      cwd: dir,
    });
    expect(broken.code).toBe(2);
    expect(readFileSync(join(dir, "j1/broken.yml"), "utf8")).toBe("steps: [");
  });

  it("refuses an existing secret file (a file sink's, or one in --secrets-dir) and any file that is no report", async () => {
    mkdirSync(join(dir, "j2/secrets"), { recursive: true });
    writeFileSync(join(dir, "j2/secrets/old-secret"), `${SECRET}\n`);
    writeFileSync(join(dir, "j2/kept.secret"), `${SECRET}\n`);
    const name = plan("j2/plan.yml", hookPlan("https://hooks.example.com/junit-2"));
    const cases: [string[], string][] = [
      [
        ["--secrets-dir", "j2/secrets", "--junit", "j2/secrets/old-secret"],
        "old-secret is in --secrets-dir, where the secrets are written",
      ],
      [["--junit", "j2/kept.secret"], "kept.secret exists and is not a JUnit report"],
    ];
    for (const [flags, message] of cases) {
      const result = await runInProcess(["run", name, "--run-id", "j", ...flags], { env, cwd: dir });
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(message);
    }
    expect(readFileSync(join(dir, "j2/secrets/old-secret"), "utf8")).toBe(`${SECRET}\n`);
    expect(readFileSync(join(dir, "j2/kept.secret"), "utf8")).toBe(`${SECRET}\n`);
  });

  it("replaces an earlier report", async () => {
    const name = plan("j3.yml", hookPlan("https://hooks.example.com/junit-3"));
    const first = await runInProcess(["run", name, "--run-id", "j", "--junit", "j3.xml"], { env, cwd: dir });
    expect(first.code).toBe(0);
    const second = await runInProcess(["run", name, "--run-id", "j", "--junit", "j3.xml"], { env, cwd: dir });
    expect(second.code).toBe(0);
    expect(readFileSync(join(dir, "j3.xml"), "utf8")).toContain("<testsuites");
  });
});

describe("standard input reads end on Ctrl-C", () => {
  it("svc run - on a terminal is refused rather than waited on", async () => {
    const result = await runInProcess(["run", "-", "--run-id", "x"], { env, cwd: dir, stdinIsTTY: true });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "svc: svc run - reads the plan from standard input, but it is a terminal",
    );
  });

  it.each([
    ["svc run -", ["run", "-", "--run-id", "x"]],
    ["--data -", ["webhooks", "create", "--secret-stdout", "--data", "-"]],
    [
      "verify --body -",
      ["webhooks", "verify", "--headers", "h.txt", "--body", "-", "--secret-file", "s.secret"],
    ],
  ])("%s waiting on an open, silent stdin exits 130 when aborted", async (_what, argv) => {
    const controller = new AbortController();
    const stdin = new PassThrough(); // never ended: a writer that stays silent
    const ctx = createContext({
      stdin,
      stdinIsTTY: false,
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      env,
      cwd: dir,
      signal: controller.signal,
    });
    // Aborted once the command reads stdin (a for-await over a stream listens for "readable").
    stdin.on("newListener", (event) => {
      if (event === "readable") setImmediate(() => controller.abort());
    });
    stdin.write(" "); // something to read, so the reader is waiting for the rest
    const running = runCli(argv, ctx);
    expect(await running).toBe(130);
  });
});
