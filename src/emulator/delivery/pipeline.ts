import { EventEmitter } from "node:events";
import { type DeliveryAttempt, TEST_EVENT } from "../../schemas/index.js";
import { signWebhook } from "../../signature/index.js";
import type { ResolvedOptions } from "../options.js";
import { idHex, objectId } from "../state/ids.js";
import type { DeliveryRecord, WebhookRecord } from "../state/model.js";
import type { EmulatorState } from "../state/store.js";
import { bumpRevision } from "../state/webhooks.js";
import type { DeliverySender, SendResult } from "./sender.js";

export interface EmitInput {
  workspaceId: string;
  event: string;
  collection: string;
  item: Record<string, unknown> & { _id: string };
}

/**
 * Signed, retried, recorded deliveries (docs/receiver-verification.md). Records move delivering -> succeeded, or
 * delivering -> retrying -> delivering ... -> failed; disabled webhooks get a `skipped` record.
 * Emits "change" with the record after every transition.
 */
export class DeliveryPipeline extends EventEmitter<{ change: [DeliveryRecord] }> {
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #stop = new AbortController();
  /**
   * Records waiting for a free slot, oldest first, from `#next` on: a queue of records rather than
   * of promises, so a delivery that waits costs no promise and `shift` never moves the rest.
   */
  #queue: DeliveryRecord[] = [];
  #next = 0;
  #active = 0;
  /** Settles once the last attempt in flight has ended, after `stop`. */
  #drained: Promise<void> | undefined;
  #idle: (() => void) | undefined;

  constructor(
    private readonly state: EmulatorState,
    private readonly sender: DeliverySender,
    private readonly options: ResolvedOptions,
  ) {
    super();
  }

  get maxAttempts(): number {
    return this.options.retrySchedule.length + 1;
  }

  /** Fans an event out to every webhook of the workspace subscribed to it. */
  publish(input: EmitInput): DeliveryRecord[] {
    const records: DeliveryRecord[] = [];
    for (const hook of this.state.webhooks.values()) {
      if (hook.workspaceId !== input.workspaceId || !hook.actions.includes(input.event)) continue;
      records.push(this.#enqueue(hook, input.event, input.collection, input.item, false));
    }
    return records;
  }

  /** A synthetic `webhook.test` delivery through the same path; never touches the webhook's counters. */
  test(hook: WebhookRecord): DeliveryRecord {
    return this.#enqueue(hook, TEST_EVENT, "webhooks", { _id: objectId(), test: true }, true);
  }

  /**
   * After a restart from a state directory: sends every delivery that was still queued. An attempt
   * the restart interrupted is sent again (receivers de-duplicate by delivery id); a retry that was
   * waiting is sent now.
   */
  resume(): void {
    for (const record of this.state.deliveries.values()) {
      if (record.completedAt !== null) continue;
      if (record.state === "retrying") this.#begin(record);
      else this.#start(record);
    }
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    this.#queue = [];
    this.#next = 0;
    if (this.#active === 0) return;
    this.#drained ??= new Promise<void>((resolve) => {
      this.#idle = resolve;
    });
    await this.#drained;
  }

  #enqueue(
    hook: WebhookRecord,
    event: string,
    collection: string,
    item: Record<string, unknown> & { _id: string },
    test: boolean,
  ): DeliveryRecord {
    const now = this.state.clock.now();
    const id = `dlv_${idHex(12)}`;
    const createdAt = this.state.clock.iso(now);
    const record: DeliveryRecord = {
      id,
      seq: this.state.nextSeq(),
      webhookId: hook.id,
      workspaceId: hook.workspaceId,
      ownerCredentialId: hook.ownerCredentialId,
      event,
      collection,
      resourceId: /^[A-Za-z0-9_-]{1,256}$/.test(item._id) ? item._id : null,
      test,
      state: "delivering",
      attempts: [],
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      body: JSON.stringify({ event, item, webhookId: hook.id, deliveryId: id, createdAt }),
    };
    this.state.addDelivery(record);
    if (hook.disabled) {
      this.#skip(record);
    } else {
      this.#begin(record);
    }
    return record;
  }

  #skip(record: DeliveryRecord): void {
    const at = this.state.clock.iso();
    record.attempts.push(attempt(record.attempts.length + 1, "skipped", at, at));
    this.#finish(record, "skipped");
  }

  #begin(record: DeliveryRecord): void {
    record.state = "delivering";
    record.updatedAt = this.state.clock.now();
    record.attempts.push(attempt(record.attempts.length + 1, "delivering", this.state.clock.iso(), null));
    this.emit("change", record);
    this.#start(record);
  }

  /** Sends at once when a slot is free, else queues behind every record already waiting. */
  #start(record: DeliveryRecord): void {
    if (this.#stop.signal.aborted) return;
    if (this.#active < this.options.deliveryConcurrency) {
      this.#active += 1;
      void this.#run(record, true);
    } else {
      this.#queue.push(record);
    }
  }

  /** Hands the slot of an ended attempt straight to the oldest waiting record, so no newcomer overtakes it. */
  #release(): void {
    const next = this.#queue[this.#next];
    if (next !== undefined && !this.#stop.signal.aborted) {
      this.#next += 1;
      // Drop the part already taken once it is most of the array: each record is moved once at most.
      if (this.#next > 1024 && this.#next * 2 > this.#queue.length) {
        this.#queue = this.#queue.slice(this.#next);
        this.#next = 0;
      }
      void this.#run(next);
      return;
    }
    this.#active -= 1;
    if (this.#active === 0) this.#idle?.();
  }

  async #run(record: DeliveryRecord, fresh = false): Promise<void> {
    try {
      // A new delivery's attempt begins after `publish` or `test` has returned, as a queued one's
      // always does: the caller sees every record it was given still "delivering".
      if (fresh) await Promise.resolve();
      if (this.#stop.signal.aborted) return;
      const hook = this.#sendable(record);
      if (!hook || record.body === null) {
        this.#abandon(record);
        return;
      }
      const headers = signWebhook(hook.secret, record.body, {
        id: record.id,
        timestamp: Math.floor(this.state.clock.now() / 1000),
      });
      const result = await this.sender.send(hook.url, record.body, headers, this.#stop.signal);
      if (this.#stop.signal.aborted) return;
      this.#settle(record, result);
    } finally {
      this.#release();
    }
  }

  /** The webhook when it may still receive this delivery (exists, enabled, owner credential valid). */
  #sendable(record: DeliveryRecord): WebhookRecord | undefined {
    const hook = this.state.webhooks.get(record.webhookId);
    const owner = this.state.credentials.get(record.ownerCredentialId);
    if (!hook || hook.disabled || !owner || owner.revokedAt !== null) return undefined;
    if (owner.expiresAt <= this.state.clock.now()) return undefined;
    return hook;
  }

  /** No (further) attempt is possible: skipped when nothing was sent yet, failed otherwise. */
  #abandon(record: DeliveryRecord): void {
    const current = record.attempts.at(-1) as DeliveryAttempt;
    const nothingSent = record.attempts.length === 1;
    current.state = nothingSent ? "skipped" : "failed";
    current.finishedAt = this.state.clock.iso();
    this.#finish(record, nothingSent ? "skipped" : "failed");
  }

  #settle(record: DeliveryRecord, result: SendResult): void {
    const current = record.attempts.at(-1) as DeliveryAttempt;
    current.finishedAt = this.state.clock.iso();
    const ok = "statusCode" in result && result.statusCode >= 200 && result.statusCode < 300;
    if ("statusCode" in result) {
      current.statusCode = result.statusCode;
      if (!ok) current.errorCode = "http_error";
    } else {
      current.errorCode = "transport_error";
      current.transportCode = result.transportCode;
    }
    const last = record.attempts.length >= this.maxAttempts;
    current.state = ok ? "succeeded" : last ? "failed" : "retrying";
    if (!record.test) this.#count(record, result, ok, last);
    if (ok || last) {
      this.#finish(record, ok ? "succeeded" : "failed");
      return;
    }
    record.state = "retrying";
    record.updatedAt = this.state.clock.now();
    this.emit("change", record);
    const delay = this.options.retrySchedule[record.attempts.length - 1] ?? 0;
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      this.#begin(record);
    }, delay);
    this.#timers.add(timer);
  }

  /** Production counters: lastStatus, consecutive failures and automatic suspension. */
  #count(record: DeliveryRecord, result: SendResult, ok: boolean, last: boolean): void {
    const hook = this.state.webhooks.get(record.webhookId);
    if (!hook) return;
    if ("statusCode" in result) hook.lastStatus = result.statusCode;
    if (ok) {
      hook.failCount = 0;
    } else if (last) {
      hook.failCount += 1;
      const threshold = this.options.disableAfter;
      if (threshold > 0 && hook.failCount >= threshold && !hook.disabled) {
        hook.disabled = true;
        hook.autoDisabled = true;
        bumpRevision(hook);
        this.options.log(`webhook ${hook.id} suspended after ${hook.failCount} failed deliveries`);
      }
    }
  }

  #finish(record: DeliveryRecord, state: "succeeded" | "failed" | "skipped"): void {
    const now = this.state.clock.now();
    record.state = state;
    record.updatedAt = now;
    record.completedAt = now;
    record.body = null;
    this.emit("change", record);
  }
}

function attempt(
  number: number,
  state: DeliveryAttempt["state"],
  startedAt: string,
  finishedAt: string | null,
): DeliveryAttempt {
  return {
    attempt: number,
    state,
    startedAt,
    finishedAt,
    statusCode: null,
    errorCode: null,
    transportCode: null,
  };
}
