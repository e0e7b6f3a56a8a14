import { z } from "zod";

/**
 * A fault injected through the control API; applies to the next `count` matching API requests.
 * `lostResponse` is the only kind after which the service has acted: the request is carried out,
 * then the connection drops before the answer (a write whose outcome the client cannot know).
 */
const faultKinds = [
  "status",
  "delay",
  "drop",
  "reset",
  "malformed",
  "schemaInvalid",
  "rateLimit",
  "lostResponse",
] as const;

export const faultSpec = z.strictObject({
  kind: z.enum(faultKinds),
  count: z.number().int().min(1).max(10_000).default(1),
  method: z
    .string()
    .regex(/^[A-Za-z]+$/)
    .transform((method) => method.toUpperCase())
    .optional(),
  /** Matched against the request path including `/v1` or `/legacy`. */
  pathPrefix: z.string().startsWith("/").optional(),
  /** kind "status": the status to answer (400-599), with an error envelope of `code`/`detail`. */
  status: z.number().int().min(400).max(599).optional(),
  code: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/)
    .optional(),
  detail: z.string().max(500).optional(),
  /** kind "delay": wait this long, then answer normally. */
  delayMs: z.number().int().min(0).max(120_000).optional(),
  /** kind "rateLimit": the Retry-After value in seconds. */
  retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
});
export type FaultSpec = z.output<typeof faultSpec>;

const MAX_FAULTS = 1_000;

export interface ActiveFault {
  id: number;
  spec: FaultSpec;
  remaining: number;
}

export class FaultQueue {
  readonly #faults: ActiveFault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): ActiveFault {
    if (this.#faults.length >= MAX_FAULTS)
      throw new RangeError(`at most ${MAX_FAULTS} faults may be pending`);
    const fault = { id: this.#nextId, spec, remaining: spec.count };
    this.#nextId += 1;
    this.#faults.push(fault);
    return fault;
  }

  clear(): number {
    const count = this.#faults.length;
    this.#faults.length = 0;
    return count;
  }

  list(): ActiveFault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** The first fault matching the request, consumed once; faults are applied in insertion order. */
  take(method: string, path: string): FaultSpec | undefined {
    const index = this.#faults.findIndex(
      ({ spec }) =>
        (spec.method === undefined || spec.method === method) &&
        (spec.pathPrefix === undefined || path.startsWith(spec.pathPrefix)),
    );
    const fault = this.#faults[index];
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return fault.spec;
  }
}
