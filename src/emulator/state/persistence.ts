import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { join } from "node:path";
import {
  decodeStateFile,
  encodeStateFile,
  type ReadyCredentials,
  restoreState,
  StateFileError,
  serializeState,
} from "./snapshot.js";
import type { EmulatorState } from "./store.js";

export const STATE_FILE = "state.json";

/**
 * `--state-dir`: the whole state as one snapshot file, replaced atomically (write a temporary
 * file, fsync, rename over `state.json`, fsync the directory), so a SIGKILL at any moment leaves
 * either the previous or the new snapshot, never a mix. A change a client is told about is durable
 * first: `durable()` resolves once a snapshot taken after the change is on disk, and the server
 * holds the answer until then. Changes that happen concurrently share one write (group commit).
 * Background changes (delivery attempts) are written shortly after (`soon()`), unacknowledged.
 */
export class StatePersistence {
  readonly path: string;
  #waiting: { promise: Promise<void>; resolve(): void; reject(error: unknown): void } | undefined;
  #writing: Promise<void> | undefined;
  #soonTimer: NodeJS.Timeout | undefined;
  #closed = false;
  #failure: unknown;

  constructor(
    readonly dir: string,
    private readonly state: EmulatorState,
    private readonly ready: ReadyCredentials,
    private readonly log: (line: string) => void,
  ) {
    this.path = join(dir, STATE_FILE);
  }

  /** Creates the directory (0700) if needed; returns the saved state's text, or undefined when none. */
  static open(dir: string): string | undefined {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const path = join(dir, STATE_FILE);
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw new StateFileError(`cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? "error"})`);
    }
    return decodeStateFile(text, path);
  }

  /** Loads a decoded state file into an empty state. */
  static restore(state: EmulatorState, body: string, path: string): ReadyCredentials {
    try {
      return restoreState(state, body);
    } catch (error) {
      throw new StateFileError(
        `${path} could not be loaded (${(error as Error).message}); move it away to start from the seed`,
      );
    }
  }

  /** Resolves once every change made so far is on disk. */
  durable(): Promise<void> {
    if (this.#failure !== undefined) return Promise.reject(this.#failure);
    if (!this.#waiting) {
      let resolve!: () => void;
      let reject!: (error: unknown) => void;
      const promise = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
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

  /** Writes the last snapshot and stops (a clean shutdown). */
  async close(): Promise<void> {
    clearTimeout(this.#soonTimer);
    this.#soonTimer = undefined;
    await this.durable().catch(() => {});
    this.#closed = true;
  }

  /** Writes a snapshot now, synchronously (the first one, before the server listens). */
  writeNowSync(): void {
    const temporary = `${this.path}.tmp`;
    const fd = openSync(temporary, "w", 0o600);
    try {
      const bytes = Buffer.from(encodeStateFile(serializeState(this.state, this.ready)));
      let offset = 0;
      while (offset < bytes.length) offset += writeSync(fd, bytes, offset);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temporary, this.path);
    const dir = openSync(this.dir, "r");
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  }

  #kick(): void {
    if (this.#writing) return;
    this.#writing = (async () => {
      while (this.#waiting) {
        const batch = this.#waiting;
        this.#waiting = undefined;
        try {
          await this.#write();
          batch.resolve();
        } catch (error) {
          // A state that can no longer be saved must not acknowledge anything again.
          this.#failure = error;
          this.log(`cannot write ${this.path}: ${(error as Error).message}`);
          batch.reject(error);
          const later = this.#waiting as typeof batch | undefined;
          later?.reject(error);
          this.#waiting = undefined;
        }
      }
      this.#writing = undefined;
    })();
  }

  async #write(): Promise<void> {
    // Taken synchronously: the snapshot holds every change made before this point.
    const bytes = Buffer.from(encodeStateFile(serializeState(this.state, this.ready)));
    const temporary = `${this.path}.tmp`;
    const handle = await open(temporary, "w", 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, this.path);
    const dir = await open(this.dir, "r");
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}

/**
 * A change is acknowledged only once it is durable: the answer to every successful request that
 * may change the state (anything but GET and HEAD) is held back until a snapshot taken after it is
 * on disk. Done by deferring `res.end` (Node sends the buffered head with it), so the request
 * handlers stay unaware of persistence. Error answers change nothing and go out at once.
 */
export function holdAnswersUntilDurable(server: Server, persistence: StatePersistence): void {
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === "GET" || req.method === "HEAD") return;
    const end = res.end;
    res.end = function (this: ServerResponse, ...args: unknown[]) {
      if (res.statusCode >= 400) return Reflect.apply(end, res, args);
      persistence.durable().then(
        () => Reflect.apply(end, res, args),
        () => res.destroy(),
      );
      return res;
    } as ServerResponse["end"];
  });
}
