/**
 * The POSTs a receiver takes against `--count` (being read, verified or forwarded, or reported):
 * a POST beyond them, or once the receiver is stopping, is refused (503) and never verified,
 * forwarded or reported, so the stop is exact even when deliveries arrive at once.
 */
export class DeliverySlots {
  #taken = 0;
  #stopping = false;

  constructor(private readonly max: number | undefined) {}

  /** Takes a slot; false when every slot is taken or the receiver is stopping. */
  take(): boolean {
    if (this.#stopping || (this.max !== undefined && this.#taken >= this.max)) return false;
    this.#taken += 1;
    return true;
  }

  /** An aborted request is no delivery: its slot is free again. */
  release(): void {
    this.#taken -= 1;
  }

  /** From now on every POST is refused. */
  stop(): void {
    this.#stopping = true;
  }
}
