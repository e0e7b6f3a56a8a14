import { parseDecimalInteger } from "../../schemas/index.js";
import { invalidRequest } from "./failure.js";

const fail = (name: string, rule: string) =>
  invalidRequest(`Query parameter ${name} ${rule}.`, { parameter: name });

/** Strict query parsing: unknown or repeated parameters are rejected with 400 naming the parameter. */
export class Query {
  constructor(
    private readonly params: URLSearchParams,
    allowed: readonly string[],
  ) {
    // One parameter or none (a list page's `limit`) cannot repeat: no set of names to build.
    if (params.size <= 1) {
      for (const name of params.keys())
        if (!allowed.includes(name))
          throw fail(name, `is not supported here (allowed: ${allowed.join(", ") || "none"})`);
      return;
    }
    for (const name of new Set(params.keys())) {
      if (!allowed.includes(name))
        throw fail(name, `is not supported here (allowed: ${allowed.join(", ") || "none"})`);
      if (params.getAll(name).length > 1) throw fail(name, "must be given once");
    }
  }

  string(name: string, rule: { max: number; pattern?: RegExp }): string | undefined {
    const value = this.params.get(name);
    if (value === null) return undefined;
    if (value.length < 1 || value.length > rule.max) throw fail(name, `must be 1-${rule.max} characters`);
    if (rule.pattern && !rule.pattern.test(value)) throw fail(name, `must match ${rule.pattern.source}`);
    return value;
  }

  int(name: string, rule: { min: number; max: number; fallback: number }): number {
    const value = this.params.get(name);
    if (value === null) return rule.fallback;
    const number = parseDecimalInteger(value, rule.min, rule.max);
    if (number === undefined) throw fail(name, `must be an integer from ${rule.min} to ${rule.max}`);
    return number;
  }

  bool(name: string): boolean | undefined {
    const value = this.params.get(name);
    if (value === null) return undefined;
    if (value !== "true" && value !== "false") throw fail(name, "must be true or false");
    return value === "true";
  }

  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.params.get(name);
    if (value === null) return undefined;
    if (!values.includes(value as T)) throw fail(name, `must be one of ${values.join(", ")}`);
    return value as T;
  }
}
