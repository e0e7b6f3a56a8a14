import { inspect } from "node:util";
import nock from "nock";
import { describe, expect, it } from "vitest";
import { createClient, createLegacyClient } from "../../../src/client/index.js";
import { startLocalServer } from "../transport/local-server.js";
import { CREDENTIAL_ID, errorBody, ORIGIN, SECRET, TOKEN, useNock } from "./fixtures.js";

useNock();

const TOKEN_SECRET_PART = TOKEN.slice(-64);
const LEGACY_TOKEN = "legacy-SECRET-0123456789";

/** Runs `fn`, returning every text a caller or log could see: message, String(), JSON, stack, log lines. */
async function surfaces(fn: (logger: { debug(line: string): void }) => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const logger = { debug: (line: string) => lines.push(line) };
  let error: unknown;
  try {
    await fn(logger);
  } catch (caught) {
    error = caught;
  }
  expect(error, "the call must fail").toBeInstanceOf(Error);
  const err = error as Error;
  return [
    err.message,
    String(err),
    JSON.stringify(err),
    err.stack ?? "",
    inspect(err, { depth: 10 }),
    ...lines,
  ];
}

function expectNoSecret(texts: string[], secrets: string[]): void {
  for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
}

describe("the token never leaks", () => {
  const secrets = [TOKEN, TOKEN_SECRET_PART, SECRET];

  it("on a 401 whose body echoes the credential", async () => {
    nock(ORIGIN)
      .get("/v1/workspace")
      .reply(
        401,
        errorBody(401, "invalid_token", `credential Bearer ${TOKEN} rejected, token=${TOKEN_SECRET_PART}`),
        {
          "www-authenticate": `Bearer ${TOKEN}`,
        },
      );
    const texts = await surfaces((logger) => createClient({ token: TOKEN, logger }).getWorkspace());
    expectNoSecret(texts, secrets);
    expect(texts[0]).toContain("[redacted]");
  });

  it("on an error object whose code, source and request id echo the credential", async () => {
    nock(ORIGIN)
      .get("/v1/workspace")
      .reply(400, {
        errors: [
          {
            status: "400",
            code: `bad_${TOKEN}`,
            title: "Bad",
            detail: "bad parameter",
            source: { parameter: `token=${TOKEN_SECRET_PART}`, header: TOKEN },
          },
        ],
        meta: { requestId: `r-${TOKEN}` },
      });
    const texts = await surfaces((logger) => createClient({ token: TOKEN, logger }).getWorkspace());
    expectNoSecret(texts, secrets);
  });

  it("on a network error whose message holds the token", async () => {
    nock(ORIGIN)
      .get("/v1/workspace")
      .times(3)
      .replyWithError(Object.assign(new Error(`reset while sending ${TOKEN}`), { code: "ECONNRESET" }));
    const texts = await surfaces((logger) =>
      createClient({ token: TOKEN, logger, sleep: async () => {} }).getWorkspace(),
    );
    expectNoSecret(texts, secrets);
  });

  it("on an invalid credential", async () => {
    const bad = `${TOKEN.slice(0, -1)}Z`;
    const texts = await surfaces(async (logger) => createClient({ token: bad, logger }));
    expectNoSecret(texts, [bad, bad.slice(-64), CREDENTIAL_ID]);
  });

  it("on a timeout", async () => {
    const server = await startLocalServer(() => {});
    const texts = await surfaces((logger) =>
      createClient({ token: TOKEN, baseUrl: server.url, timeoutMs: 20, retries: 0, logger }).getWorkspace(),
    );
    await server.close();
    expectNoSecret(texts, secrets);
  });

  it("on a schema failure of a response carrying a secret", async () => {
    nock(ORIGIN)
      .post("/v1/webhooks")
      .reply(201, {
        data: { id: "wh_1", type: "webhook", attributes: { signingSecret: SECRET } },
        meta: { requestId: "r" },
      });
    const texts = await surfaces((logger) =>
      createClient({ token: TOKEN, logger }).createWebhook({ actions: ["a"], url: "https://x.example/h" }),
    );
    expectNoSecret(texts, secrets);
  });

  it("on a redirect and an oversized body", async () => {
    nock(ORIGIN)
      .get("/v1/workspace")
      .reply(302, "", { location: `https://evil.example/?token=${TOKEN}` });
    expectNoSecret(
      await surfaces((logger) => createClient({ token: TOKEN, logger }).getWorkspace()),
      secrets,
    );
    nock(ORIGIN).get("/v1/workspace").reply(200, TOKEN.repeat(100));
    expectNoSecret(
      await surfaces((logger) =>
        createClient({ token: TOKEN, logger, maxResponseBytes: 1024 }).getWorkspace(),
      ),
      secrets,
    );
  });

  it("for the legacy token (unknown grammar, removed literally)", async () => {
    nock("https://api.teamgrid.app")
      .post("/times")
      .reply(401, {
        statusCode: 401,
        error: `bad ${LEGACY_TOKEN}`,
        message: `token ${LEGACY_TOKEN} unknown`,
      });
    const texts = await surfaces((logger) =>
      createLegacyClient({ token: LEGACY_TOKEN, logger }).createTime({ a: 1 }),
    );
    expectNoSecret(texts, [LEGACY_TOKEN]);
    nock("https://api.teamgrid.app")
      .get("/users")
      .query(true)
      .replyWithError(Object.assign(new Error(`failed ${LEGACY_TOKEN}`), { code: "ECONNREFUSED" }));
    const network = await surfaces((logger) =>
      createLegacyClient({ token: LEGACY_TOKEN, logger, retries: 0 }).findUsersByEmail("a@b.example"),
    );
    expectNoSecret(network, [LEGACY_TOKEN]);
  });
});
