import type { SecretSinkHandler, SecretSinkKind } from "../engine/index.js";

/** The state (core.saveState) through which the main step tells the post step what to remove. */
export const secretFilesState = "secretFiles";

/**
 * Wraps a sink so every delivered secret's target is reported the moment it is written (before
 * a later step can fail), e.g. to record the file sink's paths for the post step's clean-up.
 */
export function recordingDeliveries<K extends SecretSinkKind>(
  handler: SecretSinkHandler<K>,
  record: (target: string) => void,
): SecretSinkHandler<K> {
  return {
    check: (spec, scope) => handler.check(spec, scope),
    prepare: async (spec, scope) => {
      const prepared = await handler.prepare(spec, scope);
      return {
        deliver: async (secret) => {
          const receipt = await prepared.deliver(secret);
          record(receipt.target);
          return receipt;
        },
        abort: () => prepared.abort(),
      };
    },
  };
}

/** Parses the recorded list; anything else (a tampered or empty state) is no file at all. */
export function parseSecretFiles(state: string): string[] {
  if (!state) return [];
  try {
    const parsed: unknown = JSON.parse(state);
    return Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === "string") : [];
  } catch {
    return [];
  }
}
