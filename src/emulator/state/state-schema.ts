/**
 * The shape of a state file's body (snapshot.ts writes it from the live state): checked before a
 * loaded state is used, so a file with a valid checksum but the wrong shape (edited by hand, written
 * by another tool) is refused naming the field, instead of failing later somewhere inside. It
 * mirrors ./model.ts; the restart tests (test/unit/emulator/state-dir.test.ts) load every kind of
 * record written through it.
 * Built on first use: an emulator without a state dir never pays for it.
 */
import { z } from "zod";
import { compileCheck } from "../../schemas/check.js";
import { deliveryAttempt, deliveryState, lazySchema } from "../../schemas/index.js";

const entries = <V extends z.ZodType>(value: V) => z.array(z.tuple([z.string(), value]));
const int = () => z.number().int();
const instant = () => z.number();
const hex = () => z.string().regex(/^[0-9a-f]*$/);
const attributes = () => z.record(z.string(), z.unknown());
const doc = () => z.looseObject({ _id: z.string() });
const credentialKind = () => z.enum(["personalAccess", "serviceAccount"]);

function workspaceData() {
  return z.object({
    tasks: entries(z.object({ seq: int(), attributes: attributes(), version: int().optional() })),
    lists: entries(
      z.object({
        id: z.string(),
        seq: int(),
        type: z.enum(["list", "service", "tag"]),
        attributes: attributes(),
      }),
    ),
    contacts: entries(attributes()),
    users: z.array(doc()),
    projects: entries(doc()),
    times: entries(doc()),
    contactGroups: entries(z.looseObject({ _id: z.string(), contactIds: z.array(z.string()) })),
    legacyWebhooks: entries(doc()),
    // Absent in state files written before the declared resources were served.
    records: entries(
      entries(z.object({ seq: int(), attributes: attributes(), version: int().optional() })),
    ).optional(),
  });
}

/** The ready line's credentials (with their tokens) and the credentials' records (verifiers only). */
function credentials() {
  return {
    ready: z.object({
      credentials: z.array(
        z.object({
          name: z.string(),
          token: z.string(),
          scopes: z.array(z.string()),
          workspaceId: z.string(),
          region: z.string(),
          cellId: z.string(),
          credentialId: z.string(),
          kind: credentialKind(),
        }),
      ),
      legacyCredentials: z.array(
        z.object({
          name: z.string(),
          token: z.string(),
          workspaceId: z.string(),
          calendarToken: z.string().optional(),
        }),
      ),
    }),
    credentials: z.array(
      z.object({
        id: z.string(),
        workspaceId: z.string(),
        name: z.string(),
        kind: credentialKind(),
        scopes: z.array(z.string()),
        verifier: hex(),
        createdAt: instant(),
        expiresAt: instant(),
        revokedAt: instant().nullable(),
        grant: z.object({ grantId: z.string(), issuedAt: instant() }).optional(),
      }),
    ),
    legacyCredentials: entries(
      z.object({
        id: z.string(),
        workspaceId: z.string(),
        name: z.string(),
        verifier: hex(),
        calendarVerifier: hex().optional(),
      }),
    ),
  };
}

function webhook() {
  return z.object({
    id: z.string(),
    seq: int(),
    workspaceId: z.string(),
    ownerCredentialId: z.string(),
    url: z.string(),
    actions: z.array(z.string()),
    disabled: z.boolean(),
    autoDisabled: z.boolean(),
    failCount: int(),
    lastStatus: int().nullable(),
    secret: z.string(),
    secretGeneration: int(),
    configVersion: int(),
    revisionSalt: z.string(),
    revision: z.string(),
    createdAt: instant(),
  });
}

function delivery() {
  return z.object({
    id: z.string(),
    seq: int(),
    webhookId: z.string(),
    workspaceId: z.string(),
    ownerCredentialId: z.string(),
    event: z.string(),
    collection: z.string(),
    resourceId: z.string().nullable(),
    test: z.boolean(),
    state: deliveryState,
    attempts: z.array(deliveryAttempt),
    createdAt: instant(),
    updatedAt: instant(),
    completedAt: instant().nullable(),
    body: z.string().nullable(),
  });
}

const stateBodySchema = lazySchema(() =>
  z.object({
    seq: int().min(0),
    clockOffsetMs: z.number(),
    ...credentials(),
    workspaces: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        region: z.string(),
        cellId: z.string(),
        currency: z.string().nullable(),
        subdomain: z.string().nullable(),
      }),
    ),
    data: entries(workspaceData()),
    webhooks: z.array(webhook()),
    deliveries: z.array(delivery()),
    deliveriesByCredential: entries(z.array(z.string())),
    idempotency: entries(
      z.object({
        fingerprint: z.string(),
        data: z.unknown(),
        etag: z.string().optional(),
        createdAt: instant(),
      }),
    ),
    issuedSecrets: z.array(z.object({ webhookId: z.string(), generation: int(), secret: z.string() })),
  }),
);

/**
 * Where and why `body` (parsed JSON) is not a state body: "deliveries[3].state: Invalid option:
 * ...", or undefined when it is one. The verdict is the compiled check (no copy of a large state);
 * zod itself names the field only for a body the check refused.
 */
export function stateShapeProblem(body: unknown): string | undefined {
  if (compileCheck(stateBodySchema).check(body)) return undefined;
  const result = stateBodySchema.safeParse(body);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  if (!issue) return "it does not match the state's shape";
  const where = issue.path
    .map((part, index) =>
      typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`,
    )
    .join("");
  return `${where || "the body"}: ${issue.message}`;
}
