/**
 * One line when a wait of more than about 2 s starts (docs/client.md "Wait notices"), for the
 * CLI's stderr and the Action's log: what waits, how long and why, e.g. "waiting 31 s: the service
 * rate-limited GET /v1/webhooks (Retry-After)". The path carries query keys, never their values;
 * callers still pass the line through their log-safe text function.
 */
import { formatSeconds } from "./seconds.js";
import type { TransportEvents, WaitInfo, WaitReason } from "./types.js";

/** Waits up to this long pass without a notice. */
const WAIT_NOTICE_MIN_MS = 2_000;

/** "waiting 31 s: the service rate-limited GET /v1/webhooks (Retry-After)". */
export function describeWait(info: WaitInfo): string {
  const request = `${info.method} ${info.path}`;
  return `waiting ${formatSeconds(info.ms)}: ${whyWait(info, request)}`;
}

function whyWait(info: WaitInfo, request: string): string {
  switch (info.reason) {
    case "rate-limit":
      return `the service rate-limited ${request}${info.retryAfter ? " (Retry-After)" : ""}`;
    case "pacing":
      return `the credential's rate-limit window is used up (X-RateLimit-Remaining); ${request} waits for it to reset`;
    default: {
      const what =
        info.failure === "timeout"
          ? "timed out"
          : info.failure === "network"
            ? "failed (network error)"
            : `answered HTTP ${info.status ?? "error"}`;
      return `${request} ${what}; retrying${info.retryAfter ? " after its Retry-After" : ""}`;
    }
  }
}

export interface WaitNoticeOptions {
  /** Waits up to this long pass without a line (default 2000 ms). */
  minMs?: number | undefined;
  now?: (() => number) | undefined;
}

/**
 * Listeners that write one line as each wait longer than `minMs` starts. Concurrent requests that
 * wait for one reason until about the same time (a window's reset, one Retry-After) get one line:
 * a wait that ends within a second of one already announced is not announced again.
 */
export function waitNotices(write: (line: string) => void, options: WaitNoticeOptions = {}): TransportEvents {
  const minMs = options.minMs ?? WAIT_NOTICE_MIN_MS;
  const now = options.now ?? Date.now;
  const announcedUntil = new Map<WaitReason, number>();
  return {
    onWait(info) {
      if (info.ms <= minMs) return;
      const ends = now() + info.ms;
      const until = announcedUntil.get(info.reason);
      if (until !== undefined && ends <= until + 1_000) return;
      announcedUntil.set(info.reason, ends);
      write(describeWait(info));
    },
  };
}
