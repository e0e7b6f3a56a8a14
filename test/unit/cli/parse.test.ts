/**
 * Parsing and local checks, in-process. Every case runs without SVC_API_TOKEN and with a profile
 * source that fails the test when asked: a check that passed would reach it, so a green case
 * proves the command stopped before any credential was read (and so before any request).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import { describe, expect, it } from "vitest";
import { createContext } from "../../../src/cli/create-cli-context.js";
import type { ProfileCredentialSource } from "../../../src/cli/credentials/credential-context.js";
import { createProgram } from "../../../src/cli/program.js";
import { runInProcess } from "../../support/cli.js";

const REVISION = `whk1-${"a".repeat(64)}`;
let credentialReads = 0;
const untouchable: ProfileCredentialSource = {
  async load() {
    credentialReads += 1;
    throw new Error("test: the credential was read");
  },
};
const dir = mkdtempSync(join(tmpdir(), "svc-parse-"));

async function rejected(argv: string[], extra: Parameters<typeof runInProcess>[1] = {}) {
  const before = credentialReads;
  const result = await runInProcess(argv, { profileSource: untouchable, cwd: dir, ...extra });
  expect(credentialReads, "credential read").toBe(before);
  expect(result.stdout).toBe("");
  return result;
}

describe("global options and ranges", () => {
  it.each([
    [["webhooks", "list", "--limit", "0"], /--limit <number>.*1 to 100/],
    [["webhooks", "list", "--limit", "101"], /1 to 100/],
    [["webhooks", "list", "--limit", "1.5"], /1 to 100/],
    [["webhook-deliveries", "list", "--limit", "201"], /1 to 200/],
    [["tasks", "list", "--limit", "201"], /1 to 200/],
    [["lists", "list", "--limit", "0"], /1 to 200/],
    [["webhooks", "list", "--all", "--max-pages", "0"], /--max-pages.*1 to 10000/],
    [["webhooks", "list", "--all", "--max-pages", "10001"], /1 to 10000/],
    [["--retries", "6", "webhooks", "list"], /--retries.*0 to 5/],
    [["--retries", "-1", "webhooks", "list"], /--retries/],
    [["--timeout", "0", "webhooks", "list"], /--timeout.*positive integer.*invalid_number/],
    [["--timeout", "abc", "workspace"], /invalid_number/],
    [["--timeout", "2147483648", "workspace"], /--timeout.*at most 2147483647.*invalid_number/],
    [["-o", "yaml", "workspace"], /argument 'yaml' is invalid.*table, json, jsonl/],
    [["webhooks", "get", "bad id"], /webhook id is 1-128/],
    [["webhooks", "get", "x".repeat(129)], /webhook id/],
    [["webhook-deliveries", "get", "dlv.1"], /delivery id/],
    [["webhook-deliveries", "list", "--state", "done"], /argument 'done' is invalid/],
    [["webhook-deliveries", "list", "--event", "bad event"], /event name/],
    [["webhook-deliveries", "list", "--webhook-id", "a.b"], /webhook id filter/],
    [["webhooks", "test", "w1", "--idempotency-key", "has space"], /idempotency key is 1-128/],
    [["webhooks", "test", "w1", "--idempotency-key", "k".repeat(129)], /idempotency key/],
    [["webhooks", "update", "w1", "--data", "{}", "--if-match", 'W/"whk1-x"'], /--if-match/],
    [["webhooks", "update", "w1", "--data", "{}"], /required option '--if-match/],
    [["webhooks", "create", "--secret-stdout"], /required option '--data/],
    [["webhooks", "list", "--cursor", "c".repeat(1025)], /cursor/],
    [["tasks", "list", "--archived", "yes"], /true or false.*invalid_boolean/],
    [["lists", "list", "--type", "boards"], /argument 'boards' is invalid/],
    [["contacts", "get", "c".repeat(129)], /contact id/],
    [["webhooks", "list", "--bogus"], /unknown option '--bogus'/],
    [["webhooks", "lst"], /unknown command 'lst'[\s\S]*did you mean svc webhooks list/],
    [["webhooks", "get"], /missing required argument 'id'/],
    [["webhooks", "get", "a", "b"], /too many arguments/],
  ])("%j exits 2 before any credential is read", async (argv, message) => {
    const result = await rejected(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it.each([
    [
      "unknown option",
      ["webhooks", "list", "--bogus"],
      "unknown option '--bogus'",
      "see svc webhooks list --help for usage",
    ],
    [
      "unknown option, with a suggestion",
      ["webhooks", "list", "--limt", "3"],
      "unknown option '--limt'",
      "did you mean --limit? (svc webhooks list --help for usage)",
    ],
    [
      "missing argument",
      ["webhooks", "get"],
      "missing required argument 'id'",
      "see svc webhooks get --help for usage",
    ],
    ["unknown command", ["nope"], "unknown command 'nope'", "see svc --help for usage"],
    [
      "unknown subcommand, with a suggestion",
      ["webhooks", "lst"],
      "unknown command 'lst'",
      "did you mean svc webhooks list? (svc webhooks --help for usage)",
    ],
    [
      "invalid choice",
      ["-o", "yaml", "workspace"],
      "option '-o, --output <format>' argument 'yaml' is invalid: Allowed choices are table, json, jsonl, markdown.",
      "see svc --help for usage",
    ],
    [
      "invalid value",
      ["webhooks", "list", "--limit", "0"],
      "option '--limit <number>' argument '0' is invalid: must be an integer from 1 to 100 (invalid_number).",
      "see svc webhooks list --help for usage",
    ],
    [
      "excess arguments",
      ["webhooks", "get", "a", "b"],
      "too many arguments for 'get'. Expected 1 argument but got 2: a, b.",
      "see svc webhooks get --help for usage",
    ],
    [
      "missing option value",
      ["webhooks", "list", "--limit"],
      "option '--limit <number>' argument missing",
      "see svc webhooks list --help for usage",
    ],
    [
      "missing global option value",
      ["--profile"],
      "option '--profile <name>' argument missing",
      "see svc --help for usage",
    ],
    [
      "missing mandatory option",
      ["webhooks", "create", "--secret-stdout"],
      "required option '--data <json>' not specified",
      "see svc webhooks create --help for usage",
    ],
  ])(
    "%s: one svc: line saying what is wrong, one with the fix, exit 2",
    async (_kind, argv, message, fix) => {
      const result = await rejected(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`svc: ${message}\nsvc: ${fix}\n`);
    },
  );

  it("a secret pasted into a parse error is redacted, and control characters are escaped", async () => {
    const token = `tg_sa_v2_de_c1_${"a".repeat(24)}_${"b".repeat(64)}`;
    const result = await rejected(["webhooks", "get", "a", token]);
    expect(result.stderr).not.toContain(token);
    expect(result.stderr).toMatch(
      /^svc: too many arguments .*\[redacted\]\.\nsvc: see svc webhooks get --help for usage\n$/,
    );
    const escaped = await rejected(["webhooks", "list", "--bo\u001b[31mgus"]);
    expect(escaped.stderr).not.toContain("\u001b");
    expect(escaped.stderr.split("\n")[0]).toMatch(/^svc: unknown option '--bo\\u001b\[31mgus'$/);
  });

  it("an argument with a line feed: the whole message on one line, with the reason; no suggestion forged", async () => {
    const result = await rejected(["webhooks", "list", "--limit", "3\n::error::x"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "svc: option '--limit <number>' argument '3\\n::error::x' is invalid: must be an integer from 1 to 100 (invalid_number).\nsvc: see svc webhooks list --help for usage\n",
    );
    const forged = await rejected(["webhooks", "get", "a\n(Did you mean remove?)"]);
    expect(forged.stderr.split("\n")[1]).toBe("svc: see svc webhooks get --help for usage");
  });

  it("accepts global options before or after the group", async () => {
    const before = await runInProcess(["-o", "json", "--retries", "0", "--timeout", "5", "workspace"], {
      profileSource: untouchable,
    });
    const after = await runInProcess(["workspace", "-o", "json", "--retries", "0"], {
      profileSource: untouchable,
    });
    for (const result of [before, after]) {
      expect(result.code).toBe(1);
      expect(result.stderr).toBe("svc: test: the credential was read\n");
    }
  });

  it("prints help for a bare group on stderr and exits 2; --help and --version exit 0 on stdout", async () => {
    const bare = await rejected(["webhooks"]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toMatch(/^Usage: svc webhooks/);
    const help = await runInProcess(["webhooks", "list", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: svc webhooks list \[options\]/);
    expect(help.stdout).toContain("Examples:");
    const version = await runInProcess(["--version"]);
    expect(version).toEqual({ code: 0, stdout: "1.1.0\n", stderr: "" });
    const none = await runInProcess([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^Usage: svc/);
  });

  it("every leaf command has a description and an example", () => {
    const program = createProgram(
      createContext({ stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: {} }),
    );
    const leaves: CommandUnknownOpts[] = [];
    const walk = (command: CommandUnknownOpts) => {
      if (command.commands.length === 0) leaves.push(command);
      for (const child of command.commands) walk(child);
    };
    walk(program as unknown as CommandUnknownOpts);
    expect(leaves.length).toBeGreaterThanOrEqual(12);
    for (const leaf of leaves) {
      let help = "";
      leaf.configureOutput({ writeOut: (text) => (help += text) });
      leaf.outputHelp();
      expect(leaf.description(), leaf.name()).not.toBe("");
      expect(help, leaf.name()).toMatch(/Examples:\n {2}\$ svc /);
    }
  });

  it.each([
    [["--profile", "", "workspace"], {}],
    [["--profile", "../x", "webhooks", "list"], {}],
    [["webhooks", "get", "whk_1", "--profile", "a b"], {}],
    // SVC_API_TOKEN would win over the profile, but a malformed --profile is still a usage error
    [
      ["--profile", "-x", "workspace"],
      { env: { SVC_API_TOKEN: `tg_sa_v2_de_c1_${"a".repeat(24)}_${"b".repeat(64)}` } },
    ],
  ])(
    "an invalid --profile name of an API command is invalid_profile_name (exit 2): %j",
    async (argv, extra) => {
      const result = await rejected(argv, extra);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/^svc: --profile must be 1-64 characters/);
    },
  );

  it("sanitises what commander echoes back", async () => {
    const result = await rejected(["webhooks", "get", "\u001b[31mx"]);
    expect(result.stderr).not.toContain("\u001b");
    expect(result.stderr).toContain("\\u001b[31mx");
  });
});

describe("secrets passed as arguments", () => {
  const token = `tg_sa_v2_de_de-emu-001_${"a".repeat(24)}_${"b".repeat(64)}`;
  const signing = `whsec_v2_${"C".repeat(43)}`;

  it.each([
    [["--timeout", token, "workspace"]],
    [["workspace", token]],
    [[token]],
    [["webhooks", "get", `${token}/x`]],
    [["webhooks", "list", `--bogus=${signing}`]],
  ])("commander's echo of %j is redacted", async (argv) => {
    const result = await rejected(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain(token);
    expect(result.stderr).not.toContain(signing);
  });

  it.each([
    [["webhooks", "get", token]],
    [["webhooks", "remove", signing, "--yes"]],
    [["webhook-deliveries", "get", token]],
    [["webhook-deliveries", "list", "--webhook-id", token]],
    [["webhooks", "list", "--cursor", token]],
    [["webhooks", "test", "whk_1", "--idempotency-key", signing]],
    [["contacts", "get", token]],
    [["tasks", "list", "--list-id", signing]],
    [["tasks", "list", "--assignee-id", token]],
    [["lists", "list", "--parent-id", signing]],
    [["contacts", "get", signing]],
    [["contacts", "get", `Bearer ${token}`]],
    [["webhooks", "get", `x-${token}`]],
    [["webhooks", "list", "--cursor", `c.${signing}`]],
  ])("a secret as an id, cursor or key is refused before any request: %j", async (argv) => {
    const result = await rejected(argv);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/looks like an API token or signing secret/);
    expect(result.stderr).not.toContain(token);
    expect(result.stderr).not.toContain(signing);
  });
});

describe("--data", () => {
  const create = (data: string, extra: Parameters<typeof runInProcess>[1] = {}) =>
    rejected(["webhooks", "create", "--data", data, "--secret-file", join(dir, `s-${Math.random()}`)], extra);

  it.each([
    ["[1]", "invalid_json", /must be a JSON object/],
    ["null", "invalid_json", /must be a JSON object/],
    ["{bad", "invalid_json", /not valid JSON/],
    [
      '{"url":"https://x.example"}',
      "invalid_arguments",
      /exactly the keys actions and url \(missing actions\)/,
    ],
    ['{"url":"https://x.example","actions":["a"],"secret":"x"}', "invalid_arguments", /\(unknown secret\)/],
  ])("create %s → %s (exit 2)", async (data, _code, message) => {
    const result = await create(data);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
  });

  it("refuses a FIFO (a non-regular file) at once instead of blocking on it", async () => {
    const fifo = join(dir, `fifo-${Math.random()}`);
    execFileSync("mkfifo", [fifo]);
    const result = await create(`@${fifo}`);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--data @.*fifo-.* is a named pipe \(FIFO\), not a regular file/);
  }, 5_000);

  it("says what is wrong with empty stdin or a bad file, without the inline-quoting hint", async () => {
    const empty = await create("-", { stdin: "" });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/--data - read nothing from standard input/);
    const file = join(dir, "broken.json");
    writeFileSync(file, "{broken");
    const broken = await create(`@${file}`);
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/not valid JSON/);
    expect(broken.stderr).not.toMatch(/PowerShell/);
    expect((await create("{broken")).stderr).toMatch(/PowerShell/);
  });

  it("names at most five unknown keys, each shortened, however many or long they are", async () => {
    const body: Record<string, unknown> = { url: "https://x.example", actions: ["a"], ["k".repeat(5000)]: 1 };
    for (let i = 0; i < 20_000; i += 1) body[`extra${i}`] = i;
    for (const argv of [
      ["webhooks", "create", "--data", JSON.stringify(body), "--secret-file", join(dir, "many-keys")],
      ["webhooks", "update", "whk_1", "--data", JSON.stringify(body), "--if-match", REVISION],
    ]) {
      const result = await rejected(argv);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/\(unknown k{39}…, extra0, extra1, extra2, extra3 and 19996 more\)/);
      expect(result.stderr.length).toBeLessThan(400);
    }
  });

  it("update takes only actions/disabled/url, at least one", async () => {
    const update = (data: string) =>
      rejected(["webhooks", "update", "w1", "--data", data, "--if-match", REVISION]);
    expect((await update("{}")).stderr).toMatch(/at least one of actions, disabled, url/);
    expect((await update('{"revision":"x"}')).stderr).toMatch(
      /only have actions, disabled and url \(unknown revision\)/,
    );
    expect((await update("[]")).code).toBe(2);
  });

  it("reads @file (regular files only, at most 1 MiB) and - (stdin, not a terminal)", async () => {
    writeFileSync(join(dir, "array.json"), "[]");
    expect((await create("@array.json")).stderr).toMatch(/must be a JSON object/);
    expect((await create("@missing.json")).stderr).toMatch(/--data @missing.json does not exist/);
    expect((await create("@")).stderr).toMatch(/needs a file path/);
    expect((await create(`@${dir}`)).stderr).toMatch(/is a directory, not a regular file/);
    writeFileSync(join(dir, "big.json"), `{"url":"${"x".repeat(1024 * 1024)}"}`);
    const big = await create("@big.json");
    expect(big.stderr).toMatch(/larger than 1 MiB/);
    expect(big.code).toBe(2);
    expect((await create(`{"a":"${"x".repeat(1024 * 1024)}"}`)).stderr).toMatch(
      /inline is larger than 1 MiB/,
    );
    expect((await create("-", { stdin: `{"a":"${"x".repeat(1024 * 1024)}"}` })).stderr).toMatch(
      /standard input is larger than 1 MiB/,
    );
    expect((await create("-", { stdin: "[2]" })).stderr).toMatch(/must be a JSON object/);
    expect((await create("-", { stdinIsTTY: true })).stderr).toMatch(/standard input, but it is a terminal/);
    writeFileSync(join(dir, "latin1.json"), Buffer.from([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]));
    expect((await create("@latin1.json")).stderr).toMatch(/not valid UTF-8/);
  });
});

describe("reveal-once destinations", () => {
  const data = '{"url":"https://x.example/h","actions":["task_created"]}';

  it("needs exactly one destination", async () => {
    const none = await rejected(["webhooks", "create", "--data", data]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/exactly one of --secret-file <path> and --secret-stdout/);
    const both = await rejected([
      "webhooks",
      "create",
      "--data",
      data,
      "--secret-stdout",
      "--secret-file",
      "x",
    ]);
    expect(both.stderr).toMatch(/exactly one/);
    const rotate = await rejected(["webhooks", "rotate-secret", "w1", "--if-match", REVISION, "--yes"]);
    expect(rotate.stderr).toMatch(/exactly one/);
  });

  it("never overwrites an existing file and refuses a terminal stdout", async () => {
    writeFileSync(join(dir, "taken.txt"), "keep");
    const taken = await rejected(["webhooks", "create", "--data", data, "--secret-file", "taken.txt"]);
    expect(taken.code).toBe(2);
    expect(taken.stderr).toMatch(/taken\.txt already exists; it is never overwritten/);
    const tty = await rejected(["webhooks", "create", "--data", data, "--secret-stdout"], {
      stdoutIsTTY: true,
    });
    expect(tty.code).toBe(2);
    expect(tty.stderr).toMatch(/refuses to print the secret to a terminal/);
  });
});

describe("confirmations", () => {
  it("non-interactive without --yes: confirmation_required, exit 2, before the credential", async () => {
    for (const env of [
      {},
      { SVC_CLI_ASSUME_YES: "0" },
      { SVC_CLI_ASSUME_YES: "true" },
      { SVC_CLI_ASSUME_YES: "" },
    ]) {
      const result = await rejected(["webhooks", "remove", "w1"], { env });
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/removing webhook w1 needs confirmation[\s\S]*--yes/);
    }
    // stdin a terminal but stderr not: still no prompt
    expect((await rejected(["webhooks", "remove", "w1"], { stdinIsTTY: true })).code).toBe(2);
  });

  it("declining a prompt exits 0 with nothing done; the question names the webhook", async () => {
    const questions: string[] = [];
    const result = await rejected(
      ["webhooks", "rotate-secret", "w1", "--if-match", REVISION, "--secret-stdout"],
      {
        stdinIsTTY: true,
        stderrIsTTY: true,
        confirm: async (question) => {
          questions.push(question);
          return false;
        },
      },
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toBe("svc: cancelled; nothing was changed\n");
    expect(questions).toEqual(["Rotate the signing secret for webhook w1?"]);
  });

  it("--yes, SVC_CLI_ASSUME_YES=1 or an accepted prompt go on to the credential", async () => {
    const reached = async (argv: string[], options: Parameters<typeof runInProcess>[1]) => {
      const before = credentialReads;
      const result = await runInProcess(argv, { profileSource: untouchable, ...options });
      expect(credentialReads).toBe(before + 1);
      expect(result.code).toBe(1);
    };
    await reached(["webhooks", "remove", "w1", "--yes"], {});
    await reached(["webhooks", "remove", "w1", "-y"], {});
    await reached(["webhooks", "remove", "w1"], { env: { SVC_CLI_ASSUME_YES: "1" } });
    await reached(["webhooks", "remove", "w1"], {
      stdinIsTTY: true,
      stderrIsTTY: true,
      confirm: async (question) => question === "Remove webhook w1?",
    });
  });
});
