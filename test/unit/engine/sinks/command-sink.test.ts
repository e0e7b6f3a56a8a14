import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commandSinkHandler, firstLine } from "../../../../src/engine/sinks/command-sink.js";
import type { SecretSinkSpec } from "../../../../src/engine/sinks/sink-schema.js";
import { safeLogLine } from "../../../../src/untrusted/log-text.js";

const scope = { stepId: "rotate" };
const SECRET = `whsec_v2_${"k".repeat(43)}`;
const fresh = () => mkdtempSync(join(tmpdir(), "svc-ci-command-sink-"));
type CommandSpec = Extract<SecretSinkSpec, { type: "command" }>;
const spec = (command: string[], timeoutMs = 10_000): CommandSpec => ({
  type: "command",
  command,
  timeout: { ms: timeoutMs, text: `${timeoutMs / 1000}s` },
});

/** A tiny executable script in `dir` (node, so no shell is involved in the sink itself). */
function script(dir: string, name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!${process.execPath}\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe("command sink", () => {
  it("pipes exactly the secret to the program's stdin, with arguments and no shell", async () => {
    const dir = fresh();
    const program = script(
      dir,
      "store",
      `let s="";process.stdin.on("data",c=>s+=c).on("end",()=>{require("fs").writeFileSync(process.argv[2],JSON.stringify({s,args:process.argv.slice(2)}));console.log("stored "+s)})`,
    );
    const sink = commandSinkHandler(dir);
    const target = join(dir, "got.json");
    const command = [program, target, "$HOME;echo x"];
    expect(await sink.check(spec(command), scope)).toEqual([]);
    const prepared = await sink.prepare(spec(command), scope);
    expect(await prepared.deliver(SECRET)).toEqual({ sink: "command", target: program });
    expect(JSON.parse(readFileSync(target, "utf8"))).toEqual({ s: SECRET, args: [target, "$HOME;echo x"] });
  });

  it("runs the program without svc's own credentials in its environment", async () => {
    const dir = fresh();
    const out = join(dir, "env.json");
    const program = script(
      dir,
      "env",
      `process.stdin.resume();process.stdin.on("end",()=>require("fs").writeFileSync(${JSON.stringify(out)},JSON.stringify(process.env)))`,
    );
    const env = {
      PATH: process.env.PATH,
      SVC_API_TOKEN: "tg_x",
      INPUT_TOKEN: "tg_y",
      "INPUT_GITHUB-TOKEN": "gh",
      KEEP: "1",
    };
    const prepared = await commandSinkHandler(dir, env).prepare(spec([program]), scope);
    await prepared.deliver(SECRET);
    const seen = JSON.parse(readFileSync(out, "utf8"));
    expect(seen.KEEP).toBe("1");
    expect(Object.keys(seen).filter((name) => /^(SVC_API_TOKEN|INPUT_)/i.test(name))).toEqual([]);
  });

  it("finds a bare program name on PATH and reports one that is missing before any call", async () => {
    const dir = fresh();
    script(dir, "my-store", "process.stdin.resume()");
    const sink = commandSinkHandler(dir, { PATH: dir });
    expect(await sink.check(spec(["my-store"]), scope)).toEqual([]);
    expect(await sink.check(spec(["no-such-store"]), scope)).toEqual([
      {
        field: "command",
        message:
          'program "no-such-store" was not found on PATH or is not executable; install it or give its full path',
      },
    ]);
    writeFileSync(join(dir, "plain"), "not executable");
    expect((await sink.check(spec(["./plain"]), scope))[0]?.message).toContain("not executable");
  });

  it("fails on a non-zero exit with one redacted, escaped line of stderr and never the secret", async () => {
    const dir = fresh();
    const program = script(
      dir,
      "fail",
      `let s="";process.stdin.on("data",c=>s+=c).on("end",()=>{process.stderr.write("\\n::error::denied \\u001b[31m"+s+"\\nmore\\n");process.exit(3)})`,
    );
    const prepared = await commandSinkHandler(dir).prepare(spec([program]), scope);
    const error = (await prepared.deliver(SECRET).catch((caught: Error) => caught)) as Error;
    expect(error.message).toBe(
      "the program exited with code 3 (stderr: \\::error::denied \\e[31m[redacted])",
    );
    expect(error.message).not.toContain(SECRET);
  });

  it("kills a program that overruns its timeout", async () => {
    const dir = fresh();
    const program = script(dir, "hang", "setInterval(()=>{},1000)");
    const prepared = await commandSinkHandler(dir).prepare(spec([program], 300), scope);
    await expect(prepared.deliver(SECRET)).rejects.toThrow("the program did not finish within 0.3s");
  });

  it("settles when the program exits, even if a process it started still holds its output open", async () => {
    const dir = fresh();
    // Like a CLI that starts a helper daemon: the child inherits stdout/stderr and outlives it.
    const program = script(
      dir,
      "daemonizes",
      `process.stdin.resume().on("end",()=>{require("child_process").spawn(process.execPath,["-e","setTimeout(()=>{},10000)"],{stdio:["ignore","inherit","inherit"]}).unref();process.exit(0)})`,
    );
    const prepared = await commandSinkHandler(dir).prepare(spec([program], 8_000), scope);
    const startedAt = performance.now();
    expect(await prepared.deliver(SECRET)).toEqual({ sink: "command", target: program });
    expect(performance.now() - startedAt).toBeLessThan(5_000);
  });

  it("treats a program that exits 0 without reading stdin as success", async () => {
    const dir = fresh();
    const program = script(dir, "ignore", "process.exit(0)");
    const prepared = await commandSinkHandler(dir).prepare(spec([program]), scope);
    await expect(prepared.deliver(SECRET)).resolves.toMatchObject({ sink: "command" });
  });

  it("firstLine makes the line log-safe as every untrusted text is (src/untrusted/log-text.ts)", () => {
    const line = firstLine("denied\u2028::error::x ##[group]y \u200bz \u061c \ufeff!", SECRET);
    expect(line).toBe(safeLogLine("denied\u2028::error::x ##[group]y \u200bz \u061c \ufeff!"));
    expect(line).not.toMatch(/[\u2028\u200b\u061c\ufeff]|##\[/);
  });

  it("firstLine keeps one short line", () => {
    expect(firstLine(`${"x".repeat(300)}\nsecond`, SECRET)).toBe(`${"x".repeat(200)}…`);
    expect(firstLine("", SECRET)).toBe("");
  });
});
