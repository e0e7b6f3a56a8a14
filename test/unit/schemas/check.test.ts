/**
 * The compiled check (src/schemas/check.ts) gives zod's verdict: for generated valid records of
 * every response schema, and for the same records broken in random places (a value replaced, a
 * key removed or added, a string or number nudged), `check(value)` equals
 * `schema.safeParse(value).success`. The values are JSON (what a response body parses to).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseBody } from "../../../src/client/response.js";
import { type Check, compileCheck } from "../../../src/schemas/check.js";
import {
  apiVersionEnvelope,
  cliAuthorization,
  contact,
  credentialContext,
  legacyResponse,
  listItem,
  pageEnvelope,
  singleEnvelope,
  task,
  webhook,
  webhookDelivery,
  webhookSecretRotation,
  webhookTestDelivery,
  webhookWithSecret,
  workspace,
} from "../../../src/schemas/index.js";
import type { TransportResponse } from "../../../src/transport/index.js";

interface Internals {
  def: Record<string, unknown> & { type: string; checks?: unknown[] };
  traits: Set<string>;
  values?: Set<unknown>;
  innerType?: z.ZodType;
  optin?: string;
}
const internals = (schema: unknown) => (schema as { _zod: Internals })._zod;

/** Records shaped by `schema` (mostly valid: the test counts how many zod accepts). */
function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const zod = internals(schema);
  const def = zod.def;
  const checks = [...(zod.traits.has("$ZodCheck") ? [zod] : []), ...(def.checks ?? []).map(internals)].map(
    (check) => check.def,
  );
  const bound = (name: string) => checks.find((check) => check.check === name);
  switch (def.type) {
    case "string": {
      const pattern = checks.find((check) => check.pattern instanceof RegExp)?.pattern as RegExp | undefined;
      if (pattern) return matching(pattern);
      if (def.format === "url") return fc.webUrl({ validSchemes: ["https"] });
      const min = Number(bound("min_length")?.minimum ?? 0);
      const max = bound("max_length")?.maximum as number | undefined;
      // Any code point: astral ones are two UTF-16 units, as zod's length checks must handle.
      const unit = fc.oneof(fc.constant("😀"), fc.constantFrom("a", "Z", "-", "é", " "));
      const short = fc.string({ minLength: min, maxLength: Math.min(max ?? min + 12, min + 12), unit });
      // Strings at the bounds, which a mutation then pushes one past.
      const atMin = fc.string({ minLength: min, maxLength: min, unit });
      const atMax = max === undefined ? short : fc.string({ minLength: max, maxLength: max, unit });
      return fc.oneof(short, atMin, atMax);
    }
    case "number": {
      const min = bound("greater_than")?.value as number | undefined;
      const max = bound("less_than")?.value as number | undefined;
      if (bound("number_format")) return fc.integer({ min: min ?? -1000, max: max ?? 1000 });
      return fc.double({
        noNaN: true,
        min: min ?? -1e6,
        max: max ?? 1e6,
        minExcluded: bound("greater_than")?.inclusive === false,
        maxExcluded: bound("less_than")?.inclusive === false,
      });
    }
    case "boolean":
      return fc.boolean();
    case "literal":
    case "enum":
      return fc.constantFrom(...(zod.values ?? new Set([null])));
    case "nullable":
      return fc.option(arbitraryOf(def.innerType as z.ZodType, depth), { nil: null, freq: 3 });
    case "optional":
      return arbitraryOf(def.innerType as z.ZodType, depth);
    case "lazy":
      return arbitraryOf(zod.innerType as z.ZodType, depth);
    case "array": {
      const min = Number(bound("min_length")?.minimum ?? 0);
      const max = Math.min(Number(bound("max_length")?.maximum ?? 4), min + 4);
      if (depth > 4) return fc.constant([]);
      return fc.array(arbitraryOf(def.element as z.ZodType, depth + 1), { minLength: min, maxLength: max });
    }
    case "record":
      return fc.dictionary(fc.string({ maxLength: 4 }), arbitraryOf(def.valueType as z.ZodType, depth + 1), {
        maxKeys: 3,
      });
    case "union":
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, depth)));
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const entries = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field, depth + 1)]),
      );
      const requiredKeys = Object.keys(shape).filter((key) => internals(shape[key]).optin === undefined);
      const record = fc.record(entries, { requiredKeys });
      const catchall = def.catchall as z.ZodType | undefined;
      if (!catchall || internals(catchall).def.type === "never") return record;
      // A loose object: the service's extra attributes.
      return fc
        .tuple(
          record,
          fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
        )
        .map(([known, extra]) => ({ ...extra, ...known }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Strings matching `pattern`; fast-check cannot generate from a lookahead, so that is filtered. */
function matching(pattern: RegExp): fc.Arbitrary<string> {
  const withoutLookahead = pattern.source.replace(/\(\?=[^)]*\)/g, "");
  if (withoutLookahead === pattern.source) return fc.stringMatching(pattern);
  return fc.stringMatching(new RegExp(withoutLookahead, pattern.flags)).filter((text) => pattern.test(text));
}

type Mutation = { at: number; kind: "replace" | "remove" | "add" | "nudge"; value: unknown };
const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom("replace", "remove", "add", "nudge"),
  value: fc.oneof(
    fc.jsonValue({ maxDepth: 1 }),
    fc.constantFrom(
      "",
      "x",
      "😀",
      "2026-02-30T10:00:00Z",
      "2026-11-25T20:00:00.123+01:00",
      0,
      -1,
      0.5,
      2 ** 53,
      null,
    ),
  ),
});

/** Every container in `value` with a key or index in it, depth first. */
function places(value: unknown, out: [Record<string, unknown> | unknown[], string | number][] = []) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push([value, index]);
      places(item, out);
    });
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      out.push([value as Record<string, unknown>, key]);
      places(item, out);
    }
  }
  return out;
}

function mutate(value: unknown, mutations: Mutation[]): unknown {
  const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
  for (const change of mutations) {
    const all = places(copy);
    if (all.length === 0) return change.value;
    const [container, key] = all[change.at % all.length] as [
      Record<string | number, unknown>,
      string | number,
    ];
    const current = container[key];
    if (change.kind === "replace") container[key] = change.value;
    else if (change.kind === "remove") {
      if (Array.isArray(container)) container.splice(key as number, 1);
      else delete container[key];
    } else if (change.kind === "add") {
      if (Array.isArray(container)) container.push(change.value);
      else container[`extra${change.at % 3}`] = change.value;
    } else if (typeof current === "string") container[key] = `${current}${change.at % 2 ? "😀" : "x"}`;
    else if (typeof current === "number") container[key] = current + (change.at % 2 ? 1 : 0.5);
    else container[key] = change.value;
  }
  return copy;
}

/** Normalises to exactly what JSON.parse returns (own `__proto__` keys, no undefined). */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

function expectSameVerdicts(schema: z.ZodType, runs: number): void {
  const { check } = compileCheck(schema);
  let accepted = 0;
  const agree = (value: unknown, compiled: Check) => {
    const verdict = schema.safeParse(value).success;
    if (verdict) accepted += 1;
    return compiled(value) === verdict;
  };
  fc.assert(
    fc.property(arbitraryOf(schema), (value) => agree(asJson(value), check)),
    { numRuns: runs },
  );
  // The generator must reach the accepting side, or the test proves nothing about it.
  expect(accepted).toBeGreaterThan(runs / 4);
  fc.assert(
    fc.property(arbitraryOf(schema), fc.array(mutation, { minLength: 1, maxLength: 3 }), (value, changes) =>
      agree(mutate(asJson(value), changes), check),
    ),
    { numRuns: runs * 2 },
  );
  fc.assert(
    fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => agree(asJson(value), check)),
    { numRuns: runs / 2 },
  );
}

// Every schema the v1 client validates a response body with (src/client/*.ts), and the legacy
// envelope; all compile without a fallback to zod except the API version (its two z.url() are more
// than a pattern).
const responseSchemas: [string, z.ZodType, number][] = [
  ["a page of webhook deliveries", pageEnvelope(webhookDelivery), 0],
  ["one webhook delivery", singleEnvelope(webhookDelivery), 0],
  ["a page of tasks", pageEnvelope(task), 0],
  ["a page of lists (a union of three variants)", pageEnvelope(listItem), 0],
  ["one contact", singleEnvelope(contact), 0],
  ["the workspace", singleEnvelope(workspace), 0],
  ["a page of webhooks", pageEnvelope(webhook), 0],
  ["one webhook", singleEnvelope(webhook), 0],
  ["a created webhook with its secret", singleEnvelope(webhookWithSecret), 0],
  ["a secret rotation", singleEnvelope(webhookSecretRotation), 0],
  ["a test delivery", singleEnvelope(webhookTestDelivery), 0],
  ["a CLI authorization", singleEnvelope(cliAuthorization), 0],
  ["the credential context", singleEnvelope(credentialContext), 0],
  ["the legacy envelope", legacyResponse, 0],
  ["the API version", apiVersionEnvelope, 2],
];

describe("compileCheck: the same verdict as zod", () => {
  it.each(responseSchemas)("%s", (_name, schema, fallbacks) => {
    expect(compileCheck(schema).fallbacks).toBe(fallbacks);
    expectSameVerdicts(schema, 200);
  });

  it("on the shapes the response schemas do not use (optional, unknown, strip, record, refine)", () => {
    const schema = z.strictObject({
      optional: z.string().min(2).max(3).optional(),
      unknown: z.unknown(),
      maybe: z.number().int().min(0).max(9).nullable().optional(),
      stripped: z.object({ a: z.boolean() }),
      record: z.record(z.string(), z.number()).optional(),
      refined: z.string().refine((text) => text.length % 2 === 0),
      literal: z.literal([1, "one", null]),
      exclusive: z.number().gt(0).lt(1).optional(),
      // zod refines its copy, from which a plain z.object dropped the unknown keys.
      counted: z.object({ a: z.boolean() }).refine((value) => Object.keys(value).length === 1),
    });
    expect(compileCheck(schema).fallbacks).toBe(2); // the record, the refinement of a stripped copy
    expectSameVerdicts(schema, 300);
  });

  it("is zod's own safeParse under zod's jitless setting", () => {
    const schema = z.strictObject({ id: z.string().min(1) });
    z.config({ jitless: true });
    try {
      const compiled = compileCheck(schema);
      expect(compiled.source).toBe("");
      expect(compiled.check({ id: "a" })).toBe(true);
      expect(compiled.check({ id: "" })).toBe(false);
    } finally {
      z.config({ jitless: false });
    }
    expect(compileCheck(z.strictObject({ id: z.string() })).source).toContain('v["id"]');
  });

  it("is zod's own safeParse where code generation is disallowed", () => {
    const original = globalThis.Function;
    globalThis.Function = function refused() {
      throw new EvalError("Code generation from strings disallowed for this context");
    } as unknown as FunctionConstructor;
    let compiled: ReturnType<typeof compileCheck>;
    try {
      compiled = compileCheck(z.strictObject({ n: z.number().int() }));
    } finally {
      globalThis.Function = original;
    }
    expect(compiled.source).toBe("");
    expect(compiled.check({ n: 1 })).toBe(true);
    expect(compiled.check({ n: 1.5 })).toBe(false);
  });

  it("follows a recursive schema", () => {
    interface Tree {
      name: string;
      children: Tree[];
    }
    const tree: z.ZodType<Tree> = z.lazy(() => z.strictObject({ name: z.string(), children: z.array(tree) }));
    const { check } = compileCheck(tree);
    const value = { name: "a", children: [{ name: "b", children: [] }] };
    expect(check(value)).toBe(true);
    expect(check({ name: "a", children: [{ name: 1, children: [] }] })).toBe(false);
  });
});

describe("parseBody", () => {
  const response = (body: unknown) =>
    ({
      status: 200,
      body,
      sentRequestId: "req-1",
      transport: { requestId: "req-1", status: 200, attempts: 1, headers: {} },
    }) as unknown as TransportResponse;

  it("returns the body itself, in the service's key order, extra attributes included", () => {
    const body = {
      meta: { requestId: "r1" },
      data: {
        type: "contact",
        id: "c1",
        attributes: {
          lastName: "Doe",
          nickname: "JD",
          firstName: "Jane",
          archived: false,
          birthday: null,
          companyTitle: "",
          createdAt: null,
          customerId: null,
          emails: [],
          parentContactId: null,
          phoneNumbers: [],
          type: "person",
          updatedAt: null,
        },
      },
    };
    const parsed = parseBody(singleEnvelope(contact), response(body));
    expect(parsed).toBe(body);
    expect(Object.keys(parsed.data.attributes).slice(0, 3)).toEqual(["lastName", "nickname", "firstName"]);
  });

  it("names the path and the reason of the first problem, as zod reports it", () => {
    const page = {
      data: [{ id: "d1", type: "webhookDelivery", attributes: { deliveryId: "d1" } }],
      meta: { requestId: "r1", page: { limit: 1, nextCursor: null } },
    };
    expect(() => parseBody(pageEnvelope(webhookDelivery), response(page))).toThrow(
      expect.objectContaining({ path: "data[0].attributes.webhookId" }),
    );
  });
});
