import { CliError } from "../errors.js";

interface TtyInput extends NodeJS.ReadableStream {
  isTTY?: boolean | undefined;
  setRawMode?(mode: boolean): unknown;
}

/**
 * Reads one line from a terminal in raw mode without echoing anything (not even a mask), so a
 * pasted credential never reaches the screen or a scrollback buffer. Ctrl-C -> exit 130, Ctrl-D on
 * an empty line -> empty answer. The question goes to `output` (stderr).
 */
export function promptHidden(
  question: string,
  input: TtyInput,
  output: NodeJS.WritableStream,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = "";
    const wasRaw = (input as { isRaw?: boolean }).isRaw === true;
    const finish = (error?: unknown) => {
      input.removeListener("data", onData);
      input.setRawMode?.(wasRaw);
      input.pause();
      output.write("\n");
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of typeof chunk === "string" ? chunk : chunk.toString("utf8")) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") {
          return finish(
            new CliError("interrupted", "interrupted at the credential prompt", { exitCode: 130 }),
          );
        }
        if (char === "\u0004") {
          if (answer === "") return finish();
          continue;
        }
        if (char === "\u007f" || char === "\b") answer = answer.slice(0, -1);
        else if (char === "\u0015") answer = "";
        else if (char >= " ") answer += char;
      }
    };
    output.write(question);
    input.setRawMode?.(true);
    input.on("data", onData);
    input.resume();
  });
}
