import { z } from "zod";
import { isoUtcTimestamp, legacyId, startTrackingInput, stopTrackingInput } from "../../schemas/index.js";
import { ClientError } from "../../transport/index.js";
import { checkInput } from "../input.js";

export const legacyPathId = legacyId;
export const legacyEmail = z.email("must be an e-mail address");
const legacyTime = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString()) : value;
  if (!isoUtcTimestamp.safeParse(text).success) {
    ctx.addIssue({ code: "custom", message: "must be an ISO 8601 UTC timestamp, e.g. 2026-07-01T09:30:00Z" });
    return z.NEVER;
  }
  return text;
});
/** The wire bodies of start/stopTracking, with `time` also taking a Date. */
export const startTrackingBody = startTrackingInput.unwrap().extend({ time: legacyTime });
export const stopTrackingBody = stopTrackingInput.unwrap().extend({ time: legacyTime });

/** The token fixes the team: a caller-supplied teamId is refused, never silently sent. */
function rejectTeamId(body: unknown, label: string): void {
  if (typeof body === "object" && body !== null && "teamId" in body) {
    throw new ClientError(
      "invalid_arguments",
      `invalid ${label}.teamId: the team is assigned by the service from the API token; remove teamId`,
    );
  }
}

export function checkLegacyBody<S extends z.ZodType>(schema: S, body: unknown, label: string): z.infer<S> {
  rejectTeamId(body, label);
  return checkInput(schema, body, label);
}
