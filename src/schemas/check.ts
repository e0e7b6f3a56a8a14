import { z } from "zod";

/**
 * A yes/no validator compiled from a zod schema: the same verdict as `schema.safeParse(value).success`
 * for every JSON value (test/unit/schemas/check.test.ts proves it on generated valid and invalid
 * values), without building the copy zod's parse returns. Response bodies are checked with it, and
 * only a rejected one is parsed by zod, for the path and reason of the error. zod stays the one
 * definition: this reads the built schema's definition (`schema._zod.def`) and has no rules of its
 * own; it runs the schema's own regexes, bounds, value sets and refinement functions.
 *
 * The check is generated JavaScript, as zod's own object parser is (`new Function`): one function
 * per object, array and union, with constant property names, so V8 specialises each property read.
 * A node it does not know (a transform, a superRefine, a format with logic beyond its pattern) is
 * handed to zod's own safeParse, so the verdict is always zod's; `fallbacks` counts them (of the
 * v1 response schemas, only the API version's two `z.url()` fields). Under zod's `jitless` setting
 * (`z.config({ jitless: true })`, for a program that sets it) or where code generation is disallowed,
 * the check is zod's safeParse.
 */
export type Check = (value: unknown) => boolean;

export interface CompiledCheck {
  check: Check;
  /** Nodes handed to zod's own safeParse because the compiler does not know them. */
  fallbacks: number;
  /** The generated source (empty when the check is zod's safeParse). */
  source: string;
}

// The internal definition zod 4 keeps for every schema and check (`schema._zod`).
interface Internals {
  def: Record<string, unknown> & { type: string; checks?: unknown[] };
  traits: Set<string>;
  optin?: string;
  optout?: string;
  values?: Set<unknown>;
  innerType?: z.ZodType;
}
const internals = (schema: unknown) => (schema as { _zod: Internals })._zod;

/** String formats whose whole check is their `pattern` (zod: `$ZodCheckStringFormat` with a pattern). */
const PATTERN_FORMATS = new Set(["regex", "datetime", "date", "time", "uuid", "guid", "duration"]);

/** Length in code points, as zod measures strings (used only when the UTF-16 length is in doubt). */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}
/** zod's min_length: code points, counted only between `min` and `2 * min` UTF-16 units. */
const minLength = (value: string | unknown[], min: number) =>
  value.length >= min * 2 || (value.length >= min && (typeof value !== "string" || codePoints(value) >= min));
/** zod's max_length: a string longer in UTF-16 units may still fit in code points. */
const maxLength = (value: string | unknown[], max: number) =>
  value.length <= max || (typeof value === "string" && codePoints(value) <= max);
/** A refine(): zod reports an issue when its predicate returns a falsy value. */
const refined = (verdict: unknown) => !(verdict instanceof Promise) && Boolean(verdict);

/** Whether `schema` accepts `undefined` (read from its definition; zod decides what is unclear). */
function admitsUndefined(schema: z.ZodType): boolean {
  const zod = internals(schema);
  const def = zod.def;
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "never":
    case "object":
    case "array":
      return false;
    case "optional":
    case "unknown":
    case "any":
    case "undefined":
      return (def.checks ?? []).length === 0 || schema.safeParse(undefined).success;
    case "literal":
    case "enum":
      return zod.values?.has(undefined) ?? false;
    case "nullable":
      return admitsUndefined(def.innerType as z.ZodType);
    case "lazy":
      return admitsUndefined(zod.innerType as z.ZodType);
    default:
      return schema.safeParse(undefined).success;
  }
}

/**
 * Whether zod's parsed value of a valid input equals the input: false when a plain `z.object`
 * (which drops unknown keys) is anywhere inside, or a node this compiler does not know.
 */
function outputIsInput(schema: z.ZodType, seen = new Set<object>()): boolean {
  if (seen.has(schema)) return true;
  seen.add(schema);
  const zod = internals(schema);
  const def = zod.def;
  const inner = (child: unknown) => outputIsInput(child as z.ZodType, seen);
  switch (def.type) {
    case "string":
    case "number":
    case "boolean":
    case "null":
    case "unknown":
    case "any":
    case "never":
    case "literal":
    case "enum":
      return !("coerce" in def && def.coerce);
    case "nullable":
    case "optional":
      return inner(def.innerType);
    case "lazy":
      return inner(zod.innerType);
    case "array":
      return inner(def.element);
    case "union":
      return (def.options as unknown[]).every(inner);
    case "object": {
      const catchall = def.catchall as z.ZodType | undefined;
      if (!catchall) return false;
      return Object.values(def.shape as Record<string, unknown>).every(inner) && inner(catchall);
    }
    default:
      return false;
  }
}

const cache = new WeakMap<object, CompiledCheck>();

/** The compiled check of `schema`, built once per schema instance. */
export function compileCheck(schema: z.ZodType): CompiledCheck {
  const cached = cache.get(schema);
  if (cached) return cached;
  const compiled = build(schema);
  cache.set(schema, compiled);
  return compiled;
}

function zodVerdict(schema: z.ZodType): Check {
  return (value) => schema.safeParse(value).success;
}

function build(schema: z.ZodType): CompiledCheck {
  if (z.config().jitless) return { check: zodVerdict(schema), fallbacks: 0, source: "" };
  const generator = new Generator();
  const entry = generator.entry(schema);
  const source = `${generator.functions.join("\n")}\nreturn ${entry};`;
  try {
    const factory = new Function("c", "minLength", "maxLength", "refined", source) as (
      ...args: unknown[]
    ) => Check;
    const check = factory(generator.constants, minLength, maxLength, refined);
    return { check, fallbacks: generator.fallbacks, source };
  } catch {
    return { check: zodVerdict(schema), fallbacks: 0, source: "" };
  }
}

class Generator {
  readonly functions: string[] = [];
  readonly constants: unknown[] = [];
  fallbacks = 0;
  readonly #names = new Map<object, string>();

  constant(value: unknown): string {
    this.constants.push(value);
    return `c[${this.constants.length - 1}]`;
  }

  /** The name of a generated function `(v) => boolean` for `schema`. */
  entry(schema: z.ZodType): string {
    const expression = this.expression(schema, "v");
    this.functions.push(`function check(v) { return ${expression}; }`);
    return "check";
  }

  /** A boolean expression: `value` (a plain variable name) passes `schema`. */
  expression(schema: z.ZodType, value: string): string {
    const zod = internals(schema);
    const def = zod.def;
    // A schema that is itself a check (a string format such as z.iso.datetime()) runs first.
    const checks = [...(zod.traits.has("$ZodCheck") ? [zod] : []), ...(def.checks ?? []).map(internals)];
    const base = this.#type(schema, value);
    // zod runs a refinement on its parsed copy; only where that copy equals the input (no key
    // stripped anywhere below) may the compiled check hand the refinement the input itself.
    const tests = checks.map((check) =>
      check.def.check === "custom" && !outputIsInput(schema) ? undefined : this.#check(check, value),
    );
    if (base === undefined || tests.some((test) => test === undefined)) return this.#fallback(schema, value);
    return [base, ...tests].map((part) => `(${part})`).join(" && ");
  }

  #fallback(schema: z.ZodType, value: string): string {
    this.fallbacks += 1;
    return `${this.constant(zodVerdict(schema))}(${value})`;
  }

  /** The test of the schema's type alone (without its checks), or undefined when unknown. */
  #type(schema: z.ZodType, v: string): string | undefined {
    const zod = internals(schema);
    const def = zod.def;
    if ("coerce" in def && def.coerce) return undefined;
    switch (def.type) {
      case "string":
        return `typeof ${v} === "string"`;
      case "number":
        return `typeof ${v} === "number" && Number.isFinite(${v})`;
      case "boolean":
        return `typeof ${v} === "boolean"`;
      case "null":
        return `${v} === null`;
      case "unknown":
      case "any":
        return "true";
      case "never":
        return "false";
      case "literal":
      case "enum": {
        const values = zod.values;
        if (!values) return undefined;
        if (values.size === 1) {
          const [only] = values;
          if (typeof only === "string" || typeof only === "boolean" || only === null)
            return `${v} === ${JSON.stringify(only)}`;
        }
        return `${this.constant(values)}.has(${v})`;
      }
      case "nullable":
        return `${v} === null || ${this.expression(def.innerType as z.ZodType, v)}`;
      case "optional":
        return `${v} === undefined || ${this.expression(def.innerType as z.ZodType, v)}`;
      case "lazy":
        // Inlined: a recursive schema always recurses through an object, array or union.
        return this.expression(zod.innerType as z.ZodType, v);
      case "array":
      case "union":
      case "object":
        return this.#composite(schema, v);
      default:
        return undefined;
    }
  }

  /**
   * Arrays, unions and objects get a function of their own (one property-read site per key, and
   * a name a recursive schema refers back to).
   */
  #composite(schema: z.ZodType, v: string): string {
    const known = this.#names.get(schema);
    if (known) return `${known}(${v})`;
    const name = `f${this.#names.size}`;
    this.#names.set(schema, name);
    const def = internals(schema).def;
    let body: string | undefined;
    if (def.type === "array") {
      const element = this.expression(def.element as z.ZodType, "e");
      body = `if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) { const e = v[i]; if (!(${element})) return false; }
  return true;`;
    } else if (def.type === "union") {
      // An exclusive union (z.xor) needs exactly one option: left to zod.
      if (def.inclusive !== false) {
        const options = (def.options as z.ZodType[]).map((option) => `(${this.expression(option, "v")})`);
        body = `return ${options.join(" || ") || "false"};`;
      }
    } else {
      body = this.#object(def);
    }
    this.functions.push(`function ${name}(v) {\n  ${body ?? `return ${this.#fallback(schema, "v")};`}\n}`);
    return `${name}(${v})`;
  }

  #object(def: Internals["def"]): string | undefined {
    const shape = def.shape as Record<string, z.ZodType>;
    const lines = ['if (typeof v !== "object" || v === null || Array.isArray(v)) return false;', "let x;"];
    for (const key of Object.keys(shape)) {
      const field = shape[key] as z.ZodType;
      const { optin, optout } = internals(field);
      const optional = optin !== undefined;
      if (optional && !(optin === "optional" && optout === "optional")) return undefined;
      // zod never reads a declared __proto__ from the input (it would replace the result's prototype).
      if (key === "__proto__") continue;
      const k = JSON.stringify(key);
      const test = this.expression(field, "x");
      // zod: an absent optional key is skipped; an absent required key fails even where undefined
      // would pass; presence is `key in value`.
      const acceptsUndefined = admitsUndefined(field);
      if (optional) lines.push(`if (${k} in v) { x = v[${k}]; if (!(${test})) return false; }`);
      else if (acceptsUndefined)
        lines.push(`if (!(${k} in v)) return false; x = v[${k}]; if (!(${test})) return false;`);
      else lines.push(`x = v[${k}]; if (!(${test})) return false;`);
    }
    const catchall = def.catchall as z.ZodType | undefined;
    const catchallType = catchall ? internals(catchall).def.type : undefined;
    // Strict (never): no other key. Loose (unknown): anything. Plain z.object (none): others dropped.
    if (catchall && catchallType !== "unknown" && catchallType !== "any") {
      const keys = this.constant(new Set(Object.keys(shape)));
      if (catchallType === "never") lines.push(`for (const k in v) if (!${keys}.has(k)) return false;`);
      else {
        const test = this.expression(catchall, "x");
        lines.push(
          `for (const k in v) { if (${keys}.has(k) || k === "__proto__") continue; x = v[k]; if (!(${test})) return false; }`,
        );
      }
    }
    lines.push("return true;");
    return lines.join("\n  ");
  }

  /** One entry of a schema's checks as an expression on `v`, or undefined when unknown. */
  #check(check: Internals, v: string): string | undefined {
    const def = check.def as Record<string, unknown>;
    switch (def.check) {
      case "min_length":
        return `minLength(${v}, ${Number(def.minimum)})`;
      case "max_length":
        return `maxLength(${v}, ${Number(def.maximum)})`;
      case "string_format": {
        const pattern = def.pattern;
        if (!(pattern instanceof RegExp) || !PATTERN_FORMATS.has(def.format as string)) return undefined;
        const regex = this.constant(pattern);
        return pattern.global || pattern.sticky
          ? `(${regex}.lastIndex = 0, ${regex}.test(${v}))`
          : `${regex}.test(${v})`;
      }
      case "greater_than":
      case "less_than": {
        if (typeof def.value !== "number") return undefined;
        const operator = (def.check === "greater_than" ? ">" : "<") + (def.inclusive ? "=" : "");
        const bound = Number.isFinite(def.value) ? String(def.value) : this.constant(def.value);
        return `${v} ${operator} ${bound}`;
      }
      case "number_format":
        return def.format === "safeint" ? `Number.isSafeInteger(${v})` : undefined;
      case "custom": {
        const fn = def.fn;
        if (typeof fn !== "function" || def.when !== undefined) return undefined;
        return `refined(${this.constant(fn)}(${v}))`;
      }
      default:
        return undefined;
    }
  }
}
