import type { Logger } from "./engine-context.js";

type Level = "info" | "warning" | "debug";

/**
 * One step's log. Steps run concurrently, but the log shows each step as one group, in plan
 * order: a step's lines are kept here until its group is open (every earlier step's group is
 * closed), then written into it, and from then on written straight through. With concurrency 1
 * every step's group is open as it runs, as before.
 */
export class StepLog implements Logger {
  #lines: [Level, string][] = [];
  #live: Logger | undefined;

  info(message: string): void {
    this.#write("info", message);
  }

  warning(message: string): void {
    this.#write("warning", message);
  }

  debug(message: string): void {
    this.#write("debug", message);
  }

  /** A step opens no group of its own: its lines are already inside its step's group. */
  group<T>(_name: string, fn: () => Promise<T>): Promise<T> {
    return fn();
  }

  /** Writes the lines kept so far into `logger` (inside the step's group), then the rest as they come. */
  open(logger: Logger): void {
    for (const [level, message] of this.#lines) logger[level](message);
    this.#lines = [];
    this.#live = logger;
  }

  #write(level: Level, message: string): void {
    if (this.#live) this.#live[level](message);
    else this.#lines.push([level, message]);
  }
}
