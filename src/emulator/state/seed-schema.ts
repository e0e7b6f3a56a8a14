import { z } from "zod";
import { credentialTokenPattern, dateTime, locationPattern, scope } from "../../schemas/index.js";
import { calendarTokenPattern, legacyTokenPattern } from "./ids.js";

const id24 = z.string().regex(/^[a-f0-9]{24}$/, "must be 24 lowercase hex characters");
const attributes = z.record(z.string(), z.unknown());

const credentialSeed = z.strictObject({
  name: z.string().min(1).max(100),
  scopes: z.array(scope).min(1).max(100),
  kind: z.enum(["serviceAccount", "personalAccess"]).default("serviceAccount"),
  /** A fixed token (stable demos); otherwise one is generated. Must carry the emulator's region and cell. */
  token: z.string().regex(credentialTokenPattern, "must follow the v1 token grammar").optional(),
  expiresAt: dateTime.optional(),
});

const legacyCredentialSeed = z.strictObject({
  name: z.string().min(1).max(100),
  token: z.string().regex(legacyTokenPattern, "must look like tgv0_<48 hex>").optional(),
  calendarToken: z.string().regex(calendarTokenPattern, "must look like tgcal_<48 hex>").optional(),
});

const workspaceSeed = z.strictObject({
  id: id24.optional(),
  name: z.string().min(1).max(200),
  currency: z.string().nullable().optional(),
  subdomain: z.string().nullable().optional(),
  credentials: z.array(credentialSeed).default([]),
  legacyCredentials: z.array(legacyCredentialSeed).default([]),
  /** false: no sample tasks, lists, contacts, users, groups unless listed below. */
  sampleData: z.boolean().default(true),
  users: z
    .array(z.strictObject({ _id: id24.optional(), email: z.string().min(3), name: z.string() }))
    .optional(),
  tasks: z.array(z.strictObject({ id: id24.optional(), attributes })).optional(),
  lists: z
    .array(z.strictObject({ id: id24.optional(), type: z.enum(["list", "service", "tag"]), attributes }))
    .optional(),
  contacts: z.array(z.strictObject({ id: id24.optional(), attributes })).optional(),
});

export const seedFileSchema = z.strictObject({
  region: z.string().regex(locationPattern).optional(),
  cellId: z.string().regex(locationPattern).optional(),
  workspaces: z.array(workspaceSeed).min(1).max(100),
});
export type SeedFile = z.input<typeof seedFileSchema>;
export type ParsedSeed = z.output<typeof seedFileSchema>;
export type WorkspaceSeed = ParsedSeed["workspaces"][number];
