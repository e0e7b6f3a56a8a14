import type { z } from "zod";
import { ApiFailure } from "../http/failure.js";

export const badRequest = (message: string) => new ApiFailure(400, "bad_request", message);
export const legacyNotFound = (what: string) => new ApiFailure(404, "not_found", `${what} not found`);

export function legacyBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? null);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.length ? issue.path.join(".") : "body";
  const keys = issue?.code === "unrecognized_keys" ? ` (${issue.keys.join(", ")})` : "";
  throw badRequest(`${path}: ${issue?.message ?? "invalid"}${keys}`);
}
