/**
 * The secret-leak scan shared by the reliability and e2e suites: collect every secret a run could
 * have seen (the API token(s) and every signing secret the emulator issued), then scan every
 * captured stream for them. A secret may appear only behind `::add-mask::` (the line that masks it)
 * and in the sink the plan chose; the caller leaves the sink out of the streams it passes (or
 * allows its lines with `allowLine`).
 *
 * A finding names the stream, the line and which secret (by a short fingerprint), never the secret.
 */
import { createHash } from "node:crypto";
import { expect } from "vitest";
import type { RunningEmulator } from "../../src/emulator/index.js";
import type { ControlApi } from "./emulator.js";

export interface LeakFinding {
  stream: string;
  line: number;
  /** `sha256:<first 12 hex>` of the leaked secret. */
  secret: string;
}

export interface ScanOptions {
  /** Lines that may hold a secret (default: only `::add-mask::<secret>` lines). */
  allowLine?: (line: string, stream: string) => boolean;
}

const maskLine = /^::add-mask::/;
/** Short enough values (or empty ones) would match anywhere; real secrets are far longer. */
const MIN_SECRET_LENGTH = 16;

export const secretFingerprint = (secret: string): string =>
  `sha256:${createHash("sha256").update(secret).digest("hex").slice(0, 12)}`;

/** Every place a secret occurs in the streams outside the allowed lines. */
export function findLeaks(
  streams: Record<string, string | undefined>,
  secrets: Iterable<string>,
  options: ScanOptions = {},
): LeakFinding[] {
  const wanted = [...new Set(secrets)].filter((secret) => secret.length >= MIN_SECRET_LENGTH);
  const allow = options.allowLine ?? (() => false);
  const findings: LeakFinding[] = [];
  for (const [stream, text] of Object.entries(streams)) {
    if (typeof text !== "string" || text === "") continue;
    for (const [index, line] of text.split(/\r?\n/).entries()) {
      const hits = wanted.filter((secret) => line.includes(secret));
      if (hits.length === 0) continue;
      if (maskLine.test(line) && hits.every((secret) => line === `::add-mask::${secret}`)) continue;
      if (allow(line, stream)) continue;
      for (const secret of hits)
        findings.push({ stream, line: index + 1, secret: secretFingerprint(secret) });
    }
  }
  return findings;
}

/** Fails the test with the findings (stream, line, fingerprint) when any secret leaked. */
export function expectNoLeaks(
  streams: Record<string, string | undefined>,
  secrets: Iterable<string>,
  options: ScanOptions = {},
): void {
  const list = [...secrets];
  expect(list.length, "the scan needs at least one secret to look for").toBeGreaterThan(0);
  expect(findLeaks(streams, list, options), "secrets outside ::add-mask:: and the chosen sink").toEqual([]);
}

/** Every credential token of an in-process emulator plus every signing secret it issued so far. */
export function emulatorSecrets(emulator: RunningEmulator): string[] {
  return [
    ...emulator.credentials.map((credential) => credential.token),
    ...emulator.legacyCredentials.flatMap((credential) => [credential.token, credential.calendarToken]),
    ...emulator.state.issuedSecrets.map((issued) => issued.secret),
  ];
}

/** The same for a spawned emulator (started with exposeSecrets): tokens from its ready line. */
export async function spawnedEmulatorSecrets(
  control: ControlApi,
  tokens: readonly { token: string }[],
): Promise<string[]> {
  return [...tokens.map((credential) => credential.token), ...(await control.issuedSecrets())];
}

/** Strings an error exposes when printed or serialised: message, stack, JSON, cause chain. */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth += 1) {
    if (current instanceof Error) {
      parts.push(current.message, current.stack ?? "");
      try {
        parts.push(JSON.stringify(current));
      } catch {
        // Not serialisable: message and stack were enough.
      }
      current = (current as { cause?: unknown }).cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join("\n");
}
