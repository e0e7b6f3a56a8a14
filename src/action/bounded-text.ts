/**
 * What GitHub keeps of a step: an output holds at most 1 MB, a job summary at most 1 MiB (a
 * larger summary is dropped whole, with an error annotation). A fleet-size plan (1,000 steps, long
 * URLs, many delivery failures) can render more, so the `result` output and the job summary are
 * cut down to fit, saying so (docs/plan.md "Outputs of the Action").
 */
import { redactSecretShapes } from "../transport/redact.js";

/** Bytes of the `result` output and of the job summary: under GitHub's 1 MB, with room to spare. */
export const maxPublishedBytes = 1_000_000;

export const byteLength = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * `text` cut to at most `max` characters (an ellipsis marks the cut), redacted first so a cut
 * never leaves part of a secret-shaped value that redaction would no longer recognise, and never
 * between the two halves of a surrogate pair.
 */
export function cutText(text: string, max: number): string {
  const redacted = redactSecretShapes(text);
  if (redacted.length <= max) return redacted;
  let end = Math.max(0, max - 1);
  const last = redacted.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${redacted.slice(0, end)}…`;
}
