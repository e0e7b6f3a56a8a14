import type { z } from "zod";
import { legacyWritePayload } from "../../schemas/index.js";
import { ApiFailure } from "../http/failure.js";

export const badRequest = (message: string) => new ApiFailure(400, "bad_request", message);
export const legacyNotFound = (what: string) => new ApiFailure(404, "not_found", `${what} not found`);

/** `input` parsed by `schema`, else a 400 naming the field (or `where` the input came from: body, query). */
export function legacyBody<S extends z.ZodType>(schema: S, input: unknown, where = "body"): z.output<S> {
  const result = schema.safeParse(input ?? null);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join(".") : where;
  const keys = issue?.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
  throw badRequest(`${path}: ${issue?.message ?? "invalid"}${keys}`);
}

/**
 * The named fields of a v0 write body (any object with a field: `legacyWritePayload`). v0 write
 * bodies are free-form, so other fields are accepted; they are not kept.
 */
export function documentedFields(body: unknown, names: readonly string[]): Record<string, unknown> {
  const given = legacyBody(legacyWritePayload, body);
  const fields: Record<string, unknown> = {};
  for (const name of names) if (name in given) fields[name] = given[name];
  return fields;
}
