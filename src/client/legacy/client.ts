import { z } from "zod";
import {
  contactGroupQuery,
  type LegacyContact,
  type LegacyContactInput,
  type LegacyContactUpdate,
  type LegacyResponse,
  type LegacyUser,
  type LegacyWritePayload,
  legacyContact,
  legacyContactInput,
  legacyContactUpdate,
  legacyResponse,
  legacyUser,
  legacyWritePayload,
} from "../../schemas/index.js";
import {
  ClientError,
  DEFAULT_LEGACY_BASE_URL,
  encodePathSegment,
  normalizeBaseUrl,
  Transport,
  type TransportRequest,
  type TransportResponse,
} from "../../transport/index.js";
import { checkInput, requestFields } from "../input.js";
import { expectStatus, parseBodyOnce } from "../response.js";
import type { CommonClientOptions, RequestOptions } from "../types.js";
import { mapLegacyError } from "./errors.js";
import { checkLegacyBody, legacyEmail, legacyPathId, startTrackingBody, stopTrackingBody } from "./input.js";

export interface LegacyClientOptions extends CommonClientOptions {
  /** The legacy team API token (v0 only). */
  token: string;
}

/** A legacy envelope with typed `data`, plus what the transport saw. */
export interface LegacyResult<T> {
  statusCode: number;
  status?: string | null | undefined;
  info?: string | undefined;
  pagination?: LegacyResponse["pagination"];
  data: T;
  /** Further envelope keys the v0 API may add. */
  [key: string]: unknown;
  transport: TransportResponse["transport"];
}

const created = z.looseObject({ _id: z.string().min(1) });
/** `data` is optional in the legacy envelope. */
const anyData = z.unknown().optional();

const idPath = (prefix: string, id: string, label: string) =>
  `${prefix}/${encodePathSegment(checkInput(legacyPathId, id, label), label)}`;

/** The frozen legacy API v0: own base URL, legacy envelopes and errors, no teamId. */
export function createLegacyClient(options: LegacyClientOptions) {
  const token = typeof options?.token === "string" ? options.token.trim() : "";
  if (!/^[\x21-\x7e]{8,4096}$/.test(token)) {
    throw new ClientError(
      "invalid_credential",
      "token must be the legacy team API token (printable, no spaces)",
    );
  }
  const baseUrl =
    options.baseUrl === undefined ? DEFAULT_LEGACY_BASE_URL : normalizeBaseUrl(options.baseUrl, "");
  // v0 limits requests per token and path: each path has a rate budget of its own.
  const transport = new Transport({
    ...options,
    baseUrl,
    errorMapper: mapLegacyError,
    rateLimitScope: "path",
  });
  const send = legacySender(transport);
  return { baseUrl, ...trackingOperations(send), ...contactOperations(send) };
}
export type LegacyClient = ReturnType<typeof createLegacyClient>;

type Send = <S extends z.ZodType>(
  req: TransportRequest,
  data: S,
  o: RequestOptions | undefined,
) => Promise<LegacyResult<z.infer<S>>>;

/** One v0 request: 200, 201 or 204, its envelope validated with `data` of the given schema. */
function legacySender(transport: Transport): Send {
  return async (req, data, o) => {
    const res = await transport.request({ ...req, ...requestFields(o) });
    expectStatus(res, [200, 201, 204]);
    if (res.status === 204 && res.body === undefined) {
      return { statusCode: 204, data: undefined as z.infer<typeof data>, transport: res.transport };
    }
    // The envelope schema is built per call (per data schema): validated once, not compiled.
    const envelope = parseBodyOnce(legacyResponse.unwrap().extend({ data }), res);
    return { ...envelope, data: envelope.data as z.infer<typeof data>, transport: res.transport };
  };
}

/** Users, time tracking, time entries and projects. */
function trackingOperations(send: Send) {
  return {
    /** GET /users?email= — `data[0]._id` is the user id. */
    async findUsersByEmail(email: string, o?: RequestOptions): Promise<LegacyResult<LegacyUser[]>> {
      const address = checkInput(legacyEmail, email, "email");
      return send({ method: "GET", path: "/users", query: { email: address } }, z.array(legacyUser), o);
    },

    async startTracking(taskId: string, input: { userId: string; time: string | Date }, o?: RequestOptions) {
      const path = `${idPath("/tasks", taskId, "taskId")}/startTracking`;
      const body = checkLegacyBody(startTrackingBody, input, "startTracking");
      return send({ method: "POST", path, body }, anyData, o);
    },

    /** Sends `userId` only when given (it selects whose timer stops when several users track). */
    async stopTracking(
      taskId: string,
      input: { time: string | Date; userId?: string | undefined },
      o?: RequestOptions,
    ) {
      const path = `${idPath("/tasks", taskId, "taskId")}/stopTracking`;
      const parsed = checkLegacyBody(stopTrackingBody, input, "stopTracking");
      const body =
        parsed.userId === undefined ? { time: parsed.time } : { time: parsed.time, userId: parsed.userId };
      return send({ method: "POST", path, body }, anyData, o);
    },

    /** POST /times — not idempotent, never retried. */
    async createTime(body: LegacyWritePayload, o?: RequestOptions) {
      const input = checkLegacyBody(legacyWritePayload, body, "createTime body");
      return send({ method: "POST", path: "/times", body: input }, anyData, o);
    },

    /** PUT /times with the entry's `_id` in the body. */
    async updateTime(body: LegacyWritePayload, o?: RequestOptions) {
      const input = checkLegacyBody(legacyWritePayload, body, "updateTime body");
      return send({ method: "PUT", path: "/times", body: input }, anyData, o);
    },

    async createProject(
      body: LegacyWritePayload,
      o?: RequestOptions,
    ): Promise<LegacyResult<{ _id: string }>> {
      const input = checkLegacyBody(legacyWritePayload, body, "createProject body");
      return send({ method: "POST", path: "/projects", body: input }, created, o);
    },
  };
}

/** Contacts, contact groups and legacy webhooks. */
function contactOperations(send: Send) {
  return {
    async createContact(input: LegacyContactInput, o?: RequestOptions): Promise<LegacyResult<LegacyContact>> {
      const body = checkLegacyBody(legacyContactInput, input, "createContact body");
      return send({ method: "POST", path: "/contacts", body }, legacyContact, o);
    },

    async updateContact(id: string, input: LegacyContactUpdate, o?: RequestOptions) {
      const path = idPath("/contacts", id, "contact id");
      const body = checkLegacyBody(legacyContactUpdate, input, "updateContact body");
      return send({ method: "PUT", path, body }, anyData, o);
    },

    async getContactGroup(
      id: string,
      paging: { page?: number | undefined; limit?: number | undefined } = {},
      o?: RequestOptions,
    ) {
      const path = idPath("/contactgroups", id, "contact group id");
      const query = checkInput(contactGroupQuery, paging, "getContactGroup");
      return send({ method: "GET", path, query }, anyData, o);
    },

    async removeWebhook(id: string, o?: RequestOptions) {
      return send({ method: "DELETE", path: idPath("/webhooks", id, "webhook id") }, anyData, o);
    },
  };
}
