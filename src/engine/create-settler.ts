import type { Client } from "../client/index.js";
import type { Webhook } from "../schemas/index.js";
import { abortable, listByUrls, normaliseUrl, type WebhookIndex } from "./webhook-index.js";

/** An ensure-webhook step that has started or may start now (its dependencies are done). */
export interface PendingEnsure {
  stepId: string;
  url: string;
}

/** Frees the step's concurrency slot while `wait` is pending, and takes one again after it. */
export type Park = <T>(wait: Promise<T>) => Promise<T>;

interface Waiter {
  stepId: string;
  url: string;
  resolve(webhooks: Webhook[]): void;
  reject(error: unknown): void;
}

/**
 * The duplicate check after creates (docs/plan.md "Concurrent creates"), once for all of a run's
 * creates: each create, answered, waits here (its secret masked and held, not yet delivered)
 * until no ensure-webhook step that could still create is running or ready to run (one whose URL
 * the run's index does not hold); then ONE listing decides every waiting create, each taking the
 * webhooks of its URL in listing order (the one listed first is kept). A create that arrives
 * while a listing is under way waits for the next one. A waiting step gives its concurrency slot
 * back, so a plan with more creates than slots cannot deadlock.
 */
export class CreateSettler {
  #waiting: Waiter[] = [];
  #listing: Promise<void> | undefined;
  #listings = 0;

  constructor(
    private readonly client: Client,
    private readonly index: WebhookIndex,
    /** The ensure-webhook steps that are running or ready to run, from the scheduler. */
    private readonly pending: () => Iterable<PendingEnsure>,
    private readonly signal: AbortSignal | undefined,
  ) {}

  /** Settle listings made so far. */
  get listings(): number {
    return this.#listings;
  }

  /** The webhooks with `url` in the next settle listing after this call. */
  settle(url: string, stepId: string, park: Park, signal: AbortSignal): Promise<Webhook[]> {
    const waiting = new Promise<Webhook[]>((resolve, reject) => {
      this.#waiting.push({ stepId, url: normaliseUrl(url), resolve, reject });
    });
    const result = park(abortable(waiting, signal));
    this.poke();
    return result.finally(() => {
      this.#waiting = this.#waiting.filter((waiter) => waiter.stepId !== stepId);
    });
  }

  /** Something changed (a step finished or parked, the index loaded): list when nothing can create. */
  poke(): void {
    if (this.#listing || this.#waiting.length === 0) return;
    if (this.signal?.aborted) {
      for (const waiter of this.#waiting) waiter.reject(this.signal.reason);
      this.#waiting = [];
      return;
    }
    if (this.#couldStillCreate()) return;
    const batch = this.#waiting;
    this.#waiting = [];
    this.#listing = this.#list(batch).finally(() => {
      this.#listing = undefined;
      this.poke();
    });
  }

  #couldStillCreate(): boolean {
    const parked = new Set(this.#waiting.map((waiter) => waiter.stepId));
    for (const step of this.pending()) {
      if (!parked.has(step.stepId) && this.index.has(step.url) !== true) return true;
    }
    return false;
  }

  async #list(batch: Waiter[]): Promise<void> {
    this.#listings += 1;
    try {
      const urls = new Set(batch.map((waiter) => waiter.url));
      const { matches } = await listByUrls(this.client, urls, this.signal);
      for (const url of urls) this.index.replaceUrl(url, matches.get(url) ?? []);
      for (const waiter of batch) waiter.resolve([...(matches.get(waiter.url) ?? [])]);
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }
}
