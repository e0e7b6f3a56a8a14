import { execFile } from "node:child_process";
import { X509Certificate } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ServerCertificate {
  key: string;
  cert: string;
  /** SHA-256 fingerprint (AA:BB:...) for a sender to pin or a person to compare. */
  sha256: string;
}

/**
 * A throw-away certificate for 127.0.0.1, ::1 and localhost, valid one day, made with the system's
 * `openssl` (Node has no API to issue certificates, and `selfsigned` is only a dev dependency). The
 * key exists on disk only for the instant openssl writes it, in a private temporary directory.
 */
export async function selfSignedCertificate(openssl = "openssl"): Promise<ServerCertificate> {
  const dir = await mkdtemp(join(tmpdir(), "svc-receive-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    await new Promise<void>((resolve, reject) => {
      execFile(
        openssl,
        [
          "req",
          "-x509",
          "-newkey",
          "ec",
          "-pkeyopt",
          "ec_paramgen_curve:P-256",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=svc webhooks receive",
          "-addext",
          "subjectAltName=IP:127.0.0.1,IP:::1,DNS:localhost",
          "-addext",
          "basicConstraints=critical,CA:TRUE",
          "-addext",
          "keyUsage=digitalSignature,keyCertSign",
          "-addext",
          "extendedKeyUsage=serverAuth",
          "-keyout",
          key,
          "-out",
          cert,
        ],
        { timeout: 20_000 },
        (error) => {
          if (!error) return resolve();
          const code = (error as NodeJS.ErrnoException).code;
          reject(
            new Error(
              code === "ENOENT"
                ? "--self-signed needs the openssl program on PATH; install it, or give --cert and --key"
                : "openssl could not create a certificate; give --cert and --key instead",
            ),
          );
        },
      );
    });
    return certificateFrom(await readFile(key, "utf8"), await readFile(cert, "utf8"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function certificateFrom(key: string, cert: string): ServerCertificate {
  return { key, cert, sha256: new X509Certificate(cert).fingerprint256 };
}
