import type { IncomingMessage, ServerResponse } from "node:http";
import type { Services } from "../services.js";
import { whenSaved } from "../state/persistence.js";
import { applyFault } from "./apply-fault.js";
import { hasNoBody, readRawBody } from "./body.js";
import type { ApiFailure } from "./failure.js";
import type { RateLimitState } from "./rate-limit.js";
import { type Reply, send } from "./respond.js";

/**
 * One API request's answer, the same on /v1 and /legacy: the rate-limit state once counted and
 * whether the answer is to be lost (a fault). Each surface says how a request counts, which headers
 * every answer carries, how a failure reads and how a reply is self-checked (`validateResponses`).
 * An object per request rather than closures: a list request's own allocations show in its CPU
 * (docs/startup.md).
 */
export abstract class Exchange<Operation = never> {
  limits: RateLimitState | undefined;
  loseAnswer = false;

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly services: Services,
  ) {}

  /** Counts this request against its rate limit. */
  abstract count(): RateLimitState;
  abstract baseHeaders(): Record<string, string>;
  protected abstract failureReply(failure: ApiFailure): Reply;
  /** The reply, or an error reply in its place when it breaks the surface's response schema. */
  protected abstract check(value: Reply, operation: Operation | undefined): Reply;

  reply(value: Reply, operation?: Operation): void {
    const checked = this.services.options.validateResponses ? this.check(value, operation) : value;
    // Answers that ended before the rate limiter ran (404, 405, 413, faults) still count and report.
    this.limits ??= this.count();
    // With a state dir a change is answered once saved, or 503 when the save failed.
    const saving = whenSaved(this.services.persistence, this.req.method, checked.status);
    if (this.loseAnswer) this.req.socket.destroy();
    else if (saving === undefined) send(this.res, checked, this.baseHeaders());
    else
      void saving.then((failure) =>
        send(this.res, failure ? this.failureReply(failure) : checked, this.baseHeaders()),
      );
  }

  fail(failure: ApiFailure): void {
    this.reply(this.failureReply(failure));
  }

  /**
   * Receives the body, then carries out the fault queued for this request, if any. The body is
   * received before a fault runs, as a front end buffers it before a slow backend (so a delay fault
   * is never mistaken for a client that is slow to send: requestTimeout), and the request log holds
   * the body of faulted attempts too. Returns the raw body, or undefined when the fault answered;
   * a promise of it only when there is a body to read or a fault to carry out.
   */
  receive(method: string, path: string): string | undefined | Promise<string | undefined> {
    // Without a body and without a fault the request goes on at once, with no promise in between.
    if (hasNoBody(this.req)) return this.received(method, path, "");
    return readRawBody(this.req).then((rawBody) => this.received(method, path, rawBody));
  }

  private received(method: string, path: string, rawBody: string): string | Promise<string | undefined> {
    const { requests, faults } = this.services;
    requests.noteBody(this.req, rawBody);
    const fault = faults.take(method, path);
    if (!fault) return rawBody;
    requests.noteFault(this.req, fault.kind);
    this.limits = this.count();
    this.loseAnswer = fault.kind === "lostResponse";
    return applyFault(fault, this.req, this.res, this.baseHeaders(), (failure) => this.fail(failure)).then(
      (answered) => (answered ? undefined : rawBody),
    );
  }
}
