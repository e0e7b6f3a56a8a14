import { z } from "zod";
import { scopePattern } from "../../schemas/credential.js";
import { PROFILE_NAME } from "./config-paths.js";

const location = z.string().regex(/^(?=.{1,64}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
const isoDate = z.string().refine((value) => Number.isFinite(Date.parse(value)), "must be a date-time");

/** Non-secret profile metadata: never a token, code or verifier. */
const profileSchema = z.object({
  authenticationSource: z.enum(["browser", "manual"]),
  baseUrl: z.string().min(1).max(2048).optional(),
  cellId: location,
  createdAt: isoDate,
  credentialId: z.string().regex(/^[a-f0-9]{24}$/),
  expiresAt: isoDate.optional(),
  region: location,
  scopes: z.array(z.string().regex(scopePattern)).min(1).max(100).optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const configDocument = z.looseObject({
  version: z.literal(1),
  currentProfile: z.string().regex(PROFILE_NAME).optional(),
  installationId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
  profiles: z.record(z.string().regex(PROFILE_NAME), profileSchema),
});
export type ConfigDocument = z.infer<typeof configDocument>;

export const emptyConfig = (): ConfigDocument => ({ version: 1, profiles: {} });
