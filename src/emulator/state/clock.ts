/** The emulator's notion of "now": real time plus an adjustable offset (control API). */
export class Clock {
  #offsetMs = 0;
  // The last instant formatted: a burst of records (a delivery takes three timestamps) mostly falls
  // in one millisecond, and toISOString costs about 0.5 µs a call.
  #isoAt = Number.NaN;
  #iso = "";

  now(): number {
    return Date.now() + this.#offsetMs;
  }

  iso(at: number = this.now()): string {
    if (at !== this.#isoAt) {
      this.#iso = new Date(at).toISOString();
      this.#isoAt = at;
    }
    return this.#iso;
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  setOffset(ms: number): void {
    this.#offsetMs = ms;
  }
}
