/**
 * GitHub keeps 10 warning and 10 error annotations of a step and drops the rest. Annotations that
 * a later attempt reads back as evidence (rerun-evidence.ts) must not be among those dropped, so
 * beyond a few, they share annotations: each names many steps, within the size one may have.
 */

/** Up to this many get an annotation each; more share a few. */
export const maxSeparateAnnotations = 5;
/** Characters of a shared annotation (GitHub keeps 64 KiB of an annotation's message). */
const maxAnnotationChars = 48_000;

/** `parts` in batches that each fit one annotation, each made a message by `message`. */
export function batchedMessages(
  parts: readonly string[],
  message: (batch: readonly string[]) => string,
): string[] {
  const messages: string[] = [];
  let batch: string[] = [];
  let length = 0;
  for (const part of parts) {
    if (batch.length > 0 && length + part.length > maxAnnotationChars) {
      messages.push(message(batch));
      batch = [];
      length = 0;
    }
    batch.push(part);
    length += part.length + 2;
  }
  if (batch.length > 0) messages.push(message(batch));
  return messages;
}
