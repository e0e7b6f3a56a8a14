/**
 * `--data`: inline JSON, `@path` (a regular file, resolved against the working
 * directory) or `-` (stdin); at most 1 MiB; UTF-8 JSON object. The exact key rules of create and
 * update are checked here, before any credential is read or request sent; the value rules are
 * the client's (also before any request).
 */
import { resolve } from "node:path";
import { describeJsonShapeProblem, jsonShapeProblem } from "../../transport/json-shape.js";
import { InputFileError, readBoundedFile, readBoundedStream } from "../../untrusted/bounded-file.js";
import type { CliContext } from "../cli-context.js";
import { CliError } from "../errors.js";

const MAX_DATA_BYTES = 1024 * 1024;

/** A webhook body is two or three levels deep; far more is a mistake (and printing it would recurse). */
const MAX_DATA_DEPTH = 32;

const tooLarge = (where: string) =>
  new CliError("input_too_large", `--data ${where} is larger than 1 MiB`, {
    hint: "a webhook body is a few hundred bytes; check that you passed the right file",
  });

async function readStdin(ctx: CliContext): Promise<Buffer> {
  if (ctx.stdinIsTTY) {
    throw new CliError("invalid_input_file", "--data - reads standard input, but it is a terminal", {
      hint: "pipe the JSON in (echo '{...}' | svc ... --data -) or use --data @file.json",
    });
  }
  return readBoundedStream(ctx.stdin, MAX_DATA_BYTES, ctx.signal).catch((error: unknown) => {
    if (error instanceof InputFileError) throw tooLarge("from standard input");
    throw error;
  });
}

async function readFileArgument(ctx: CliContext, file: string): Promise<Buffer> {
  if (file === "")
    throw new CliError("invalid_input_file", "--data @ needs a file path, e.g. --data @webhook.json");
  // A regular file only (a named pipe is refused at once, never waited on), bounded before reading.
  return readBoundedFile(resolve(ctx.cwd, file), { maxBytes: MAX_DATA_BYTES }).catch((error: unknown) => {
    if (!(error instanceof InputFileError)) throw error;
    if (error.problem === "too_large") throw tooLarge(`@${file}`);
    throw new CliError(
      "invalid_input_file",
      `--data @${file} ${error.message}`,
      error.problem === "not_regular" ? { hint: "to stream the JSON, use --data - and pipe it in" } : {},
    );
  });
}

/** Reads and parses `--data` into a JSON object. */
export async function readDataObject(ctx: CliContext, value: string): Promise<Record<string, unknown>> {
  let bytes: Buffer;
  const inline = value !== "-" && !value.startsWith("@");
  if (value === "-") {
    bytes = await readStdin(ctx);
    if (bytes.length === 0) {
      throw new CliError("invalid_json", "--data - read nothing from standard input", {
        hint: "pipe the JSON in (echo '{...}' | svc ... --data -) or use --data @file.json",
      });
    }
  } else if (value.startsWith("@")) bytes = await readFileArgument(ctx, value.slice(1));
  else {
    bytes = Buffer.from(value, "utf8");
    if (bytes.length > MAX_DATA_BYTES) throw tooLarge("inline");
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new CliError("invalid_json", "--data is not valid UTF-8");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const message = `--data is not valid JSON: ${(error as Error).message}`;
    // The quoting hint only helps inline JSON, which shells (PowerShell above all) may mangle.
    throw new CliError(
      "invalid_json",
      message,
      inline
        ? {
            hint: "on Windows PowerShell, pass the JSON with --data @file.json or --data - instead of inline",
          }
        : {},
    );
  }
  // JSON.parse keeps the last of two equal keys; the plan parser refuses them, and so does --data.
  const shape = jsonShapeProblem(text, MAX_DATA_DEPTH);
  if (shape) throw new CliError("invalid_json", describeJsonShapeProblem(shape, "--data"));
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new CliError(
      "invalid_json",
      '--data must be a JSON object, e.g. {"url": "https://...", "actions": ["task_created"]}',
    );
  }
  return parsed as Record<string, unknown>;
}

/** Unknown keys for an error line: a few, each shortened, so a hostile or huge body stays one short line. */
function keyList(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map((key) => (key.length > 40 ? `${key.slice(0, 39)}…` : key));
  return keys.length > shown.length
    ? `${shown.join(", ")} and ${keys.length - shown.length} more`
    : shown.join(", ");
}

/** Webhook create input: exactly `actions` and `url`. */
export function checkCreateKeys(data: Record<string, unknown>): { actions: unknown; url: unknown } {
  const keys = Object.keys(data);
  const unknown = keys.filter((key) => key !== "actions" && key !== "url");
  const missing = ["actions", "url"].filter((key) => !keys.includes(key));
  if (unknown.length > 0 || missing.length > 0) {
    const parts = [
      ...(missing.length ? [`missing ${missing.join(", ")}`] : []),
      ...(unknown.length ? [`unknown ${keyList(unknown)}`] : []),
    ];
    throw new CliError(
      "invalid_arguments",
      `--data for webhooks create must have exactly the keys actions and url (${parts.join("; ")})`,
    );
  }
  return { actions: data.actions, url: data.url };
}

/** Webhook update input: only `actions`, `disabled`, `url`, at least one. */
export function checkUpdateKeys(data: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(data);
  const unknown = keys.filter((key) => key !== "actions" && key !== "disabled" && key !== "url");
  if (unknown.length > 0) {
    throw new CliError(
      "invalid_arguments",
      `--data for webhooks update may only have actions, disabled and url (unknown ${keyList(unknown)})`,
    );
  }
  if (keys.length === 0) {
    throw new CliError(
      "invalid_arguments",
      "--data for webhooks update needs at least one of actions, disabled, url",
    );
  }
  return data;
}

/** The client names its own field path (`createWebhook body.url`); the user wrote `--data`. */
export function renameBodyError(error: unknown): unknown {
  if (error instanceof Error && (error as { code?: unknown }).code === "invalid_arguments") {
    const match = /^invalid (?:createWebhook|updateWebhook) body\.?(.*)$/s.exec(error.message);
    if (match) {
      return new CliError("invalid_arguments", `invalid --data ${match[1] ?? ""}`.trimEnd(), {
        cause: error,
      });
    }
  }
  return error;
}
