import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import sodium from "libsodium-wrappers";

interface StoredSecret {
  path: string;
  keyId: string;
  encryptedValue: string;
  /** Opened with the fake's private key: proves only the holder of that key can read it. */
  plaintext: string;
}

export interface FakeGithubApi {
  /** Base URL to give the Action as GITHUB_API_URL. */
  url: string;
  secrets: StoredSecret[];
  /** Every request: method, path, authorization header and raw body. */
  requests: { method: string; path: string; authorization: string | undefined; body: string }[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += (chunk as Buffer).toString("utf8");
  return body;
}

/**
 * A loopback stand-in of GitHub's Actions-secrets REST API (repository and environment secrets):
 * serves a Curve25519 public key and stores sealed values, opening them with its private key.
 */
export async function startFakeGithubApi(): Promise<FakeGithubApi> {
  await sodium.ready;
  const keys = sodium.crypto_box_keypair();
  const keyId = "568250167242549743";
  const publicKey = sodium.to_base64(keys.publicKey, sodium.base64_variants.ORIGINAL);
  const secrets: StoredSecret[] = [];
  const requests: FakeGithubApi["requests"] = [];

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const path = req.url ?? "/";
    requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { "content-type": "application/json" }).end(json ? JSON.stringify(json) : "");
    };
    if (req.method === "GET" && path.endsWith("/secrets/public-key"))
      return send(200, { key_id: keyId, key: publicKey });
    if (req.method === "PUT" && /\/secrets\/[A-Za-z0-9_]+$/.test(path)) {
      const { encrypted_value: encryptedValue, key_id: sentKeyId } = JSON.parse(body) as Record<
        string,
        string
      >;
      if (!encryptedValue || sentKeyId !== keyId) return send(422, { message: "bad key id or value" });
      const opened = sodium.crypto_box_seal_open(
        sodium.from_base64(encryptedValue, sodium.base64_variants.ORIGINAL),
        keys.publicKey,
        keys.privateKey,
      );
      secrets.push({ path, keyId: sentKeyId, encryptedValue, plaintext: sodium.to_string(opened) });
      return send(201);
    }
    send(404, { message: "Not Found" });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secrets,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
