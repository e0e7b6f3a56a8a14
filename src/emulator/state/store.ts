import { parseCredentialToken } from "../../schemas/index.js";
import type { ResolvedOptions } from "../options.js";
import { Clock } from "./clock.js";
import { IdempotencyStore } from "./idempotency.js";
import { calendarToken, legacyToken, matchesVerifier, objectId, v1Token, verifier } from "./ids.js";
import {
  type Credential,
  type CredentialKind,
  type DeliveryRecord,
  emptyWorkspaceData,
  type LegacyCredential,
  type WebhookRecord,
  type Workspace,
  type WorkspaceData,
} from "./model.js";

export interface IssuedCredential {
  name: string;
  token: string;
  scopes: string[];
  workspaceId: string;
  region: string;
  cellId: string;
  credentialId: string;
  kind: CredentialKind;
}

export interface IssuedLegacyCredential {
  name: string;
  token: string;
  workspaceId: string;
  /** The secret of `GET /calendar/{token}.ics` for this credential's workspace user. */
  calendarToken: string;
}

export interface IssuedSecret {
  webhookId: string;
  generation: number;
  secret: string;
}

export type AuthOutcome =
  | { ok: true; credential: Credential; workspace: Workspace }
  | { ok: false; reason: "missing" | "invalid" | "expired" | "revoked" };

const YEAR_MS = 365 * 24 * 3_600_000;

/** Everything the emulator knows. Mutations are synchronous, so no request interleaves with another. */
export class EmulatorState {
  readonly clock = new Clock();
  readonly workspaces = new Map<string, Workspace>();
  readonly data = new Map<string, WorkspaceData>();
  readonly credentials = new Map<string, Credential>();
  readonly legacyCredentials = new Map<string, LegacyCredential>();
  readonly webhooks = new Map<string, WebhookRecord>();
  readonly deliveries = new Map<string, DeliveryRecord>();
  /** Delivery ids per owning credential, oldest first (for the history cap). */
  readonly deliveriesByCredential = new Map<string, string[]>();
  readonly idempotency: IdempotencyStore;
  /** Every signing secret ever issued (create, rotation), oldest first: test tooling scans for them. */
  readonly issuedSecrets: IssuedSecret[] = [];
  #seq = 0;

  constructor(readonly options: ResolvedOptions) {
    this.idempotency = new IdempotencyStore(this.clock, options.maxIdempotencyRecords);
  }

  get region(): string {
    return this.options.region;
  }

  get cellId(): string {
    return this.options.cellId;
  }

  /** The last sequence number handed out (for the state file). */
  get seq(): number {
    return this.#seq;
  }

  /** Continues the sequence of a loaded state. */
  restoreSeq(seq: number): void {
    this.#seq = seq;
  }

  nextSeq(): number {
    this.#seq += 1;
    return this.#seq;
  }

  createWorkspace(input: {
    id?: string | undefined;
    name: string;
    currency?: string | null | undefined;
    subdomain?: string | null | undefined;
  }) {
    const id = input.id ?? objectId();
    if (this.workspaces.has(id)) throw new TypeError(`workspace ${id} already exists`);
    const workspace: Workspace = {
      id,
      name: input.name,
      region: this.region,
      cellId: this.cellId,
      currency: input.currency === undefined ? "EUR" : input.currency,
      subdomain:
        input.subdomain === undefined
          ? input.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")
          : input.subdomain,
    };
    this.workspaces.set(id, workspace);
    this.data.set(id, emptyWorkspaceData());
    return workspace;
  }

  workspaceData(workspaceId: string): WorkspaceData {
    const data = this.data.get(workspaceId);
    if (!data) throw new TypeError(`unknown workspace ${workspaceId}`);
    return data;
  }

  createCredential(input: {
    workspaceId: string;
    name: string;
    scopes: string[];
    kind?: CredentialKind;
    token?: string;
    expiresAt?: number;
    grant?: { grantId: string; issuedAt: number };
  }): IssuedCredential {
    if (!this.workspaces.has(input.workspaceId))
      throw new TypeError(`unknown workspace ${input.workspaceId}`);
    const kind = input.kind ?? "serviceAccount";
    const prefix = kind === "personalAccess" ? "tg_pat_v2" : "tg_sa_v2";
    let id = objectId();
    let token = v1Token(prefix, this.region, this.cellId, id);
    if (input.token !== undefined) {
      const location = parseCredentialToken(input.token);
      if (!location || location.region !== this.region || location.cellId !== this.cellId) {
        throw new TypeError(
          `credential ${input.name}: token must carry region ${this.region} and cell ${this.cellId}`,
        );
      }
      if (location.prefix !== prefix)
        throw new TypeError(`credential ${input.name}: ${kind} tokens start with ${prefix}`);
      id = location.credentialId;
      token = input.token.trim();
    }
    if (this.credentials.has(id)) throw new TypeError(`credential id ${id} already exists`);
    const now = this.clock.now();
    const credential: Credential = {
      id,
      workspaceId: input.workspaceId,
      name: input.name,
      kind,
      scopes: [...new Set(input.scopes)],
      verifier: verifier(token),
      createdAt: now,
      expiresAt: input.expiresAt ?? now + YEAR_MS,
      revokedAt: null,
      ...(input.grant ? { grant: input.grant } : {}),
    };
    this.credentials.set(id, credential);
    return {
      name: credential.name,
      token,
      scopes: credential.scopes,
      workspaceId: credential.workspaceId,
      region: this.region,
      cellId: this.cellId,
      credentialId: id,
      kind,
    };
  }

  createLegacyCredential(input: {
    workspaceId: string;
    name: string;
    token?: string;
    calendarToken?: string;
  }): IssuedLegacyCredential {
    if (!this.workspaces.has(input.workspaceId))
      throw new TypeError(`unknown workspace ${input.workspaceId}`);
    const token = input.token ?? legacyToken();
    const feedToken = input.calendarToken ?? calendarToken();
    const credential: LegacyCredential = {
      id: objectId(),
      workspaceId: input.workspaceId,
      name: input.name,
      verifier: verifier(token),
      calendarVerifier: verifier(feedToken).toString("hex"),
    };
    this.legacyCredentials.set(credential.verifier.toString("hex"), credential);
    return { name: input.name, token, workspaceId: input.workspaceId, calendarToken: feedToken };
  }

  /** The legacy credential whose calendar-feed token this is; only its verifier is kept. */
  authenticateCalendarFeed(token: string): LegacyCredential | undefined {
    const expected = verifier(token).toString("hex");
    for (const credential of this.legacyCredentials.values()) {
      if (credential.calendarVerifier === expected) return credential;
    }
    return undefined;
  }

  /** Verifies a v1 bearer token in full: grammar, location, verifier, expiry and revocation. */
  authenticate(token: string | undefined): AuthOutcome {
    if (token === undefined || token === "") return { ok: false, reason: "missing" };
    const location = parseCredentialToken(token);
    if (!location || token !== token.trim()) return { ok: false, reason: "invalid" };
    if (location.region !== this.region || location.cellId !== this.cellId)
      return { ok: false, reason: "invalid" };
    const credential = this.credentials.get(location.credentialId);
    if (!credential || !matchesVerifier(token, credential.verifier)) return { ok: false, reason: "invalid" };
    const workspace = this.workspaces.get(credential.workspaceId);
    if (!workspace) return { ok: false, reason: "invalid" };
    if (credential.revokedAt !== null) return { ok: false, reason: "revoked" };
    if (credential.expiresAt <= this.clock.now()) return { ok: false, reason: "expired" };
    return { ok: true, credential, workspace };
  }

  authenticateLegacy(token: string | undefined): LegacyCredential | undefined {
    if (!token) return undefined;
    return this.legacyCredentials.get(verifier(token).toString("hex"));
  }

  revokeCredential(id: string): boolean {
    const credential = this.credentials.get(id);
    if (!credential || credential.revokedAt !== null) return false;
    credential.revokedAt = this.clock.now();
    return true;
  }

  /** Records a delivery and enforces the per-credential history cap (oldest finished records go first). */
  addDelivery(record: DeliveryRecord): void {
    this.deliveries.set(record.id, record);
    const ids = this.deliveriesByCredential.get(record.ownerCredentialId) ?? [];
    ids.push(record.id);
    this.deliveriesByCredential.set(record.ownerCredentialId, ids);
    let excess = ids.length - this.options.maxDeliveriesPerCredential;
    for (let index = 0; excess > 0 && index < ids.length; ) {
      const old = this.deliveries.get(ids[index] as string);
      if (old && old.completedAt === null) {
        index += 1;
        continue;
      }
      this.deliveries.delete(ids[index] as string);
      ids.splice(index, 1);
      excess -= 1;
    }
  }
}
