import { z } from "zod";
import { lazySchema } from "./lazy.js";

/** The legacy (v0) envelope shared by success, create and 400 responses. */
export const legacyResponse = lazySchema(() =>
  z.looseObject({
    data: z.unknown().optional(),
    info: z.string().optional(),
    pagination: z
      .looseObject({ total: z.number(), limit: z.number(), page: z.number(), pages: z.number() })
      .nullable()
      .optional(),
    status: z.string().nullable().optional(),
    statusCode: z.number().int(),
  }),
);
export type LegacyResponse = z.infer<typeof legacyResponse>;

/** 401 and 429 of the legacy API. */
export const legacyError = lazySchema(() =>
  z.looseObject({
    error: z.string(),
    message: z.string(),
    statusCode: z.number().int(),
  }),
);
export type LegacyError = z.infer<typeof legacyError>;

export const legacyId = z.string().min(1).max(128);
export const isoUtcTimestamp = lazySchema(() => z.iso.datetime());

export const legacyUser = lazySchema(() => z.looseObject({ _id: z.string().min(1) }));
export type LegacyUser = z.infer<typeof legacyUser>;

const typedEmail = z.looseObject({ type: z.string(), email: z.string() });
const typedPhone = z.looseObject({ type: z.string(), number: z.string() });

/** A contact as the caller writes it; `teamId` is never sent (the token fixes the team). */
export const legacyContactInput = lazySchema(() =>
  z.strictObject({
    type: z.enum(["person", "company"]),
    firstname: z.string().optional(),
    lastname: z.string().optional(),
    companyTitle: z.string().optional(),
    category: z.string().optional(),
    emails: z.array(typedEmail).optional(),
    phoneNumbers: z.array(typedPhone).optional(),
  }),
);
export type LegacyContactInput = z.infer<typeof legacyContactInput>;
export const legacyContactUpdate = lazySchema(() =>
  legacyContactInput
    .unwrap()
    .partial()
    .refine((body) => Object.keys(body).length > 0, { message: "give at least one contact field" }),
);
export type LegacyContactUpdate = z.infer<typeof legacyContactUpdate>;

export const legacyContact = lazySchema(() =>
  z.looseObject({
    _id: z.string().min(1),
    type: z.enum(["person", "company"]),
    firstname: z.string().optional(),
    lastname: z.string().optional(),
    category: z.string().optional(),
    emails: z.array(typedEmail).optional(),
    phoneNumbers: z.array(typedPhone).optional(),
    teamId: z.string().optional(),
  }),
);
export type LegacyContact = z.infer<typeof legacyContact>;

export const startTrackingInput = lazySchema(() =>
  z.strictObject({ userId: legacyId, time: isoUtcTimestamp }),
);
export const stopTrackingInput = lazySchema(() =>
  z.strictObject({ time: isoUtcTimestamp, userId: legacyId.optional() }),
);

/** Free-form write bodies (times, projects): any JSON object with at least one property. */
export const legacyWritePayload = lazySchema(() =>
  z
    .record(z.string(), z.unknown())
    .refine((body) => Object.keys(body).length > 0, { message: "give at least one field" })
    .refine((body) => !("teamId" in body), { message: "teamId is assigned by the service; do not send it" }),
);
export type LegacyWritePayload = z.infer<typeof legacyWritePayload>;

const pageMessage = "must be an integer >= 1";
const limitMessage = "must be an integer from 1 to 500";
export const contactGroupQuery = lazySchema(() =>
  z.strictObject({
    page: z.number(pageMessage).int(pageMessage).min(1, pageMessage).optional(),
    limit: z.number(limitMessage).int(limitMessage).min(1, limitMessage).max(500, limitMessage).optional(),
  }),
);
