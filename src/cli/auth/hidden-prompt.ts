import { CliError } from "../errors.js";

/**
 * Reads one credential from a terminal with `@inquirer/password` (loaded only here): nothing of the
 * answer is echoed (no mask characters, and the library's Ctrl-T reveal is switched off), so a
 * pasted credential never reaches the screen or a scrollback buffer. Its readline decodes key
 * sequences, so arrow and function keys move the (hidden) cursor or do nothing instead of landing in
 * the answer as `[D`; backspace and paste work as on any line. The question goes to `output`
 * (stderr). Ctrl-C, a closed terminal or an abort is the `interrupted` error (exit 130).
 */
export async function promptHidden(
  question: string,
  input: NodeJS.ReadableStream,
  output: NodeJS.WritableStream,
  signal?: AbortSignal,
): Promise<string> {
  const { default: password } = await import("@inquirer/password");
  try {
    return await password(
      { message: question, mask: false, toggleMask: false },
      { input, output, clearPromptOnDone: false, ...(signal ? { signal } : {}) },
    );
  } catch (error) {
    const name = (error as Error).name;
    if (name === "ExitPromptError" || name === "AbortPromptError" || name === "CancelPromptError")
      throw new CliError("interrupted", "interrupted at the credential prompt");
    throw error;
  }
}
