import { ApiFailure } from "../http/failure.js";
import { faultSpec } from "../http/faults.js";
import type { Reply } from "../http/respond.js";
import { Router } from "../http/router.js";
import type { Services } from "../services.js";
import { objectId } from "../state/ids.js";
import { applySeed } from "../state/seed.js";
import { authorizePage } from "./authorize-page.js";
import { authorizeParams } from "./browser-login.js";
import { collectionOf } from "./events.js";
import * as input from "./schemas.js";
import { deliveryView, stateView, webhookView } from "./views.js";

interface ControlContext {
  url: URL;
  params: Record<string, string>;
  body: unknown;
  services: Services;
}
type Handler = (ctx: ControlContext) => Reply;

const ok = (body: unknown, status = 200): Reply => ({ status, body });

const LATEST_RFC3339_MS = Date.parse("9999-12-31T23:59:59.999Z");

function parse<T>(
  schema: {
    safeParse(
      value: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  body: unknown,
): T {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ApiFailure(
    400,
    "invalid_request",
    `${issue?.path.join(".") || "body"}: ${issue?.message ?? "invalid"}`,
  );
}

function workspaceOf(services: Services, id: string) {
  const workspace = services.state.workspaces.get(id);
  if (!workspace) throw new ApiFailure(404, "not_found", `workspace ${id} does not exist`);
  return workspace;
}

function credentialOf(services: Services, id: string) {
  const credential = services.state.credentials.get(id);
  if (!credential) throw new ApiFailure(404, "not_found", `credential ${id} does not exist`);
  return credential;
}

function approvalParams(body: ReturnType<typeof input.approval.parse>): Record<string, unknown> {
  if (body.params) return body.params;
  const fragment = body.fragment ?? (body.url ? new URL(body.url).hash : undefined);
  if (fragment === undefined) throw new ApiFailure(400, "invalid_request", "give url, fragment or params");
  const search = new URLSearchParams(fragment.replace(/^#/, ""));
  return { ...Object.fromEntries(search), scope: search.getAll("scope") };
}

const handlers = {
  index: ({ services }) => ok({ ...services.urls, endpoints: router.describe() }),
  state: ({ services }) => ok(stateView(services)),
  createWorkspace: ({ services, body }) => {
    const spec = parse(input.newWorkspace, body);
    if (spec.sampleData) {
      const seeded = applySeed(services.state, { workspaces: [{ ...spec, credentials: [] }] });
      return ok({ workspace: services.state.workspaces.get(seeded.workspaceIds[0] as string) }, 201);
    }
    const { sampleData: _sample, ...fields } = spec;
    return ok({ workspace: services.state.createWorkspace(fields) }, 201);
  },
  createCredential: ({ services, body }) => {
    const spec = parse(input.newCredential, body);
    workspaceOf(services, spec.workspaceId);
    const issued = services.state.createCredential({
      workspaceId: spec.workspaceId,
      name: spec.name,
      scopes: spec.scopes,
      kind: spec.kind,
      ...(spec.expiresAt ? { expiresAt: Date.parse(spec.expiresAt) } : {}),
    });
    return ok({ credential: issued }, 201);
  },
  createLegacyCredential: ({ services, body }) => {
    const spec = parse(input.newLegacyCredential, body);
    workspaceOf(services, spec.workspaceId);
    return ok({ credential: services.state.createLegacyCredential(spec) }, 201);
  },
  revoke: ({ services, params }) => {
    credentialOf(services, params.id as string);
    services.state.revokeCredential(params.id as string);
    return ok({ id: params.id, revoked: true });
  },
  expire: ({ services, params }) => {
    const credential = credentialOf(services, params.id as string);
    credential.expiresAt = services.state.clock.now() - 1;
    return ok({ id: credential.id, expiresAt: services.state.clock.iso(credential.expiresAt) });
  },
  emit: ({ services, body }) => {
    const spec = parse(input.emitEvent, body);
    workspaceOf(services, spec.workspaceId);
    const item = { ...spec.item, _id: spec.item?._id ?? objectId() };
    const records = services.pipeline.publish({
      workspaceId: spec.workspaceId,
      event: spec.event,
      collection: spec.collection ?? collectionOf(spec.event),
      item,
    });
    return ok(
      {
        deliveries: records.map((record) => ({
          id: record.id,
          webhookId: record.webhookId,
          state: record.state,
        })),
      },
      202,
    );
  },
  webhooks: ({ services, url }) => {
    const workspaceId = url.searchParams.get("workspaceId");
    const includeSecrets = url.searchParams.get("includeSecrets") === "true";
    const hooks = [...services.state.webhooks.values()].filter(
      (hook) => !workspaceId || hook.workspaceId === workspaceId,
    );
    return ok({ webhooks: hooks.map((hook) => webhookView(services, hook, includeSecrets)) });
  },
  deliveries: ({ services, url }) => {
    const webhookId = url.searchParams.get("webhookId");
    const records = [...services.state.deliveries.values()]
      .filter((record) => !webhookId || record.webhookId === webhookId)
      .sort((a, b) => b.seq - a.seq);
    return ok({ deliveries: records.map((record) => deliveryView(services, record)) });
  },
  clock: ({ services, body }) => {
    const change = parse(input.clockChange, body);
    const { clock } = services.state;
    const offsetMs = "offsetMs" in change ? change.offsetMs : clock.offsetMs + change.advanceMs;
    // Checked before it applies: a clock outside RFC 3339's four-digit years cannot be served.
    const now = Date.now() + offsetMs;
    if (!(now >= 0 && now <= LATEST_RFC3339_MS)) {
      throw new ApiFailure(
        400,
        "invalid_request",
        "the clock must stay between 1970-01-01 and 9999-12-31 (RFC 3339 timestamps); the offset is unchanged",
      );
    }
    clock.setOffset(offsetMs);
    return ok({ offsetMs: clock.offsetMs, now: clock.iso() });
  },
  listFaults: ({ services }) => ok({ faults: services.faults.list() }),
  addFault: ({ services, body }) => ok({ fault: services.faults.add(parse(faultSpec, body)) }, 201),
  clearFaults: ({ services }) => ok({ cleared: services.faults.clear() }),
  listRequests: ({ services, url }) => {
    const since = Number(url.searchParams.get("sinceSeq") ?? "0");
    if (!Number.isSafeInteger(since) || since < 0)
      throw new ApiFailure(400, "invalid_request", "sinceSeq must be a whole number");
    return ok({ requests: services.requests.list(since), lastSeq: services.requests.lastSeq });
  },
  clearRequests: ({ services }) => ok({ cleared: services.requests.clear() }),
  issuedSecrets: ({ services }) => {
    if (!services.options.exposeSecrets)
      throw new ApiFailure(
        404,
        "not_found",
        "issued secrets are listed only with the test-only exposeSecrets option",
      );
    return ok({ secrets: services.state.issuedSecrets.map((issued) => ({ ...issued })) });
  },
  authorizePage: ({ services }) => ({
    status: 200,
    text: authorizePage([...services.state.workspaces.values()], services.options.autoApprove),
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
    },
  }),
  approve: ({ services, body }) => {
    const spec = parse(input.approval, body);
    const params = parse(authorizeParams, approvalParams(spec));
    const workspaceId = spec.workspaceId ?? (services.state.workspaces.keys().next().value as string);
    return ok(services.browserLogin.approve(params, workspaceId));
  },
} satisfies Record<string, Handler>;

class ControlRouter extends Router<Handler> {
  readonly #described: string[] = [];
  override add(method: string, pattern: string, handler: Handler): this {
    this.#described.push(`${method} /_emulator${pattern === "/" ? "" : pattern}`);
    return super.add(method, pattern, handler);
  }
  describe(): string[] {
    return [...this.#described];
  }
}

export const router: ControlRouter = new ControlRouter()
  .add("GET", "/", handlers.index)
  .add("GET", "/state", handlers.state)
  .add("POST", "/workspaces", handlers.createWorkspace)
  .add("POST", "/credentials", handlers.createCredential)
  .add("POST", "/legacy-credentials", handlers.createLegacyCredential)
  .add("POST", "/credentials/:id/revoke", handlers.revoke)
  .add("POST", "/credentials/:id/expire", handlers.expire)
  .add("POST", "/events", handlers.emit)
  .add("GET", "/webhooks", handlers.webhooks)
  .add("GET", "/deliveries", handlers.deliveries)
  .add("POST", "/clock", handlers.clock)
  .add("GET", "/faults", handlers.listFaults)
  .add("POST", "/faults", handlers.addFault)
  .add("DELETE", "/faults", handlers.clearFaults)
  .add("GET", "/requests", handlers.listRequests)
  .add("DELETE", "/requests", handlers.clearRequests)
  .add("GET", "/secrets", handlers.issuedSecrets)
  .add("GET", "/authorize", handlers.authorizePage)
  .add("POST", "/authorize", handlers.approve);
