// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the drivers are shell code, ${...} is shell syntax
/**
 * `svc completion <shell>`: the scripts are generated from commander's command tree, and real
 * shells complete with them. bash: the function `complete -p svc` names, called the way bash calls
 * it (COMP_WORDS/COMP_CWORD). fish: `complete -C`, fish's own completion engine. zsh: its completion
 * system (compinit) in a pseudo-terminal, sent the line and a TAB (test/support/zsh-complete.zsh).
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completionTree } from "../../../src/cli/completion/command-tree.js";
import { completionScript, SHELLS, type Shell } from "../../../src/cli/completion/scripts.js";
import { createContext } from "../../../src/cli/create-cli-context.js";
import { createProgram } from "../../../src/cli/program.js";
import { runInProcess } from "../../support/cli.js";

const run = promisify(execFile);
const zshDriver = fileURLToPath(new URL("../../support/zsh-complete.zsh", import.meta.url));
let dir: string;
const scripts = {} as Record<Shell, string>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "svc-completion-"));
  for (const shell of SHELLS) {
    const result = await runInProcess(["completion", shell]);
    expect(result.code, result.stderr).toBe(0);
    scripts[shell] = join(dir, `svc.${shell}`);
    writeFileSync(scripts[shell], result.stdout);
  }
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const program = () =>
  createProgram(
    createContext({
      stdin: new PassThrough(),
      stdout: new PassThrough(),
      stderr: new PassThrough(),
      env: {},
    }),
  ) as unknown as CommandUnknownOpts;

const child = (command: CommandUnknownOpts, name: string) =>
  command.commands.find((sub) => sub.name() === name) as CommandUnknownOpts;

/** The words of a command line, and the (possibly empty) word being completed last. */
const wordsOf = (line: string) => line.split(" ");

async function bashComplete(line: string): Promise<string[]> {
  const driver = [
    'source "$1"; shift',
    'fn=$(complete -p svc | sed -E "s/.*-F ([^ ]+).*/\\1/")',
    'COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}',
    '"$fn" svc "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"',
    'printf "%s\\n" "${COMPREPLY[@]}"',
  ].join("\n");
  const { stdout } = await run("bash", [
    "--norc",
    "--noprofile",
    "-c",
    driver,
    "bash",
    scripts.bash,
    ...wordsOf(line),
  ]);
  return stdout.split("\n").filter(Boolean).sort();
}

async function fishComplete(line: string): Promise<string[]> {
  const { stdout, stderr } = await run("fish", [
    "--no-config",
    "-c",
    'source $argv[1]; complete -C "$argv[2]"',
    scripts.fish,
    line,
  ]);
  expect(stderr).toBe("");
  return stdout
    .split("\n")
    .filter(Boolean)
    .map((candidate) => candidate.split("\t")[0] as string)
    .sort();
}

async function zshComplete(line: string): Promise<string[]> {
  const { stdout } = await run("zsh", ["-f", zshDriver, scripts.zsh, line], { timeout: 20_000 });
  return stdout.split("\n").filter(Boolean).sort();
}

const completers = { bash: bashComplete, zsh: zshComplete, fish: fishComplete };

describe("svc completion <shell>", () => {
  it.each(SHELLS)(
    "%s: completes commands, subcommands, options, choices and arguments",
    async (shell) => {
      const complete = completers[shell];
      expect(await complete("svc web")).toEqual(["webhook-deliveries", "webhooks"]);
      expect(await complete("svc webhooks l")).toEqual(["list"]);
      expect(await complete("svc --o")).toEqual(["--output"]);
      expect(await complete("svc webhooks list --l")).toEqual(["--limit"]);
      expect(await complete("svc -o ")).toEqual(["json", "jsonl", "markdown", "table"]);
      expect(await complete("svc webhooks list --output j")).toEqual(["json", "jsonl"]);
      expect(await complete("svc completion ")).toEqual(["bash", "fish", "zsh"]);
      // Options before the subcommand, with their values, do not stop the walk.
      expect(await complete("svc --profile ci -o json webhooks r")).toEqual([
        "receive",
        "remove",
        "rotate-secret",
      ]);
      expect(await complete("svc webhook-deliveries ")).toEqual(["get", "list"]);
      // zsh starts compinit in a pseudo-terminal for each line: about half a second each on an idle machine.
    },
    90_000,
  );

  it("bash: an option awaiting a free value completes file names, not commands", async () => {
    writeFileSync(join(dir, "plan.yml"), "steps: []\n");
    const files = await bashComplete(`svc run --junit ${join(dir, "pla")}`);
    expect(files).toEqual([join(dir, "plan.yml")]);
  });

  it("the scripts come from the command tree: every command, option and choice is in each", () => {
    const nodes = completionTree(program());
    expect(nodes.map((node) => node.path)).toContain("webhooks rotate-secret");
    for (const shell of SHELLS) {
      const script = completionScript(shell, nodes);
      for (const node of nodes) {
        for (const command of node.commands)
          expect(script, `${shell} ${command.name}`).toContain(command.name);
        for (const option of node.options) {
          for (const name of option.names)
            expect(script, `${shell} ${name}`).toContain(shell === "fish" ? name.replace(/^-+/, "") : name);
          for (const choice of option.choices) expect(script).toContain(choice);
        }
      }
    }
  });

  it("a new option, choice or command completes without touching the generator", async () => {
    const root = program();
    const list = child(child(root, "webhooks"), "list");
    list.option("--zz-new-flag", "added by the test");
    list.command("zz-new-command").description("added by the test");
    const nodes = completionTree(root);
    expect(nodes.find((node) => node.path === "webhooks list")?.options.map((o) => o.names[0])).toContain(
      "--zz-new-flag",
    );
    const file = join(dir, "extended.bash");
    writeFileSync(file, completionScript("bash", nodes));
    const saved = scripts.bash;
    scripts.bash = file;
    try {
      expect(await bashComplete("svc webhooks list --zz")).toEqual(["--zz-new-flag"]);
      expect(await bashComplete("svc webhooks list zz")).toEqual(["zz-new-command"]);
    } finally {
      scripts.bash = saved;
    }
  });

  it("refuses an unknown shell with the usage exit code", async () => {
    const result = await runInProcess(["completion", "powershell"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Allowed choices are bash, zsh, fish");
  });
});
