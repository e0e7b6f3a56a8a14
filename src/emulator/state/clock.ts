/** The emulator's notion of "now": real time plus an adjustable offset (control API). */
export class Clock {
  #offsetMs = 0;

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  iso(at: number = this.now()): string {
    return new Date(at).toISOString();
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  setOffset(ms: number): void {
    this.#offsetMs = ms;
  }
}
