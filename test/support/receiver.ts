import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import { createServer } from "node:https";
import type { AddressInfo } from "node:net";
import {
  verifyWebhook,
  type WebhookVerificationCode,
  WebhookVerificationError,
} from "../../src/signature/index.js";
import { loopbackCertificate } from "./certs.js";

interface ReceivedDelivery {
  /** X-TeamGrid-Webhook-Id (the delivery id, stable across retries). */
  id: string | undefined;
  /** `event` of the payload (read even when verification failed, for diagnostics). */
  event: string | undefined;
  verified: boolean;
  /** Verification failure code, when not verified. */
  code: WebhookVerificationCode | undefined;
  /** Which of the configured secrets matched. */
  secretIndex: number | undefined;
  headers: Record<string, string>;
  /** The raw body, exactly as received. */
  body: string;
  payload: unknown;
  /** What the receiver answered ("drop" = connection destroyed). */
  answered: number | "drop";
  /** Position in arrival order, from 0. */
  index: number;
}

type SecretSource = readonly string[] | (() => readonly string[]);

type Responder = (delivery: ReceivedDelivery) => number | "drop" | Promise<number | "drop">;

export interface ReceiverOptions {
  /**
   * Secrets to verify with, newest first (a rotation overlap passes two), or a function read on
   * every delivery (e.g. secrets a run writes to files).
   */
  secrets?: SecretSource;
  /** Status to answer per delivery; default 204. */
  respond?: Responder | number;
}

export interface Receiver {
  /** https://127.0.0.1:<port>/hooks */
  url: string;
  /** The receiver's self-signed certificate (PEM): give it to the emulator as webhookCa. */
  ca: string;
  readonly deliveries: readonly ReceivedDelivery[];
  setSecrets(secrets: SecretSource): void;
  respond(responder: Responder | number): void;
  /** The first delivery (past or future) matching `predicate`; rejects after `timeoutMs`. */
  waitFor(predicate: (delivery: ReceivedDelivery) => boolean, timeoutMs?: number): Promise<ReceivedDelivery>;
  /** Resolves once `count` deliveries match `predicate` (default: all). */
  waitForCount(
    count: number,
    predicate?: (delivery: ReceivedDelivery) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function flatHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

/** An HTTPS webhook receiver on 127.0.0.1 that verifies signatures and records what it got. */
export async function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const { key, cert } = await loopbackCertificate();
  let secrets: SecretSource = options.secrets ?? [];
  let responder: Responder =
    typeof options.respond === "function"
      ? options.respond
      : () => (options.respond as number | undefined) ?? 204;
  const deliveries: ReceivedDelivery[] = [];
  const waiters = new Set<() => void>();
  const answered = new WeakSet<ReceivedDelivery>();

  const server = createServer({ key, cert }, async (req, res) => {
    const raw = await readBody(req);
    if (raw === undefined) {
      res.writeHead(413).end();
      return;
    }
    const body = raw.toString("utf8");
    const headers = flatHeaders(req);
    const delivery: ReceivedDelivery = {
      id: headers["x-teamgrid-webhook-id"],
      event: undefined,
      verified: false,
      code: undefined,
      secretIndex: undefined,
      headers,
      body,
      payload: undefined,
      answered: 204,
      index: deliveries.length,
    };
    try {
      const current = typeof secrets === "function" ? secrets() : secrets;
      const verified = await verifyWebhook({ headers, body: raw, secrets: current });
      delivery.verified = true;
      delivery.secretIndex = verified.secretIndex;
      delivery.payload = verified.payload;
    } catch (error) {
      delivery.code = error instanceof WebhookVerificationError ? error.code : "invalid_secret";
      try {
        delivery.payload = JSON.parse(body);
      } catch {
        delivery.payload = undefined;
      }
    }
    const event = (delivery.payload as { event?: unknown } | undefined)?.event;
    delivery.event = typeof event === "string" ? event : undefined;
    deliveries.push(delivery);
    delivery.answered = await responder(delivery);
    answered.add(delivery);
    if (delivery.answered === "drop") req.socket.destroy();
    else res.writeHead(delivery.answered).end();
    for (const wake of [...waiters]) wake();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  function waitForCount(
    count: number,
    predicate: (delivery: ReceivedDelivery) => boolean = () => true,
    timeoutMs = 10_000,
  ) {
    return new Promise<ReceivedDelivery[]>((resolve, reject) => {
      // Incremental: each delivery is tested once, so waiting stays linear in the deliveries seen.
      // Deliveries still being answered are tested once their answer is known.
      const matching: ReceivedDelivery[] = [];
      const unanswered = new Set<ReceivedDelivery>();
      let checked = 0;
      const test = (delivery: ReceivedDelivery) => {
        if (answered.has(delivery)) {
          unanswered.delete(delivery);
          if (predicate(delivery)) matching.push(delivery);
        } else {
          unanswered.add(delivery);
        }
      };
      const check = () => {
        for (const delivery of [...unanswered]) test(delivery);
        for (; checked < deliveries.length; checked += 1) test(deliveries[checked] as ReceivedDelivery);
        if (matching.length < count) return false;
        cleanup();
        resolve(matching.sort((a, b) => a.index - b.index));
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen =
          deliveries.map((delivery) => `${delivery.event ?? "?"}:${delivery.answered}`).join(", ") || "none";
        reject(
          new Error(
            `receiver: timed out after ${timeoutMs} ms waiting for ${count} matching deliveries (seen: ${seen})`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      const wake = () => void check();
      if (!check()) waiters.add(wake);
    });
  }

  return {
    url: `https://127.0.0.1:${port}/hooks`,
    ca: cert,
    get deliveries() {
      return deliveries;
    },
    setSecrets(next) {
      secrets = typeof next === "function" ? next : [...next];
    },
    respond(next) {
      responder = typeof next === "function" ? next : () => next;
    },
    waitFor: async (predicate, timeoutMs) =>
      (await waitForCount(1, predicate, timeoutMs))[0] as ReceivedDelivery,
    waitForCount,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
