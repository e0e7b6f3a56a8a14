import { rename } from "node:fs/promises";
import { ApiFailure } from "../http/failure.js";
import { encodeStateFile, type ReadyCredentials, serializeState } from "./snapshot.js";
import { MAX_STATE_BYTES, megabytes, type OpenedStateDir } from "./state-dir.js";
import { STATE_FILE, syncDirectory, writeNewFile } from "./state-files.js";
import type { EmulatorState } from "./store.js";

export { STATE_FILE };

/** A save that failed: the reason, for the 503 and the stderr line. */
class StateSaveError extends Error {
  override name = "StateSaveError";
}

/**
 * `--state-dir`: the whole state as one snapshot file, replaced atomically (written to a new temp
 * file, fsynced, renamed over `state.json`, the directory fsynced), so a SIGKILL at any moment
 * leaves either the previous or the new snapshot, never a mix. A change a client is told about is
 * durable first: `durable()` resolves once a snapshot taken after the change is on disk.
 * Changes made while a snapshot is written share the next one (group commit). A failed save rejects
 * the changes of its batch (their requests are answered 503), is said on stderr, and is tried again
 * by the next change: the changes stay in memory and the next save that succeeds holds them all.
 * Background changes (delivery attempts) are written shortly after (`soon()`), unacknowledged.
 */
export class StatePersistence {
  readonly path: string;
  #waiting: { promise: Promise<void>; resolve(): void; reject(error: unknown): void } | undefined;
  #writing: Promise<void> | undefined;
  #soonTimer: NodeJS.Timeout | undefined;
  #closed = false;
  /** The reason the last save failed, while saves fail (said once per reason, not per save). */
  #failing: string | undefined;

  constructor(
    private readonly opened: OpenedStateDir,
    private readonly state: EmulatorState,
    private readonly ready: ReadyCredentials,
    /** Always shown (stderr), --verbose or not. */
    private readonly warn: (line: string) => void,
  ) {
    this.path = opened.path;
  }

  /** Resolves once every change made so far is on disk; rejects with a StateSaveError when that save failed. */
  durable(): Promise<void> {
    if (this.#closed) return Promise.reject(new StateSaveError("the emulator is stopping"));
    if (!this.#waiting) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      promise.catch(() => {});
      this.#waiting = { promise, resolve, reject };
      this.#kick();
      return promise;
    }
    return this.#waiting.promise;
  }

  /** A background change: written within 50 ms (coalesced), nobody waits for it. */
  soon(): void {
    if (this.#soonTimer || this.#closed) return;
    this.#soonTimer = setTimeout(() => {
      this.#soonTimer = undefined;
      this.durable().catch(() => {});
    }, 50);
  }

  /** Writes the first snapshot (a seeded state) before the emulator serves anything; throws on failure. */
  async writeFirst(): Promise<void> {
    await this.#write();
  }

  /** Writes the last snapshot and gives up the state dir (a clean shutdown). */
  async close(): Promise<void> {
    clearTimeout(this.#soonTimer);
    this.#soonTimer = undefined;
    await this.durable().catch(() => {});
    this.#closed = true;
    await this.opened.release();
  }

  #kick(): void {
    if (this.#writing) return;
    this.#writing = (async () => {
      while (this.#waiting) {
        const batch = this.#waiting;
        this.#waiting = undefined;
        try {
          await this.#write();
          if (this.#failing !== undefined) this.warn(`saved the state to ${this.path} again`);
          this.#failing = undefined;
          batch.resolve();
        } catch (error) {
          const failure = new StateSaveError(reasonOf(error));
          if (this.#failing !== failure.message)
            this.warn(
              `cannot save the state to ${this.path} (${failure.message}); the changes stay in memory and the next change saves them again; until then a restart loses them, and the requests that made them are answered 503`,
            );
          this.#failing = failure.message;
          batch.reject(failure);
        }
      }
      this.#writing = undefined;
    })();
  }

  async #write(): Promise<void> {
    // Taken synchronously: the snapshot holds every change made before this point.
    const bytes = Buffer.from(encodeStateFile(serializeState(this.state, this.ready)));
    if (bytes.length > MAX_STATE_BYTES)
      throw new StateSaveError(
        `the state has grown to ${megabytes(bytes.length)}, more than the ${megabytes(MAX_STATE_BYTES)} an emulator could load again`,
      );
    const { dir } = this.opened;
    await writeNewFile(dir, STATE_FILE, bytes, (temp) => rename(temp, this.path));
    await syncDirectory(dir);
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof StateSaveError) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === "string") return code;
  // JSON.stringify of a state beyond what a string can hold.
  return error instanceof RangeError
    ? "the state is too large to save"
    : String((error as Error).message ?? error);
}

/**
 * For a request that may have changed the state (any method but GET and HEAD) and succeeded: a
 * promise of the failure to answer instead (503) when its change could not be saved, or of
 * undefined once it is on disk. Undefined (answer at once) without a state dir, for reads and for
 * error answers (which change nothing).
 */
export function whenSaved(
  persistence: StatePersistence | undefined,
  method: string | undefined,
  status: number,
): Promise<ApiFailure | undefined> | undefined {
  if (persistence === undefined || status >= 400 || method === "GET" || method === "HEAD") return undefined;
  return persistence.durable().then(
    () => undefined,
    (error: unknown) =>
      new ApiFailure(
        503,
        "service_unavailable",
        `The emulator could not save this change to its state dir (${(error as Error).message}); it is kept in memory and saved with the next change. Retry with the same Idempotency-Key.`,
        undefined,
        { "retry-after": "1" },
      ),
  );
}
