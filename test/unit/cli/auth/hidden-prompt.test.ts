/**
 * The --manual prompt with key sequences as a terminal sends them: arrows, Home/End, F-keys and
 * Escape never land in the answer, backspace edits it, nothing of it reaches the output, and Ctrl-C
 * is the `interrupted` error (exit 130). The pseudo-terminal version is test/e2e/cli/auth-manual-pty.test.ts.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { promptHidden } from "../../../../src/cli/auth/hidden-prompt.js";
import { CliError } from "../../../../src/cli/errors.js";

function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  const output = new PassThrough();
  let shown = "";
  output.on("data", (chunk: Buffer) => {
    shown += chunk.toString("utf8");
  });
  return { input, output, shown: () => shown };
}

/** Types the keys one chunk at a time, after the prompt has drawn itself. */
async function type(input: PassThrough, output: PassThrough, keys: string[]) {
  await new Promise((resolve) => output.once("data", resolve));
  for (const key of keys) input.write(key);
}

const token = `tg_pat_v2_de_de-emu-001_${"0".repeat(24)}_${"f".repeat(64)}`;

describe("promptHidden", () => {
  it("returns exactly what was typed: escape sequences are keys, backspace deletes, nothing is echoed", async () => {
    const { input, output, shown } = terminal();
    const answer = promptHidden("credential:", input, output);
    await type(input, output, [
      token.slice(0, 20),
      "\u001b[A", // up
      "\u001b[B", // down
      "\u001b[D", // left
      "\u001b[C", // right
      "\u001b[H", // home
      "\u001b[F", // end
      "\u001b[15~", // F5
      "xyz",
      "\u007f\u007f\u007f", // backspace x3
      token.slice(20),
      "\r",
    ]);
    await expect(answer).resolves.toBe(token);
    expect(shown()).toContain("credential:");
    expect(shown()).not.toContain(token.slice(0, 12));
    expect(shown()).not.toContain("xyz");
    expect(shown()).not.toMatch(/\[[A-D]|\[15~/);
  });

  it("Ctrl-C rejects with the interrupted error (exit 130), Ctrl-T reveals nothing", async () => {
    const { input, output, shown } = terminal();
    const answer = promptHidden("credential:", input, output);
    await type(input, output, ["secret-part", "\u0014", "\u0003"]);
    const error = await answer.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CliError);
    expect(error).toMatchObject({ code: "interrupted", exitCode: 130 });
    expect(shown()).not.toContain("secret-part");
  });

  it("an aborted run ends the prompt with the interrupted error", async () => {
    const { input, output } = terminal();
    const controller = new AbortController();
    const answer = promptHidden("credential:", input, output, controller.signal);
    controller.abort();
    await expect(answer).rejects.toMatchObject({ code: "interrupted", exitCode: 130 });
  });
});
