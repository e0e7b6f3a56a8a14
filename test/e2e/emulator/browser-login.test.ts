import { createHash, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  AuthenticationError,
  createClient,
  InvalidRequestError,
  PermissionError,
} from "../../../src/client/index.js";
import { parseCredentialToken } from "../../../src/schemas/index.js";
import { startTestEmulator, type TestEmulator } from "../../support/emulator.js";

let emu: TestEmulator;
let callback: Server;
let callbackBase: string;
const callbacks: URL[] = [];

beforeAll(async () => {
  emu = await startTestEmulator();
  callback = createServer((req, res) => {
    callbacks.push(new URL(req.url ?? "/", "http://127.0.0.1"));
    res.writeHead(200, { "content-type": "text/html", "cache-control": "no-store" }).end("<p>done</p>");
  });
  callback.listen(0, "127.0.0.1");
  await once(callback, "listening");
  callbackBase = `http://127.0.0.1:${(callback.address() as AddressInfo).port}`;
});
afterAll(async () => {
  callback.closeAllConnections();
  callback.close();
  await emu.stop();
});

const b64 = (bytes: number) => randomBytes(bytes).toString("base64url");

/** What the CLI builds: PKCE pair, state, loopback redirect and the fragment URL. */
function loginRequest(scopes: string[]) {
  const codeVerifier = b64(48);
  const state = b64(32);
  const redirectUri = `${callbackBase}/teamgrid/callback/${b64(16)}`;
  const fragment = new URLSearchParams({
    authorization_request_id: b64(32),
    cli_installation_id: b64(32),
    cli_version: "1.1.0",
    code_challenge: createHash("sha256").update(codeVerifier).digest("base64url"),
    pairing_phrase: "amber atlas birch",
    platform: "linux",
    redirect_uri: redirectUri,
    request_secret: b64(32),
    state,
  });
  for (const scope of scopes) fragment.append("scope", scope);
  return { codeVerifier, state, redirectUri, url: `${emu.authorizeUrl}#${fragment}` };
}

async function approveAndFollow(login: ReturnType<typeof loginRequest>) {
  const approval = await emu.control.approve({ url: login.url });
  const response = await request(approval.redirectUrl);
  await response.body.text();
  const received = callbacks.at(-1) as URL;
  return { approval, received };
}

const exchangeBody = (login: ReturnType<typeof loginRequest>, code: string) => ({
  authorizationCode: code,
  clientId: "teamgrid-cli" as const,
  codeVerifier: login.codeVerifier,
  grantType: "authorization_code" as const,
  redirectUri: login.redirectUri,
});

describe("browser login (authorization code + PKCE S256)", () => {
  test("approval redirects to the loopback callback with exactly code, state, region and cell_id", async () => {
    const login = loginRequest(["workspace:read", "tasks:read"]);
    const { received } = await approveAndFollow(login);
    expect(received.pathname).toBe(new URL(login.redirectUri).pathname);
    expect([...received.searchParams.keys()].sort()).toEqual(["cell_id", "code", "region", "state"]);
    expect(received.searchParams.get("state")).toBe(login.state);
    expect(received.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43,172}$/);
    expect(received.searchParams.get("region")).toBe("de");
  });

  test("the exchange issues a tg_pat_v2 credential with the requested scopes; an exact repeat replays it", async () => {
    const scopes = ["workspace:read", "tasks:read"];
    const login = loginRequest(scopes);
    const { received } = await approveAndFollow(login);
    const anonymous = createClient({ baseUrl: emu.baseUrl });
    const issued = await anonymous.exchangeCliAuthorizationCode(
      exchangeBody(login, received.searchParams.get("code") as string),
    );
    expect(issued.transport.headers["cache-control"]).toBe("private, no-store, no-transform");
    const { attributes } = issued.data;
    expect(attributes).toMatchObject({
      tokenType: "Bearer",
      replayed: false,
      region: "de",
      cellId: received.searchParams.get("cell_id"),
    });
    expect(attributes.scopes).toEqual(scopes);
    const location = parseCredentialToken(attributes.accessToken);
    expect(location).toMatchObject({ prefix: "tg_pat_v2", region: "de", credentialId: issued.data.id });
    expect(Date.parse(attributes.expiresAt)).toBeGreaterThan(Date.now());
    const context = await createClient({
      token: attributes.accessToken,
      baseUrl: emu.baseUrl,
    }).getCurrentCredentialContext();
    expect(context.data.attributes).toMatchObject({ kind: "personalAccess", scopes });
    const repeat = await anonymous.exchangeCliAuthorizationCode(
      exchangeBody(login, received.searchParams.get("code") as string),
    );
    expect(repeat.data.attributes).toEqual({ ...attributes, replayed: true });
  });

  test("a wrong verifier, an unknown code and an expired code are 400 invalid_grant; a failed code is burnt", async () => {
    const login = loginRequest(["tasks:read"]);
    const { received } = await approveAndFollow(login);
    const code = received.searchParams.get("code") as string;
    const anonymous = createClient({ baseUrl: emu.baseUrl, retries: 0 });
    const wrong = await anonymous
      .exchangeCliAuthorizationCode({ ...exchangeBody(login, code), codeVerifier: b64(48) })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(InvalidRequestError);
    expect((wrong as InvalidRequestError).code).toBe("invalid_grant");
    await expect(anonymous.exchangeCliAuthorizationCode(exchangeBody(login, code))).rejects.toBeInstanceOf(
      InvalidRequestError,
    );
    const late = loginRequest(["tasks:read"]);
    const lateCode = (await approveAndFollow(late)).received.searchParams.get("code") as string;
    await emu.control.setClockOffset(120_000);
    try {
      await expect(
        anonymous.exchangeCliAuthorizationCode(exchangeBody(late, lateCode)),
      ).rejects.toMatchObject({ status: 400, code: "invalid_grant" });
    } finally {
      await emu.control.setClockOffset(0);
    }
  });

  test("sensitive scopes are refused at approval", async () => {
    const login = loginRequest(["webhooks:read", "webhooks:write"]);
    await expect(emu.control.approve({ url: login.url })).rejects.toThrow(/sensitive/);
  });

  test("storage compensation revokes exactly the just-issued credential", async () => {
    const login = loginRequest(["workspace:read"]);
    const { received } = await approveAndFollow(login);
    const issued = await createClient({ baseUrl: emu.baseUrl }).exchangeCliAuthorizationCode(
      exchangeBody(login, received.searchParams.get("code") as string),
    );
    const client = createClient({ token: issued.data.attributes.accessToken, baseUrl: emu.baseUrl });
    await expect(client.compensateCliAuthorizationStorage({ grantId: b64(32) })).rejects.toBeInstanceOf(
      PermissionError,
    );
    await expect(
      emu.client("admin").compensateCliAuthorizationStorage({ grantId: issued.data.attributes.grantId }),
    ).rejects.toBeInstanceOf(PermissionError);
    const compensated = await client.compensateCliAuthorizationStorage({
      grantId: issued.data.attributes.grantId,
    });
    expect(compensated.transport.status).toBe(204);
    await expect(client.getCurrentCredentialContext()).rejects.toBeInstanceOf(AuthenticationError);
    expect((await emu.client("admin").getWorkspace()).transport.status).toBe(200);
  });

  test("the authorization page is served as HTML that reads the fragment; --auto-approve approves on load", async () => {
    const page = await request(emu.authorizeUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["referrer-policy"]).toBe("no-referrer");
    const html = await page.body.text();
    expect(html).toContain("location.hash");
    expect(html).toContain("Workspace A");
    expect(html).toContain("if (false) approve();");
    const auto = await startTestEmulator({ autoApprove: true });
    try {
      expect(await (await request(auto.authorizeUrl)).body.text()).toContain("if (true) approve();");
    } finally {
      await auto.stop();
    }
  });
});
