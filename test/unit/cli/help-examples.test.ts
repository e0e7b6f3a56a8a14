/**
 * Every example `svc --help` and each command's --help show (and docs/cli.md, generated from them)
 * parses as written: each command, argument and option exists, each value is one its parser takes.
 * The docs-commands e2e test runs the README's and docs' shell blocks; these examples sit in the
 * help text instead, so here each one is parsed by the real command tree with the bodies replaced
 * (nothing is sent, no browser, no listener). Placeholders are given real-looking values first.
 */
import { PassThrough } from "node:stream";
import type { CommandUnknownOpts } from "@commander-js/extra-typings";
import { describe, expect, it } from "vitest";
import { registry } from "../../../src/cli/commands/registry.js";
import { createContext } from "../../../src/cli/create-cli-context.js";
import { isCommanderError } from "../../../src/cli/errors.js";
import { createProgram } from "../../../src/cli/program.js";

const WEBHOOK = `whk_${"a".repeat(24)}`;
const REVISION = `whk1-${"b".repeat(64)}`;

/** The example lines of a help text, as argv: placeholders filled, pipes and redirections cut. */
function examples(helpText: string): { line: string; argv: string[] }[] {
  return [...helpText.matchAll(/^\s*\$ (svc .*)$/gm)].map((match) => {
    const line = (match[1] as string).replace(/\s+#\s.*$/, "");
    const command = line
      .replace(/whk1-(<[^>]*>|\.\.\.|…)/g, REVISION)
      .replace(/\s*(\||>).*$/, "")
      .replace(/\bwh_123\b/g, WEBHOOK)
      .replace(/\bdlv_123\b/g, `dlv_${"c".repeat(24)}`)
      .replace(/\$\(date \+%F\)/g, "2026-11-28")
      .replace(/'([^']*)'/g, (_all, inner: string) => inner.replaceAll(" ", "\u0000"));
    const argv = command
      .split(/\s+/)
      .slice(1)
      .map((word) => word.replaceAll("\u0000", " "));
    return { line, argv };
  });
}

const programHelp =
  "$ svc webhooks list -o json\n$ svc webhook-deliveries list --all -o jsonl --limit 200 > deliveries.jsonl";
const all = [
  ...examples(programHelp),
  ...registry.flatMap((declaration) => ("helpText" in declaration ? examples(declaration.helpText) : [])),
];

/** Parses `argv` with every command body replaced by one that records it ran. */
async function parses(argv: string[]): Promise<{ ran: boolean; error?: string }> {
  const stream = () => new PassThrough();
  const ctx = createContext({ stdin: stream(), stdout: stream(), stderr: stream(), env: {} });
  const program = createProgram(ctx) as unknown as CommandUnknownOpts;
  let ran = false;
  const stub = (command: CommandUnknownOpts) => {
    if (command.commands.length === 0)
      command.action(() => {
        ran = true;
      });
    for (const child of command.commands) stub(child);
  };
  for (const child of program.commands) stub(child);
  try {
    await program.parseAsync(argv, { from: "user" });
    return { ran };
  } catch (error) {
    if (isCommanderError(error)) return { ran, error: `${error.code}: ${error.message}` };
    throw error;
  }
}

describe("the examples in svc's help", () => {
  it("are found (every command shows some)", () => {
    expect(all.length).toBeGreaterThan(40);
  });

  it.each(all.map(({ line, argv }) => [line, argv] as const))("%s parses as written", async (_line, argv) => {
    const result = await parses(argv);
    expect(result.error).toBeUndefined();
    expect(result.ran).toBe(true);
  });
});
