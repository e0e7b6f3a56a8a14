/**
 * How the command sink finds its program, on each OS (the platform injected; runs on every OS):
 * PATH and PATHEXT on Windows (names case-insensitive), only what Windows starts without a shell
 * (.exe, .com), a batch file (.cmd, .bat) refused before any API call with the reason, paths with
 * either separator and drive letters; PATH with `/` on Linux and macOS.
 */
import { describe, expect, it } from "vitest";
import { commandSinkHandler, programCandidates } from "../../../../src/engine/sinks/command-sink.js";
import type { SecretSinkSpec } from "../../../../src/engine/sinks/sink-schema.js";

type CommandSpec = Extract<SecretSinkSpec, { type: "command" }>;
const spec = (command: string[]): CommandSpec => ({
  type: "command",
  command,
  timeout: { ms: 1_000, text: "1s" },
});
const windowsEnv = { Path: "C:\\tools;D:\\a\\_tool\\bin;", PATHEXT: ".COM;.EXE;.BAT;.CMD;.VBS;.PS1" };

describe("the command sink's program lookup on Windows", () => {
  it("tries each PATH directory (Path in any case) with the extensions Windows starts directly", () => {
    expect(programCandidates("vault", "D:\\a\\repo\\repo", windowsEnv, "win32")).toEqual([
      "C:\\tools\\vault.COM",
      "C:\\tools\\vault.EXE",
      "D:\\a\\_tool\\bin\\vault.COM",
      "D:\\a\\_tool\\bin\\vault.EXE",
    ]);
    expect(programCandidates("vault", "D:\\ws", { PATH: "C:\\tools" }, "win32")).toEqual([
      "C:\\tools\\vault.COM",
      "C:\\tools\\vault.EXE",
    ]);
  });

  it("takes a name with an extension as it is, and follows PATHEXT's order", () => {
    expect(programCandidates("gh.exe", "D:\\ws", windowsEnv, "win32")).toEqual([
      "C:\\tools\\gh.exe",
      "D:\\a\\_tool\\bin\\gh.exe",
    ]);
    expect(programCandidates("gh", "D:\\ws", { Path: "C:\\t", PATHEXT: ".exe;.com" }, "win32")).toEqual([
      "C:\\t\\gh.EXE",
      "C:\\t\\gh.COM",
    ]);
  });

  it("resolves a path with \\ or / against the workspace, and keeps an absolute one (drive, UNC)", () => {
    expect(programCandidates("tools\\store", "D:\\a\\repo\\repo", windowsEnv, "win32")).toEqual([
      "D:\\a\\repo\\repo\\tools\\store.COM",
      "D:\\a\\repo\\repo\\tools\\store.EXE",
    ]);
    expect(programCandidates("./tools/store.exe", "D:\\a\\repo\\repo", windowsEnv, "win32")).toEqual([
      "D:\\a\\repo\\repo\\tools\\store.exe",
    ]);
    expect(programCandidates("c:\\Vault\\vault.exe", "D:\\ws", windowsEnv, "win32")).toEqual([
      "c:\\Vault\\vault.exe",
    ]);
    expect(programCandidates("\\\\tools\\share\\vault.exe", "D:\\ws", windowsEnv, "win32")).toEqual([
      "\\\\tools\\share\\vault.exe",
    ]);
  });

  it("refuses a batch file before any API call, saying why and what to give instead", async () => {
    for (const program of ["deploy.cmd", "C:\\tools\\store.BAT", "./store.Cmd"]) {
      const problems = await commandSinkHandler("D:\\ws", windowsEnv, "win32").check(spec([program, "x"]), {
        stepId: "rotate",
      });
      expect(problems).toEqual([
        {
          field: "command",
          message: expect.stringContaining(
            "is a batch file, which Windows runs only through cmd.exe (a shell, which would parse the arguments again); the command sink starts programs without a shell: give the .exe it wraps",
          ),
        },
      ]);
    }
  });

  it("says a program was not found on PATH, naming it", async () => {
    const problems = await commandSinkHandler("D:\\ws", windowsEnv, "win32").check(spec(["vault"]), {
      stepId: "rotate",
    });
    expect(problems).toEqual([
      {
        field: "command",
        message:
          'program "vault" was not found on PATH or is not executable; install it or give its full path',
      },
    ]);
  });
});

describe("the command sink's program lookup on Linux and macOS", () => {
  it("tries each PATH directory with the name as it is; a name with / is relative to the workspace", () => {
    expect(programCandidates("vault", "/ws", { PATH: "/usr/local/bin::/usr/bin" }, "linux")).toEqual([
      "/usr/local/bin/vault",
      "/usr/bin/vault",
    ]);
    expect(programCandidates("./bin/store", "/ws", { PATH: "/usr/bin" }, "darwin")).toEqual([
      "/ws/bin/store",
    ]);
    // A backslash is part of a file name there, not a separator; a .cmd is an ordinary name.
    expect(programCandidates("a\\b.cmd", "/ws", { PATH: "/usr/bin" }, "linux")).toEqual([
      "/usr/bin/a\\b.cmd",
    ]);
  });
});
