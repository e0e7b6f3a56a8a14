import type { z } from "zod";
import { invalidRequest } from "../http/failure.js";

/** Parses a JSON body with a schema; the first issue becomes a 400 with a JSON pointer to the field. */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? null);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw invalidRequest("The request body is invalid.", { pointer: "" });
  const path = [...issue.path];
  if (issue.code === "unrecognized_keys" && issue.keys[0]) path.push(issue.keys[0]);
  const pointer =
    path.length === 0
      ? ""
      : `/${path.map((part) => String(part).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
  const field = path.length === 0 ? "The request body" : `Field ${path.join(".")}`;
  const message = issue.code === "unrecognized_keys" ? "is not allowed" : issue.message;
  throw invalidRequest(`${field}: ${message}.`, { pointer });
}
