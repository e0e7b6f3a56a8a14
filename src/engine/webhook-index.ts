import type { Client } from "../client/index.js";
import type { Webhook } from "../schemas/index.js";

/**
 * The key URLs compare by (docs/plan.md "ensure-webhook"): what a URL parser makes of it (scheme
 * and host case, the default port, an empty path as `/`, dot segments), with percent-escapes in one
 * form (RFC 3986 6.2.2: hex digits upper-case, unreserved characters decoded), so `%2f` and `%2F`,
 * or `%7E` and `~`, name the same destination. A path's own case and a trailing slash still count.
 */
export function normaliseUrl(url: string): string {
  let href: string;
  try {
    href = new URL(url).href;
  } catch {
    return url;
  }
  return href.replace(/%([0-9a-fA-F]{2})/g, (_escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9._~-]$/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** Every webhook of the listing with one of `urls`, by normalised URL, in listing order. */
export async function listByUrls(
  client: Client,
  urls: ReadonlySet<string>,
  signal: AbortSignal | undefined,
): Promise<{ matches: Map<string, Webhook[]>; pages: number }> {
  const matches = new Map<string, Webhook[]>();
  let pages = 0;
  // A service that pages by offset repeats an item when the list shifts between pages: one
  // webhook is one webhook, whatever the paging.
  const seen = new Set<string>();
  const listing = client.paginateWebhooks({ limit: 100 }, signal ? { signal } : {});
  for await (const page of listing.pages()) {
    pages += 1;
    for (const webhook of page.data) {
      if (seen.has(webhook.id)) continue;
      seen.add(webhook.id);
      const url = normaliseUrl(webhook.attributes.url);
      if (!urls.has(url)) continue;
      const list = matches.get(url);
      if (list) list.push(webhook);
      else matches.set(url, [webhook]);
    }
  }
  return { matches, pages };
}

/**
 * The run's webhook index (docs/plan.md "One listing per run"): the webhook listing read once, on
 * the first URL lookup of the run (every page at the largest page size, streamed page by page;
 * lookups that come while it loads share that one listing), keyed by the normalised URL in listing
 * order. Every write of the run updates it (a create adds, an update, reactivation or rotation
 * replaces, a removal deletes), so a later step sees the run's own changes without listing again.
 * A listing that fails fails every lookup waiting on it; the next lookup lists again.
 */
/**
 * Plan mode: what an earlier step of the run would leave at a URL. Its writes are not made, so a
 * later step on the same URL reads this instead of the listing to say what apply would do.
 */
export type PlannedState =
  | {
      kind: "removed";
      stepId: string /** The webhook it would remove, when it has one yet. */;
      id?: string | null;
    }
  | {
      kind: "ensured";
      /** The last step that acted on the URL. */
      stepId: string;
      /** The webhook's id, or null with the step that would create it. */
      id: string | null;
      createdBy: string | null;
      actions: readonly string[];
      disabled: boolean;
    };

export class WebhookIndex {
  readonly #byUrl = new Map<string, Webhook[]>();
  readonly #planned = new Map<string, PlannedState>();
  readonly #rotations = new Map<string, string>();
  readonly #removedIds = new Map<string, string>();
  /** Webhook id -> its normalised URL in `#byUrl`. */
  readonly #urlOf = new Map<string, string>();
  /** Ids the run wrote or removed: the listing (possibly older than the write) does not override them. */
  readonly #written = new Set<string>();
  /** When the run last wrote (or read) each id, in `#writes`. */
  readonly #writtenAt = new Map<string, number>();
  #writes = 0;
  /** Whole-workspace listings read so far (the run's listing, then each refresh). */
  #generation = 0;
  /** Per id: the generation its entry is as fresh as. */
  readonly #seenIn = new Map<string, number>();
  #refreshing: Promise<void> | undefined;
  #loading: Promise<void> | undefined;
  #loaded = false;
  #pages = 0;

  constructor(
    private readonly client: Client,
    /** The run's signal: a lookup's own step does not cut the shared listing short. */
    private readonly signal: AbortSignal | undefined,
    private readonly onLoaded: () => void = () => {},
  ) {}

  /** Pages the listing took (0 before it was read). */
  get pages(): number {
    return this.#pages;
  }

  /** Whether a webhook has `url`; undefined until the listing was read. */
  has(url: string): boolean | undefined {
    if (!this.#loaded) return undefined;
    return (this.#byUrl.get(normaliseUrl(url))?.length ?? 0) > 0;
  }

  /** Every webhook with `url`, in listing order (the webhooks this run created last). */
  async find(url: string, signal?: AbortSignal): Promise<Webhook[]> {
    this.#loading ??= this.#load();
    await (signal ? abortable(this.#loading, signal) : this.#loading);
    return [...(this.#byUrl.get(normaliseUrl(url)) ?? [])];
  }

  /** How fresh the entry of webhook `id` is (compare with a later `freshFind`). */
  seenIn(id: string): number {
    return this.#seenIn.get(id) ?? this.#generation;
  }

  /**
   * The URL's webhooks, fresher than generation `staleSince` (the entry that just proved stale):
   * from the index when a whole-workspace listing newer than that was read since (another step's
   * refresh), else from one refresh of the whole index, shared by every step that asks while it
   * runs. The service cannot list one URL, so a look at a URL is a listing of every page: one for
   * all the steps that meet a changed workspace at once keeps a busy run's extra reads few.
   */
  async freshFind(url: string, staleSince: number, signal?: AbortSignal): Promise<Webhook[]> {
    if (this.#generation <= staleSince) {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = undefined;
      });
      await (signal ? abortable(this.#refreshing, signal) : this.#refreshing);
    }
    return [...(this.#byUrl.get(normaliseUrl(url)) ?? [])];
  }

  /** Plan mode: what an earlier step would leave at `url`, if one acted on it. */
  planned(url: string): PlannedState | undefined {
    return this.#planned.get(normaliseUrl(url));
  }

  /**
   * Plan mode: the step that would rotate the secret of `webhook` (an id, or "the webhook step X
   * would create") before, if one would; records `stepId` as that step otherwise.
   */
  plannedRotation(webhook: string, stepId: string): string | undefined {
    const earlier = this.#rotations.get(webhook);
    if (earlier === undefined) this.#rotations.set(webhook, stepId);
    return earlier;
  }

  /** Plan mode: a step would leave `url` in this state. */
  plan(url: string, state: PlannedState): void {
    this.#planned.set(normaliseUrl(url), state);
    if (state.kind === "removed" && state.id) this.#removedIds.set(state.id, state.stepId);
  }

  /** Plan mode: the step that would remove webhook `id`, if one would. */
  plannedRemoval(id: string): string | undefined {
    return this.#removedIds.get(id);
  }

  /**
   * The run created, changed or read `webhook`: add it (last, as the newest) or replace it in
   * place, filed under `under` (the URL the plan sent, when an answer named another one).
   */
  put(webhook: Webhook, under = webhook.attributes.url): void {
    this.#wrote(webhook.id);
    const url = normaliseUrl(under);
    const previous = this.#urlOf.get(webhook.id);
    if (previous === url) {
      const list = this.#byUrl.get(url) ?? [];
      const at = list.findIndex((entry) => entry.id === webhook.id);
      if (at >= 0) list[at] = webhook;
      return;
    }
    if (previous !== undefined) this.#drop(webhook.id, previous);
    this.#append(url, webhook);
  }

  /** A step yielded a newer state of a webhook (e.g. a rotation's revision): note what it says. */
  note(state: { id?: string; revision?: string; disabled?: boolean }): void {
    if (state.id === undefined) return;
    const url = this.#urlOf.get(state.id);
    const current =
      url === undefined ? undefined : this.#byUrl.get(url)?.find((entry) => entry.id === state.id);
    if (!current) return;
    const { revision = current.attributes.revision, disabled = current.attributes.disabled } = state;
    // Filed where it is (the URL the plan sent, when an answer named another one).
    this.put({ ...current, attributes: { ...current.attributes, revision, disabled } }, url);
  }

  /** The run removed the webhook (or found it gone). */
  remove(id: string): void {
    this.#wrote(id);
    const url = this.#urlOf.get(id);
    if (url !== undefined) this.#drop(id, url);
  }

  /** A fresh listing of one URL (a settle or a wait for duplicates): what the service lists now. */
  replaceUrl(url: string, webhooks: readonly Webhook[]): void {
    const key = normaliseUrl(url);
    for (const entry of this.#byUrl.get(key) ?? []) this.#urlOf.delete(entry.id);
    this.#byUrl.delete(key);
    for (const webhook of webhooks) {
      const previous = this.#urlOf.get(webhook.id);
      if (previous === key) continue;
      if (previous !== undefined) this.#drop(webhook.id, previous);
      this.#append(key, webhook);
    }
  }

  #wrote(id: string): void {
    this.#written.add(id);
    this.#writes += 1;
    this.#writtenAt.set(id, this.#writes);
    this.#seenIn.set(id, this.#generation);
  }

  /**
   * Reads every page again and takes it as the index, except the entries the run wrote while it
   * was being read (newer than the listing). A failed refresh leaves the index as it was.
   */
  async #refresh(): Promise<void> {
    const started = this.#writes;
    const { matches } = await listAll(this.client, this.signal);
    const newer = [...this.#urlOf].flatMap(([id, url]) => {
      if ((this.#writtenAt.get(id) ?? 0) <= started) return [];
      const webhook = this.#byUrl.get(url)?.find((entry) => entry.id === id);
      return webhook ? [{ url, webhook }] : [];
    });
    this.#byUrl.clear();
    this.#urlOf.clear();
    const generation = this.#generation + 1;
    for (const webhook of matches) {
      if ((this.#writtenAt.get(webhook.id) ?? 0) > started) continue;
      this.#append(normaliseUrl(webhook.attributes.url), webhook);
      this.#seenIn.set(webhook.id, generation);
    }
    for (const { url, webhook } of newer) this.#append(url, webhook);
    this.#generation = generation;
  }

  async #load(): Promise<void> {
    try {
      const listing = this.client.paginateWebhooks(
        { limit: 100 },
        this.signal ? { signal: this.signal } : {},
      );
      for await (const page of listing.pages()) {
        this.#pages += 1;
        for (const webhook of page.data) {
          // Written by the run (newer than the listing), or repeated by a shifted page.
          if (this.#written.has(webhook.id) || this.#urlOf.has(webhook.id)) continue;
          this.#append(normaliseUrl(webhook.attributes.url), webhook);
        }
      }
      this.#loaded = true;
      this.#generation = Math.max(this.#generation, 1);
    } catch (error) {
      // Nothing half-read stays: the next lookup lists again from the start.
      for (const [url, list] of this.#byUrl) {
        const kept = list.filter((webhook) => this.#written.has(webhook.id));
        for (const webhook of list) if (!this.#written.has(webhook.id)) this.#urlOf.delete(webhook.id);
        if (kept.length > 0) this.#byUrl.set(url, kept);
        else this.#byUrl.delete(url);
      }
      this.#pages = 0;
      this.#loading = undefined;
      throw error;
    }
    this.onLoaded();
  }

  #append(url: string, webhook: Webhook): void {
    const list = this.#byUrl.get(url);
    if (list) list.push(webhook);
    else this.#byUrl.set(url, [webhook]);
    this.#urlOf.set(webhook.id, url);
  }

  #drop(id: string, url: string): void {
    this.#urlOf.delete(id);
    const list = this.#byUrl.get(url)?.filter((entry) => entry.id !== id) ?? [];
    if (list.length > 0) this.#byUrl.set(url, list);
    else this.#byUrl.delete(url);
  }
}

/** Every webhook of the listing, each id once, in listing order. */
async function listAll(client: Client, signal: AbortSignal | undefined): Promise<{ matches: Webhook[] }> {
  const seen = new Set<string>();
  const matches: Webhook[] = [];
  const listing = client.paginateWebhooks({ limit: 100 }, signal ? { signal } : {});
  for await (const page of listing.pages()) {
    for (const webhook of page.data) {
      if (seen.has(webhook.id)) continue;
      seen.add(webhook.id);
      matches.push(webhook);
    }
  }
  return { matches };
}

/** `promise`, or the signal's reason as soon as it aborts (the promise itself goes on). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener("abort", onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        reject(error);
      },
    );
  });
}
