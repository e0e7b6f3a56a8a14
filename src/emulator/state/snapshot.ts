import { createHash } from "node:crypto";
import type { IdempotencyRecord } from "./idempotency.js";
import type {
  Credential,
  DeliveryRecord,
  GenericRecord,
  LegacyCredential,
  WebhookRecord,
  Workspace,
  WorkspaceData,
} from "./model.js";
import { stateShapeProblem } from "./state-schema.js";
import type { EmulatorState, IssuedCredential, IssuedLegacyCredential, IssuedSecret } from "./store.js";

const STATE_FORMAT = "svc-emulator-state";
const STATE_VERSION = 1;

/** The credentials the ready line prints (seeded tokens), kept so a restart prints the same ones. */
export interface ReadyCredentials {
  credentials: IssuedCredential[];
  legacyCredentials: IssuedLegacyCredential[];
}

type Entries<V> = [string, V][];

type SerializedWorkspaceData = {
  [K in Exclude<keyof WorkspaceData, "records">]: WorkspaceData[K] extends Map<string, infer V>
    ? Entries<V>
    : WorkspaceData[K];
} & { records?: Entries<Entries<GenericRecord>> };

/** Everything an emulator keeps, as JSON: Maps become entry lists, token verifiers hex. */
interface StateBody {
  seq: number;
  clockOffsetMs: number;
  ready: ReadyCredentials;
  workspaces: Workspace[];
  data: Entries<SerializedWorkspaceData>;
  credentials: (Omit<Credential, "verifier"> & { verifier: string })[];
  legacyCredentials: Entries<Omit<LegacyCredential, "verifier"> & { verifier: string }>;
  webhooks: WebhookRecord[];
  deliveries: DeliveryRecord[];
  deliveriesByCredential: Entries<string[]>;
  idempotency: Entries<IdempotencyRecord>;
  issuedSecrets: IssuedSecret[];
}

/** A state file that cannot be loaded: the message names the file and the way out. */
export class StateFileError extends Error {
  override name = "StateFileError";
}

export function serializeState(state: EmulatorState, ready: ReadyCredentials): string {
  const body: StateBody = {
    seq: state.seq,
    clockOffsetMs: state.clock.offsetMs,
    ready,
    workspaces: [...state.workspaces.values()],
    data: [...state.data].map(([id, data]) => [id, serializeData(data)]),
    credentials: [...state.credentials.values()].map((credential) => ({
      ...credential,
      verifier: credential.verifier.toString("hex"),
    })),
    legacyCredentials: [...state.legacyCredentials].map(([key, credential]) => [
      key,
      { ...credential, verifier: credential.verifier.toString("hex") },
    ]),
    webhooks: [...state.webhooks.values()],
    deliveries: [...state.deliveries.values()],
    deliveriesByCredential: [...state.deliveriesByCredential],
    idempotency: state.idempotency.entries(),
    issuedSecrets: state.issuedSecrets,
  };
  return JSON.stringify(body);
}

/**
 * Loads a state file's body (its checksum checked) into an empty state; a body that is not JSON or
 * not of the state's shape is refused, naming the field. Returns the ready line's credentials.
 */
export function loadState(state: EmulatorState, text: string, path: string): ReadyCredentials {
  const fix = `move ${path} away to start from the seed, or restore it from a copy`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new StateFileError(`${path} has a valid checksum but its body is not JSON: ${fix}`);
  }
  const problem = stateShapeProblem(body);
  if (problem !== undefined)
    throw new StateFileError(
      `${path} has a valid checksum but is not a state this svc-emulator can load (${problem}): ${fix}`,
    );
  return restoreState(state, body as StateBody);
}

/** Fills an empty state from a body of the state's shape; returns the ready line's credentials. */
function restoreState(state: EmulatorState, body: StateBody): ReadyCredentials {
  state.restoreSeq(body.seq);
  state.clock.setOffset(body.clockOffsetMs);
  for (const workspace of body.workspaces) state.workspaces.set(workspace.id, workspace);
  for (const [id, data] of body.data) state.data.set(id, restoreData(data));
  for (const credential of body.credentials) {
    state.credentials.set(credential.id, {
      ...credential,
      verifier: Buffer.from(credential.verifier, "hex"),
    });
  }
  for (const [key, credential] of body.legacyCredentials) {
    state.legacyCredentials.set(key, { ...credential, verifier: Buffer.from(credential.verifier, "hex") });
  }
  for (const webhook of body.webhooks) state.webhooks.set(webhook.id, webhook);
  for (const delivery of body.deliveries) state.deliveries.set(delivery.id, delivery);
  for (const [id, ids] of body.deliveriesByCredential) state.deliveriesByCredential.set(id, ids);
  state.idempotency.restore(body.idempotency);
  state.issuedSecrets.push(...body.issuedSecrets);
  return body.ready;
}

function serializeData(data: WorkspaceData): SerializedWorkspaceData {
  return {
    tasks: [...data.tasks],
    lists: [...data.lists],
    contacts: [...data.contacts],
    users: data.users,
    projects: [...data.projects],
    times: [...data.times],
    contactGroups: [...data.contactGroups],
    legacyWebhooks: [...data.legacyWebhooks],
    records: [...data.records].map(([type, records]) => [type, [...records]]),
  };
}

function restoreData(data: SerializedWorkspaceData): WorkspaceData {
  return {
    tasks: new Map(data.tasks),
    lists: new Map(data.lists),
    contacts: new Map(data.contacts),
    users: data.users,
    projects: new Map(data.projects),
    times: new Map(data.times),
    contactGroups: new Map(data.contactGroups),
    legacyWebhooks: new Map(data.legacyWebhooks),
    records: new Map((data.records ?? []).map(([type, records]) => [type, new Map(records)])),
  };
}

const sha256 = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/**
 * The file: one header line `{"format","version","bytes","sha256"}`, then the body. The checksum
 * covers the body, so a damaged or truncated file is refused instead of loaded half.
 */
export function encodeStateFile(body: string): string {
  const header = {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    bytes: Buffer.byteLength(body),
    sha256: sha256(body),
  };
  return `${JSON.stringify(header)}\n${body}`;
}

export function decodeStateFile(text: string, path: string): string {
  const fix = `move ${path} away to start from the seed, or restore it from a copy`;
  const newline = text.indexOf("\n");
  let header: { format?: unknown; version?: unknown; bytes?: unknown; sha256?: unknown };
  try {
    header = JSON.parse(newline < 0 ? text : text.slice(0, newline));
  } catch {
    throw new StateFileError(`${path} is not an svc-emulator state file (no header line): ${fix}`);
  }
  if (header.format !== STATE_FORMAT)
    throw new StateFileError(`${path} is not an svc-emulator state file: ${fix}`);
  if (header.version !== STATE_VERSION)
    throw new StateFileError(
      `${path} has state format version ${String(header.version)}; this svc-emulator reads version ${STATE_VERSION}: ${fix}`,
    );
  const body = newline < 0 ? "" : text.slice(newline + 1);
  if (Buffer.byteLength(body) !== header.bytes || sha256(body) !== header.sha256)
    throw new StateFileError(
      `${path} is damaged (its checksum does not match: truncated or changed after it was written): ${fix}`,
    );
  return body;
}
