import { generate } from "selfsigned";

export interface LoopbackCertificate {
  /** PEM private key of the receiver. */
  key: string;
  /** PEM self-signed certificate for 127.0.0.1, ::1 and localhost; trust it as its own CA. */
  cert: string;
}

let cached: Promise<LoopbackCertificate> | undefined;

/** A self-signed certificate for loopback receivers, generated once per process. */
export function loopbackCertificate(): Promise<LoopbackCertificate> {
  cached ??= generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: new Date(Date.now() - 60 * 60_000),
    notAfterDate: new Date(Date.now() + 7 * 24 * 60 * 60_000),
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true },
      { name: "extKeyUsage", serverAuth: true },
      {
        name: "subjectAltName",
        altNames: [
          { type: 7, ip: "127.0.0.1" },
          { type: 7, ip: "::1" },
          { type: 2, value: "localhost" },
          // A public-looking name the destination tests resolve to 127.0.0.1 themselves.
          { type: 2, value: "hooks.rebind.example" },
        ],
      },
    ],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return cached;
}
