import { describe, expect, it } from "vitest";
import { AuthenticationError, NotFoundError, PermissionError } from "../../../src/client/index.js";
import {
  api,
  CREDENTIAL_ID,
  capture,
  contactResource,
  deliveryResource,
  errorBody,
  listResource,
  NO_STORE,
  page,
  RID,
  single,
  TOKEN,
  taskResource,
  testClient,
  useNock,
  workspaceResource,
} from "./fixtures.js";

useNock();

describe("getWorkspace", () => {
  it("returns the workspace leniently (extra attributes pass)", async () => {
    const data = { ...workspaceResource, attributes: { ...workspaceResource.attributes, plan: "pro" } };
    api().get("/v1/workspace").reply(200, single(data));
    const { client } = testClient();
    const res = await client.getWorkspace();
    expect(res.data.attributes.name).toBe("Acme");
    expect(res.meta.requestId).toBe(RID);
  });

  it("names the failing path", async () => {
    api()
      .get("/v1/workspace")
      .reply(200, single({ ...workspaceResource, type: "team" }));
    const { client } = testClient();
    await expect(client.getWorkspace()).rejects.toMatchObject({ path: "data.type", requestId: RID });
  });

  it.each([
    [401, "invalid_token", AuthenticationError],
    [403, "insufficient_scope", PermissionError],
    [404, "not_found", NotFoundError],
  ])("raises %s as its class", async (status, code, Class) => {
    api().get("/v1/workspace").reply(status, errorBody(status, code));
    const { client } = testClient();
    await expect(client.getWorkspace()).rejects.toBeInstanceOf(Class);
  });
});

describe("listTasks and listLists", () => {
  it("sends filters as query values", async () => {
    api()
      .get("/v1/tasks")
      .query({ limit: "200", archived: "false", completed: "true", assigneeId: "u1", projectId: "p1" })
      .reply(200, page([taskResource()], null, 200));
    const { client } = testClient();
    const res = await client.listTasks({
      limit: 200,
      archived: false,
      completed: true,
      assigneeId: "u1",
      projectId: "p1",
    });
    expect(res.data[0]?.attributes.name).toBe("Write tests");
  });

  it("validates list filters before sending", async () => {
    const { client } = testClient();
    await expect(client.listTasks({ limit: 201 })).rejects.toMatchObject({ code: "invalid_arguments" });
    await expect(client.listLists({ type: "other" as never })).rejects.toThrow(/listLists query.type/);
    await expect(client.listTasks({ cursor: "" })).rejects.toMatchObject({ code: "invalid_arguments" });
  });

  it("accepts all three list variants", async () => {
    const service = {
      id: "s1",
      type: "service",
      attributes: { archived: false, billable: true, billingRate: null, title: "Dev" },
    };
    const tag = { id: "g1", type: "tag", attributes: { archived: false, color: "#ff0000", name: "red" } };
    api()
      .get("/v1/lists")
      .query({ type: "tasks", parentId: "p1" })
      .reply(200, page([listResource(), service, tag], "c2"));
    const { client } = testClient();
    const res = await client.listLists({ type: "tasks", parentId: "p1" });
    expect(res.data.map((item) => item.type)).toEqual(["list", "service", "tag"]);
    expect(res.meta.page.nextCursor).toBe("c2");
  });

  it("rejects a page with more items than its limit", async () => {
    api()
      .get("/v1/tasks")
      .reply(200, page([taskResource("a"), taskResource("b")], null, 1));
    const { client } = testClient();
    await expect(client.listTasks()).rejects.toMatchObject({ path: "data" });
  });
});

describe("getContact", () => {
  it("returns the contact and URL-encodes the id", async () => {
    api().get("/v1/contacts/a%2Fb%20c").reply(200, single(contactResource));
    const { client } = testClient();
    const res = await client.getContact("a/b c");
    expect(res.data.attributes.firstName).toBe("Ada");
  });

  it("validates the id length", async () => {
    const { client } = testClient();
    await expect(client.getContact("x".repeat(129))).rejects.toMatchObject({ code: "invalid_arguments" });
    await expect(client.getContact("")).rejects.toMatchObject({ code: "invalid_arguments" });
  });

  it("maps 404 to NotFoundError", async () => {
    api()
      .get("/v1/contacts/c9")
      .reply(404, errorBody(404, "not_found", "no such contact"));
    const { client } = testClient();
    await expect(client.getContact("c9")).rejects.toMatchObject({
      name: "NotFoundError",
      detail: "no such contact",
    });
  });
});

describe("webhook deliveries", () => {
  it("lists with filters", async () => {
    api()
      .get("/v1/webhook-deliveries")
      .query({ webhookId: "wh_1", event: "webhook.test", state: "failed", limit: "200" })
      .reply(200, page([deliveryResource()]));
    const { client } = testClient();
    const res = await client.listWebhookDeliveries({
      webhookId: "wh_1",
      event: "webhook.test",
      state: "failed",
      limit: 200,
    });
    expect(res.data[0]?.attributes.state).toBe("succeeded");
  });

  it.each([
    [{ limit: 201 }, "limit"],
    [{ state: "done" }, "state"],
    [{ webhookId: "a.b" }, "webhookId"],
    [{ event: "bad event" }, "event"],
  ])("rejects %j before sending", async (query, field) => {
    const { client } = testClient();
    await expect(client.listWebhookDeliveries(query as never)).rejects.toThrow(new RegExp(field));
  });

  it("gets one delivery and validates its id", async () => {
    api().get("/v1/webhook-deliveries/dlv_1").reply(200, single(deliveryResource()));
    const { client } = testClient();
    await expect(client.getWebhookDelivery("dlv_1")).resolves.toMatchObject({ data: { id: "dlv_1" } });
    await expect(client.getWebhookDelivery("a.b")).rejects.toMatchObject({ code: "invalid_arguments" });
  });

  it("rejects a delivery with a bad attempt count", async () => {
    api()
      .get("/v1/webhook-deliveries/dlv_1")
      .reply(200, single(deliveryResource("dlv_1", { attemptCount: 33 })));
    const { client } = testClient();
    await expect(client.getWebhookDelivery("dlv_1")).rejects.toMatchObject({
      path: "data.attributes.attemptCount",
    });
  });
});

describe("auth operations", () => {
  const exchange = {
    authorizationCode: "A".repeat(43),
    clientId: "teamgrid-cli" as const,
    codeVerifier: "v".repeat(64),
    grantType: "authorization_code" as const,
    redirectUri: `http://127.0.0.1:49152/teamgrid/callback/${"c".repeat(22)}`,
  };
  const authorization = {
    id: CREDENTIAL_ID,
    type: "cliAuthorization",
    attributes: {
      accessToken: TOKEN,
      cellId: "de-nbg-001",
      region: "de",
      expiresAt: "2027-01-01T00:00:00Z",
      grantId: "g".repeat(22),
      replayed: false,
      scopes: ["workspace:read"],
      tokenType: "Bearer",
    },
  };

  it("exchanges a code without a bearer", async () => {
    const seen = capture(
      api()
        .post("/v1/auth/cli/token", exchange)
        .reply(200, single(authorization), { "cache-control": NO_STORE }),
    );
    const { client } = testClient({ token: undefined, region: "de" });
    const res = await client.exchangeCliAuthorizationCode(exchange);
    expect(res.data.attributes.tokenType).toBe("Bearer");
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it("requires the no-store Cache-Control and a valid body", async () => {
    api().post("/v1/auth/cli/token").reply(200, single(authorization), { "cache-control": "no-cache" });
    const { client } = testClient({ token: undefined, region: "de" });
    const error = await client.exchangeCliAuthorizationCode(exchange).catch((e: unknown) => e);
    expect(error).toMatchObject({ path: "headers.cache-control" });
    expect(JSON.stringify(error)).not.toContain(TOKEN);
    await expect(
      client.exchangeCliAuthorizationCode({ ...exchange, clientId: "x" as never }),
    ).rejects.toMatchObject({
      code: "invalid_arguments",
    });
  });

  it("with tolerateDeviations, a dropped Cache-Control is a warning; the body is still checked strictly", async () => {
    api().post("/v1/auth/cli/token").reply(200, single(authorization));
    const { client } = testClient({ token: undefined, region: "de" });
    const res = await client.exchangeCliAuthorizationCode(exchange, { tolerateDeviations: true });
    expect(res.data.attributes.accessToken).toBe(TOKEN);
    expect(res.warnings).toEqual([
      { path: "headers.cache-control", problem: 'expected "private, no-store, no-transform", got null' },
    ]);
    api()
      .post("/v1/auth/cli/token")
      .reply(200, single({ ...authorization, extra: 1 }));
    await expect(
      client.exchangeCliAuthorizationCode(exchange, { tolerateDeviations: true }),
    ).rejects.toMatchObject({ name: "ResponseValidationError" });
    api().post("/v1/auth/cli/token").reply(200, single(authorization), { "cache-control": NO_STORE });
    expect((await client.exchangeCliAuthorizationCode(exchange)).warnings).toEqual([]);
  });

  it("compensates storage with the client's token", async () => {
    api()
      .post("/v1/auth/cli/storage-compensation", { grantId: "g".repeat(22) })
      .matchHeader("authorization", `Bearer ${TOKEN}`)
      .reply(204, "", { "cache-control": NO_STORE });
    const { client } = testClient();
    await expect(
      client.compensateCliAuthorizationStorage({ grantId: "g".repeat(22) }),
    ).resolves.toMatchObject({
      transport: { status: 204 },
    });
    await expect(client.compensateCliAuthorizationStorage({ grantId: "short" })).rejects.toMatchObject({
      code: "invalid_arguments",
    });
  });

  it("reads and revokes the current credential context", async () => {
    const context = {
      id: CREDENTIAL_ID,
      type: "credentialContext",
      attributes: {
        cellId: "de-nbg-001",
        region: "de",
        expiresAt: "2027-01-01T00:00:00Z",
        kind: "serviceAccount",
        scopes: ["webhooks:read", "webhooks:write"],
        status: "active",
      },
    };
    api().get("/v1/auth/context").reply(200, single(context), { "cache-control": "private, no-store" });
    api().delete("/v1/auth/context").reply(204, "", { "cache-control": "private, no-store" });
    const { client } = testClient();
    expect((await client.getCurrentCredentialContext()).data.attributes.kind).toBe("serviceAccount");
    expect((await client.revokeCurrentCredential()).transport.status).toBe(204);
  });
});
