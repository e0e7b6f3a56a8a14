import type { IncomingMessage } from "node:http";
import { STATUS_CODES } from "node:http";
import type { ApiFailure } from "../http/failure.js";
import type { Reply } from "../http/respond.js";
import type { Services } from "../services.js";
import { objectId } from "../state/ids.js";
import type { Doc, LegacyCredential, WorkspaceData } from "../state/model.js";

export interface LegacyContext {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  body: unknown;
  credential: LegacyCredential;
  workspaceId: string;
  data: WorkspaceData;
  services: Services;
}

/** The legacy envelope `{statusCode, status, info, data, pagination}`. */
export function legacyOk(
  statusCode: 200 | 201,
  info: string,
  data: unknown,
  pagination: { total: number; limit: number; page: number; pages: number } | null = null,
): Reply {
  return {
    status: statusCode,
    body: { statusCode, status: STATUS_CODES[statusCode], info, data, pagination },
  };
}

/** 401 and 429 use `{statusCode, error, message}`; other failures the legacy envelope. */
export function legacyError(failure: ApiFailure): Reply {
  const reason = STATUS_CODES[failure.status] ?? "Error";
  if (failure.status === 401 || failure.status === 429) {
    return {
      status: failure.status,
      body: { statusCode: failure.status, error: reason, message: failure.detail },
      headers: failure.headers,
    };
  }
  return {
    status: failure.status,
    body: { statusCode: failure.status, status: reason, info: failure.detail, data: null, pagination: null },
    headers: failure.headers,
  };
}

/**
 * Fields the service manages (ids, authorship, timestamps) and calculates (`_details`, ...): read-only,
 * so a write body's values for them are ignored. (`teamId` is refused before this: `legacyWritePayload`.)
 */
const SERVER_MANAGED = [
  "_id",
  "teamId",
  "createdAt",
  "createdBy",
  "updatedAt",
  "updatedBy",
  "_details",
  "_aggregated",
  "_projectSharing",
];

/** A write body without the read-only fields the service manages. */
export function writableFields(fields: Record<string, unknown>): Record<string, unknown> {
  const writable = { ...fields };
  for (const name of SERVER_MANAGED) delete writable[name];
  return writable;
}

/** A new document of the caller's team: the given fields plus a fresh `_id`, `teamId` and `createdAt`. */
export function newTeamDoc(ctx: LegacyContext, fields: Record<string, unknown>): Doc {
  return {
    ...writableFields(fields),
    _id: objectId(),
    teamId: ctx.workspaceId,
    createdAt: ctx.services.state.clock.iso(),
  };
}

/** Delivers `event` for a copy of `item` to the team's subscribed webhooks. */
export function publishLegacy(ctx: LegacyContext, event: string, collection: string, item: Doc): void {
  ctx.services.pipeline.publish({ workspaceId: ctx.workspaceId, event, collection, item: { ...item } });
}
