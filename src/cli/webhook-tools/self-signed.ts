import { X509Certificate } from "node:crypto";

export interface ServerCertificate {
  key: string;
  cert: string;
  /** SHA-256 fingerprint (AA:BB:...) for a sender to pin or a person to compare. */
  sha256: string;
}

const DAY_MS = 24 * 60 * 60_000;

/**
 * A throw-away certificate for 127.0.0.1, ::1 and localhost, valid one day (from an hour ago, for
 * senders whose clock is a little behind), made in-process with Node's WebCrypto through `selfsigned`:
 * no `openssl` program needed, and the key lives only in this process's memory. The library is
 * loaded here, on first use, so only `receive --self-signed` pays for it.
 */
export async function selfSignedCertificate(now = Date.now()): Promise<ServerCertificate> {
  const { generate } = await import("selfsigned");
  const pems = await generate([{ name: "commonName", value: "svc webhooks receive" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(now - 60 * 60_000),
    notAfterDate: new Date(now + DAY_MS),
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true, critical: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
          { type: 2, value: "localhost" },
        ],
      },
    ],
  });
  return certificateFrom(pems.private, pems.cert);
}

export function certificateFrom(key: string, cert: string): ServerCertificate {
  return { key, cert, sha256: new X509Certificate(cert).fingerprint256 };
}
