import type { z } from "zod";
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
