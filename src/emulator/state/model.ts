import type { DeliveryAttempt, DeliveryState } from "../../schemas/index.js";

export type CredentialKind = "personalAccess" | "serviceAccount";

export interface Workspace {
  id: string;
  name: string;
  region: string;
  cellId: string;
  currency: string | null;
  subdomain: string | null;
}

export interface Credential {
  id: string;
  workspaceId: string;
  name: string;
  kind: CredentialKind;
  scopes: string[];
  /** sha256 of the token; the token itself is never kept. */
  verifier: Buffer;
  createdAt: number;
  expiresAt: number;
  revokedAt: number | null;
  /** Browser-login grant that issued this credential (for storage compensation). */
  grant?: { grantId: string; issuedAt: number };
}

export interface LegacyCredential {
  id: string;
  workspaceId: string;
  name: string;
  verifier: Buffer;
  /** sha256 hex of the calendar-feed token of this credential's user (absent in older state files). */
  calendarVerifier?: string;
}

export interface WebhookRecord {
  id: string;
  seq: number;
  workspaceId: string;
  ownerCredentialId: string;
  url: string;
  actions: string[];
  disabled: boolean;
  /** True when the emulator suspended the webhook after consecutive failures. */
  autoDisabled: boolean;
  failCount: number;
  lastStatus: number | null;
  /** Current signing secret, kept only to sign deliveries. */
  secret: string;
  secretGeneration: number;
  configVersion: number;
  revisionSalt: string;
  revision: string;
  createdAt: number;
}

export interface DeliveryRecord {
  id: string;
  seq: number;
  webhookId: string;
  workspaceId: string;
  ownerCredentialId: string;
  event: string;
  collection: string;
  resourceId: string | null;
  test: boolean;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
  createdAt: number;
  updatedAt: number;
  completedAt: number | null;
  /** The exact payload bytes, kept while retries may still need them. */
  body: string | null;
}

/** A document of the workspace's data (tasks, contacts, times, ...), kept as plain JSON. */
export type Doc = Record<string, unknown> & { _id: string };

interface ListItemRecord {
  id: string;
  seq: number;
  type: "list" | "service" | "tag";
  attributes: Record<string, unknown>;
}

export interface WorkspaceData {
  tasks: Map<string, GenericRecord>;
  lists: Map<string, ListItemRecord>;
  contacts: Map<string, Record<string, unknown>>;
  users: Doc[];
  projects: Map<string, Doc>;
  times: Map<string, Doc>;
  contactGroups: Map<string, Doc & { contactIds: string[] }>;
  legacyWebhooks: Map<string, Doc>;
  /** The records of the declared resources (../generic), per type. */
  records: Map<string, Map<string, GenericRecord>>;
}

export interface GenericRecord {
  seq: number;
  attributes: Record<string, unknown>;
  version?: number;
}

export const emptyWorkspaceData = (): WorkspaceData => ({
  tasks: new Map(),
  lists: new Map(),
  contacts: new Map(),
  users: [],
  projects: new Map(),
  times: new Map(),
  contactGroups: new Map(),
  legacyWebhooks: new Map(),
  records: new Map(),
});
