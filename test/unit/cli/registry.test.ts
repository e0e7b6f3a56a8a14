/**
 * The command registry, the registrar and the handler context: one declaration shape, one file
 * layout that mirrors the command's name, one place that builds the commander tree, bodies loaded
 * only when they run, and one context per run whose client is built once and only on demand.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { PassThrough } from "node:stream";
import { fileURLToPath } from "node:url";
import { Command, type CommandUnknownOpts, Option } from "@commander-js/extra-typings";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CliContext } from "../../../src/cli/cli-context.js";
import { registry } from "../../../src/cli/commands/registry.js";
import { createContext } from "../../../src/cli/create-cli-context.js";
import { type Declaration, defineCommand, defineGroup } from "../../../src/cli/define-command.js";
import { createHandlerContext, type HandlerContext } from "../../../src/cli/handler-context.js";
import { registerCommands } from "../../../src/cli/registrar.js";

const openSession = vi.hoisted(() => vi.fn());
vi.mock("../../../src/cli/session.js", () => ({ openSession }));

const src = fileURLToPath(new URL("../../../src/", import.meta.url));
const commandsDir = join(src, "cli/commands");

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesBelow(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** `svc webhooks list` -> `webhooks/list.ts`, relative to src/cli/commands. */
const declarationFile = (name: string) => `${name.split(" ").slice(1).join("/")}.ts`;

function context(options: { stdin?: () => PassThrough } = {}): CliContext {
  return createContext({
    stdin: options.stdin ?? new PassThrough(),
    stdinIsTTY: false,
    stdout: new PassThrough(),
    stderr: new PassThrough(),
    env: {},
  });
}

/** A root like program.ts's: exitOverride and the global options, set before the registrar runs. */
function root(): CommandUnknownOpts {
  return new Command("svc")
    .exitOverride()
    .configureOutput({ writeOut: () => {}, writeErr: () => {}, outputError: () => {} })
    .addOption(new Option("-o, --output <format>").choices(["table", "json", "jsonl"]).default("table"))
    .option("--profile <name>") as unknown as CommandUnknownOpts;
}

describe("the registry", () => {
  const commands = registry.filter((declaration) => declaration.kind === "command");

  it("names every command once, each below a group declared before it", () => {
    const names = registry.map((declaration) => declaration.name);
    expect(new Set(names).size).toBe(names.length);
    for (const [index, name] of names.entries()) {
      const group = name.split(" ").slice(0, -1).join(" ");
      expect(group === "svc" || names.slice(0, index).includes(group), name).toBe(true);
    }
    expect(commands.length).toBeGreaterThanOrEqual(20);
  });

  it("keeps each command in the file its name says, with its body beside it", () => {
    for (const { name } of commands) {
      const file = join(commandsDir, declarationFile(name));
      expect(readFileSync(file, "utf8"), file).toContain(`name: "${name}"`);
      expect(readFileSync(file.replace(/\.ts$/, ".body.ts"), "utf8"), name).toMatch(
        /export async function|export function/,
      );
    }
  });

  it("commands/ holds only declarations, their bodies and the registry", () => {
    const expected = new Set(["registry.ts"]);
    for (const { name } of commands) {
      expected.add(declarationFile(name));
      expected.add(declarationFile(name).replace(/\.ts$/, ".body.ts"));
    }
    const present = filesBelow(commandsDir).map((file) => relative(commandsDir, file));
    expect(present.sort()).toEqual([...expected].sort());
  });

  it("the registrar is the only place that calls commander's .command() or .action()", () => {
    const callers = filesBelow(src)
      .filter((file) => file.endsWith(".ts"))
      .filter((file) => /\.(?:command|action)\(/.test(readFileSync(file, "utf8")))
      .map((file) => relative(src, file));
    expect(callers).toEqual(["cli/registrar.ts"]);
  });

  it("bodies take the client, globals and output from the handler context, not from session.ts or global-options.ts", () => {
    for (const file of filesBelow(commandsDir)) {
      const text = readFileSync(file, "utf8");
      expect(text, file).not.toMatch(/from "[./]+\/(?:session|global-options)\.js"/);
      expect(text, file).not.toMatch(/import \{[^}]*\brender(?:Resource|Page|AllPages)?\b[^}]*\} from/);
    }
  });
});

describe("the registrar", () => {
  const body = vi.fn(async (_ctx: HandlerContext, _id: string, _options: { yes?: true | undefined }) => {});
  const load = vi.fn(async () => body);
  const declarations: Declaration[] = [
    defineGroup("svc things", "Things"),
    defineCommand({
      name: "svc things remove",
      description: "Remove a thing",
      parameters: (command: Command) => command.argument("<id>").option("--yes", "skip the question"),
      helpText: "\nExamples:\n  $ svc things remove t1\n",
      body: load,
    }),
  ];
  beforeEach(() => {
    body.mockClear();
    load.mockClear();
  });

  it("refuses a command before its group, and a name declared twice", () => {
    const ctx = context();
    expect(() => registerCommands(root(), ctx, declarations.slice(1))).toThrow(/before its group/);
    expect(() => registerCommands(root(), ctx, [...declarations, declarations[1]!])).toThrow(/twice/);
  });

  it("builds the tree with the declared parameters and help, and loads no body for --help", async () => {
    const ctx = context();
    const program = root();
    registerCommands(program, ctx, declarations);
    const remove = program.commands[0]?.commands[0];
    expect(remove?.name()).toBe("remove");
    expect(remove?.description()).toBe("Remove a thing");
    expect(remove?.helpInformation()).toContain("--yes");
    await expect(program.parseAsync(["things", "remove", "--help"], { from: "user" })).rejects.toMatchObject({
      code: "commander.helpDisplayed",
    });
    expect(load).not.toHaveBeenCalled();
  });

  it("loads the body when its command runs and hands it the context, the arguments and the options", async () => {
    const ctx = context();
    const program = root();
    registerCommands(program, ctx, declarations);
    await program.parseAsync(["things", "remove", "t1", "--yes", "-o", "json"], { from: "user" });
    expect(load).toHaveBeenCalledTimes(1);
    expect(body).toHaveBeenCalledTimes(1);
    const [handler, id, options] = body.mock.calls[0]!;
    expect(id).toBe("t1");
    expect(options).toEqual({ yes: true });
    expect(handler.globals.output).toBe("json");
    expect(handler.root).toBe(program);
    expect(handler.stdout).toBe(ctx.stdout);
  });
});

describe("the handler context", () => {
  beforeEach(() => openSession.mockReset());

  function handlerFor(ctx: CliContext): HandlerContext {
    const program = root();
    return createHandlerContext(ctx, program, program);
  }

  it("builds the client on the first call only, and never for a body that does not ask", async () => {
    const client = { name: "client" };
    openSession.mockResolvedValue({ client, credential: { source: "SVC_API_TOKEN" } });
    const ctx = context();
    const handler = handlerFor(ctx);
    expect(openSession).not.toHaveBeenCalled();
    expect(await handler.client()).toBe(client);
    expect(await handler.client()).toBe(client);
    expect((await handler.session()).client).toBe(client);
    expect(openSession).toHaveBeenCalledTimes(1);
    expect(openSession.mock.calls[0]?.[0]).toBe(ctx);
  });

  it("is the process context: a revealed secret on stdout is flagged where the EPIPE handler reads it, and stdin is made once, when read", () => {
    const stdin = vi.fn(() => new PassThrough());
    const ctx = context({ stdin });
    const handler = handlerFor(ctx);
    expect(stdin).not.toHaveBeenCalled();
    handler.stdoutHoldsSecret = true;
    expect(ctx.stdoutHoldsSecret).toBe(true);
    expect(handler.stdoutHoldsSecret).toBe(true);
    expect(handler.stdin).toBe(ctx.stdin);
    expect(stdin).toHaveBeenCalledTimes(1);
    handler.secrets.add("s");
    expect(ctx.secrets.has("s")).toBe(true);
  });

  it("renders in the -o mode given on the command line", async () => {
    const ctx = context();
    const program = root();
    program.parse(["-o", "jsonl"], { from: "user" });
    const chunks: string[] = [];
    ctx.stdout.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
    const handler = createHandlerContext(ctx, program, program);
    await handler.renderResource({ id: "t1" });
    expect(chunks.join("")).toBe('{"id":"t1"}\n');
  });
});
