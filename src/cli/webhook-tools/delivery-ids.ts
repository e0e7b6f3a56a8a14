const maxRememberedIds = 100_000;

/** Verified delivery ids, for `duplicate`; the oldest is forgotten first, so memory stays bounded. */
export class DeliveryIds {
  readonly #seen = new Set<string>();

  constructor(private readonly capacity = maxRememberedIds) {}

  /** Whether `id` was seen before; remembers it (as the newest) either way. */
  seenBefore(id: string): boolean {
    const seen = this.#seen.has(id);
    this.#seen.delete(id);
    this.#seen.add(id);
    if (this.#seen.size > this.capacity) this.#seen.delete(this.#seen.values().next().value as string);
    return seen;
  }
}
