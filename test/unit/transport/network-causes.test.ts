/**
 * A request that got no answer names what the socket's error means, before the error itself, and
 * carries its cause (src/transport/network-causes.ts): real loopback sockets for what a machine can
 * stage (nothing listening, TLS against a plain server, self-signed, expired and wrong-host
 * certificates, a proxy that is not there or refuses the tunnel), the socket errors themselves for
 * what it cannot (DNS, a timed-out connect, a reset).
 */
import { once } from "node:events";
import { createServer as createHttpServer, type Server } from "node:http";
import { Agent, createServer as createHttpsServer } from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import { afterAll, describe, expect, it } from "vitest";
import { createClient } from "../../../src/client/index.js";
import { inWords, neutralWords } from "../../../src/schemas/error-codes.js";
import { ClientError } from "../../../src/transport/errors.js";
import { causeAddress, networkCauseOf, networkCauses } from "../../../src/transport/network-causes.js";

const TOKEN = `tg_sa_v2_de_de-nbg-001_0123456789abcdef01234567_${"ef".repeat(32)}`;
const servers: Server[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

async function listening(server: Server): Promise<number> {
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as AddressInfo).port;
}

/** A loopback port nothing listens on: one a server had, closed again. */
async function closedPort(): Promise<number> {
  const server = createHttpServer();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failureOf(
  baseUrl: string,
  proxyEnv?: Record<string, string>,
  agent?: Agent,
): Promise<ClientError> {
  const client = createClient({ token: TOKEN, baseUrl, retries: 0, timeoutMs: 5_000, proxyEnv, agent });
  const error = await client.getWorkspace().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ClientError);
  expect((error as ClientError).code).toBe("network_error");
  return error as ClientError;
}

function certificate(options: { host: string; expired?: boolean }) {
  const day = 24 * 60 * 60_000;
  return generate([{ name: "commonName", value: options.host }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(Date.now() - (options.expired ? 10 : 1) * day),
    notAfterDate: new Date(Date.now() + (options.expired ? -2 : 7) * day),
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: options.host }] }],
  });
}

/** An https server with its certificate, and an agent that trusts it (so the other checks show). */
async function tlsServer(options: { host: string; expired?: boolean }) {
  const pems = await certificate(options);
  const server = createHttpsServer({ key: pems.private, cert: pems.cert }, (_req, res) => res.end("{}"));
  return { port: await listening(server), trusting: new Agent({ ca: pems.cert }) };
}

describe("a request without an answer says what its socket error means", () => {
  it("nothing listening: nothing answers at that address (the socket's error kept)", async () => {
    const port = await closedPort();
    const error = await failureOf(`http://127.0.0.1:${port}/v1`);
    expect(error.networkCause).toBe("refused");
    expect(error.message).toBe(
      `GET /v1/workspace failed: nothing answers at 127.0.0.1:${port} (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });

  it("https:// against a plain http server: it does not speak TLS there", async () => {
    const port = await listening(createHttpServer((_req, res) => res.end("{}")));
    const error = await failureOf(`https://127.0.0.1:${port}/v1`);
    expect(error.networkCause).toBe("not_tls");
    expect(error.message).toContain(`the server at 127.0.0.1:${port} does not speak TLS there`);
  });

  it("http:// against a TLS server: a reset whose fix names the scheme first", async () => {
    const { port } = await tlsServer({ host: "127.0.0.1" });
    const error = await failureOf(`http://127.0.0.1:${port}/v1`);
    expect(error.networkCause).toBe("reset");
    expect(error.message).toContain(`the connection to 127.0.0.1:${port} was reset`);
    expect(inWords(networkCauses.reset.hint, neutralWords)).toMatch(
      /check the scheme of the base URL, as a TLS server hangs up on http:\/\//,
    );
  });

  it("a self-signed certificate, an expired one, one for another host", async () => {
    const selfSigned = await tlsServer({ host: "127.0.0.1" });
    const untrusted = await failureOf(`https://127.0.0.1:${selfSigned.port}/v1`);
    expect(untrusted.networkCause).toBe("cert_self_signed");
    expect(untrusted.message).toContain(`the certificate of 127.0.0.1:${selfSigned.port} is self-signed`);
    const expired = await tlsServer({ host: "localhost", expired: true });
    const old = await failureOf(`https://localhost:${expired.port}/v1`, undefined, expired.trusting);
    expect(old.networkCause).toBe("cert_expired");
    const otherHost = await tlsServer({ host: "hooks.example.com" });
    const wrongHost = await failureOf(
      `https://localhost:${otherHost.port}/v1`,
      undefined,
      otherHost.trusting,
    );
    expect(wrongHost.networkCause).toBe("cert_hostname");
  });

  it("a proxy that is not there names the proxy, not the API", async () => {
    const port = await closedPort();
    const error = await failureOf("https://api.example.com/v1", { HTTPS_PROXY: `http://127.0.0.1:${port}` });
    expect(error.networkCause).toBe("proxy_refused");
    expect(error.message).toContain(`nothing answers at the proxy 127.0.0.1:${port} (HTTPS_PROXY`);
  });

  it("a proxy that refuses the tunnel (407) names the proxy's answer", async () => {
    const proxy = createHttpServer((_req, res) => res.writeHead(407).end());
    proxy.on("connect", (_req, socket) => socket.end("HTTP/1.1 407 Proxy Authentication Required\r\n\r\n"));
    const port = await listening(proxy);
    const error = await failureOf("https://api.example.com/v1", { HTTPS_PROXY: `http://127.0.0.1:${port}` });
    expect(error.networkCause).toBe("proxy_tunnel");
    expect(error.message).toMatch(/the proxy refused to connect to api\.example\.com.*407/);
  });
});

describe("networkCauseOf, for the socket errors a test cannot stage", () => {
  const socketError = (code: string, fields: Record<string, unknown> = {}) =>
    Object.assign(new Error(`${code} something`), { code, ...fields });

  it.each([
    ["ENOTFOUND", "host_unknown"],
    ["EAI_AGAIN", "dns_unavailable"],
    ["ETIMEDOUT", "connect_timeout"],
    ["ECONNRESET", "reset"],
    ["CERT_HAS_EXPIRED", "cert_expired"],
    ["ERR_TLS_CERT_ALTNAME_INVALID", "cert_hostname"],
    ["UNABLE_TO_GET_ISSUER_CERT_LOCALLY", "cert_untrusted"],
    ["ERR_SSL_WRONG_VERSION_NUMBER", "not_tls"],
  ])("%s is %s", (code, cause) => {
    expect(networkCauseOf(socketError(code))).toBe(cause);
  });

  it("names the host of a DNS failure, the address of a refused connection", () => {
    expect(causeAddress(socketError("ENOTFOUND", { hostname: "api.nowhere.example" }), "x")).toBe(
      "api.nowhere.example",
    );
    expect(causeAddress(socketError("ECONNREFUSED", { address: "::1", port: 9 }), "x")).toBe("[::1]:9");
    expect(networkCauseOf(socketError("EWHATEVER"))).toBeUndefined();
  });
});
