import { z } from "zod";
import { dateTime, eventName, scope } from "../../schemas/index.js";

export const newWorkspace = z.strictObject({
  name: z.string().min(1).max(200),
  currency: z.string().nullable().optional(),
  subdomain: z.string().nullable().optional(),
  sampleData: z.boolean().default(false),
});

export const newCredential = z.strictObject({
  workspaceId: z.string().min(1),
  name: z.string().min(1).max(100),
  scopes: z.array(scope).min(1).max(100),
  kind: z.enum(["serviceAccount", "personalAccess"]).default("serviceAccount"),
  expiresAt: dateTime.optional(),
});

export const newLegacyCredential = z.strictObject({
  workspaceId: z.string().min(1),
  name: z.string().min(1).max(100),
});

export const emitEvent = z.strictObject({
  workspaceId: z.string().min(1),
  event: eventName,
  collection: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,128}$/)
    .optional(),
  /** The delivered `item`; `_id` defaults to a fresh id. */
  item: z
    .looseObject({
      _id: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,256}$/)
        .optional(),
    })
    .optional(),
});

export const clockChange = z.union([
  z.strictObject({ offsetMs: z.number().int() }),
  z.strictObject({ advanceMs: z.number().int() }),
]);

/** Approval without a browser: the authorization URL, its fragment, or the parameters themselves. */
export const approval = z.strictObject({
  url: z.string().optional(),
  fragment: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  workspaceId: z.string().optional(),
});
