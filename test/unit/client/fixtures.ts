import nock from "nock";
import { afterEach, beforeAll, expect, vi } from "vitest";
import { type ClientOptions, createClient } from "../../../src/client/index.js";
import * as wire from "../../support/wire.js";

export const CREDENTIAL_ID = "0123456789abcdef01234567";
export const TOKEN = `tg_pat_v2_de_de-nbg-001_${CREDENTIAL_ID}_${"c0ffee".repeat(10)}abcd`;
export const ORIGIN = "https://api.de.teamgrid.app";
export const REVISION = `whk1-${"a".repeat(64)}`;
export const REVISION_2 = `whk1-${"b".repeat(64)}`;
export const ETAG = `"${REVISION}"`;
export const SECRET = `whsec_v2_${"S".repeat(43)}`;
export const RID = "req-123";
export const NO_STORE = "private, no-store, no-transform";

/** Intercepts only; any unmatched request fails. Call once per test file. */
export function useNock(): void {
  beforeAll(() => {
    nock.disableNetConnect();
  });
  afterEach(() => {
    const pending = nock.pendingMocks();
    nock.cleanAll();
    expect(pending, "every interceptor was used").toEqual([]);
  });
}

export function testClient(overrides: ClientOptions = {}) {
  const sleep = vi.fn(async (_ms: number, _signal?: AbortSignal) => {});
  const client = createClient({ token: TOKEN, sleep, random: () => 0, ...overrides });
  return { client, sleep };
}

export const api = () => nock(ORIGIN);

export function webhookResource(overrides: Record<string, unknown> = {}, id = "wh_1") {
  return wire.webhookResource(id, { url: "https://hooks.example.com/in", revision: REVISION, ...overrides });
}

export const single = (data: unknown, requestId = RID) => wire.singleEnvelope(data, requestId);
export const page = (data: unknown[], nextCursor: string | null = null, limit = 50, requestId = RID) =>
  wire.pageEnvelope(data, nextCursor, limit, requestId);

export const webhookHeaders = (revision = REVISION) => ({
  etag: `"${revision}"`,
  "cache-control": NO_STORE,
  "x-request-id": RID,
});

export const errorBody = (status: number, code: string, detail = `failed with ${code}`, requestId = RID) =>
  wire.errorEnvelope(status, code, detail, requestId);

export function deliveryResource(id = "dlv_1", overrides: Record<string, unknown> = {}) {
  return wire.deliveryResource(id, { event: "webhook.test", collection: "webhooks", attributes: overrides });
}

export const workspaceResource = {
  id: "ws_1",
  type: "workspace",
  attributes: { cellId: "de-nbg-001", currency: "EUR", name: "Acme", region: "de", subdomain: "acme" },
};
export const taskResource = (id = "t1") => ({
  id,
  type: "task",
  attributes: {
    name: "Write tests",
    archived: false,
    completed: false,
    assigneeId: null,
    listId: null,
    projectId: null,
    createdAt: null,
    updatedAt: "2026-07-01T09:30:00Z",
    extra: "passes through",
  },
});
export const listResource = (id = "l1") => ({
  id,
  type: "list",
  attributes: { archived: false, name: "Inbox", parentId: null, type: "tasks" },
});
export const contactResource = {
  id: "c1",
  type: "contact",
  attributes: {
    archived: false,
    birthday: null,
    companyTitle: "",
    createdAt: null,
    customerId: null,
    emails: [{ email: "a@example.com", type: "work" }],
    firstName: "Ada",
    lastName: "Lovelace",
    parentContactId: null,
    phoneNumbers: [],
    type: "person",
    updatedAt: null,
  },
};

export interface Captured {
  headers: Record<string, string>;
  body: string;
  path: string;
}

/** Records every request a scope answers (headers lower-cased, raw body text). */
export function capture(scope: nock.Scope): Captured[] {
  const seen: Captured[] = [];
  scope.on(
    "request",
    (
      req: { headers: Headers; path?: string; url?: string },
      interceptor: { path?: string },
      body: string,
    ) => {
      const headers: Record<string, string> = {};
      req.headers.forEach((value, key) => {
        headers[key] = value;
      });
      seen.push({ headers, body: body ?? "", path: req.path ?? interceptor.path ?? "" });
    },
  );
  return seen;
}
