import type { Clock } from "./clock.js";

export const IDEMPOTENCY_TTL_MS = 7 * 24 * 3_600_000;

export interface IdempotencyRecord {
  fingerprint: string;
  /** The `data` member of the original response (the envelope's requestId is per request). */
  data: unknown;
  etag: string | undefined;
  createdAt: number;
}

/**
 * Completed idempotent results per credential and key, kept for seven days and capped:
 * beyond `max` records the oldest are evicted first. Only successful results are stored, so a
 * request that failed may be retried with the same key.
 */
export class IdempotencyStore {
  readonly #records = new Map<string, IdempotencyRecord>();

  constructor(
    private readonly clock: Clock,
    private readonly max: number,
  ) {}

  get size(): number {
    return this.#records.size;
  }

  /** Every record with its key, oldest first (for the state file). */
  entries(): [string, IdempotencyRecord][] {
    return [...this.#records];
  }

  /** Loads records saved by `entries()` (into an empty store). */
  restore(entries: [string, IdempotencyRecord][]): void {
    for (const [id, record] of entries) this.#records.set(id, record);
  }

  lookup(credentialId: string, key: string): IdempotencyRecord | undefined {
    const id = `${credentialId}\n${key}`;
    const record = this.#records.get(id);
    if (!record) return undefined;
    if (record.createdAt + IDEMPOTENCY_TTL_MS <= this.clock.now()) {
      this.#records.delete(id);
      return undefined;
    }
    return record;
  }

  save(credentialId: string, key: string, record: Omit<IdempotencyRecord, "createdAt">): void {
    const id = `${credentialId}\n${key}`;
    this.#records.delete(id);
    this.#records.set(id, { ...record, createdAt: this.clock.now() });
    while (this.#records.size > this.max) {
      const oldest = this.#records.keys().next();
      if (oldest.done) break;
      this.#records.delete(oldest.value);
    }
  }
}
