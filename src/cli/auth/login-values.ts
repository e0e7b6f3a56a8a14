import { createHash, randomBytes } from "node:crypto";

/** The pairing-phrase word list of the browser login (docs/auth.md; 32 words; a random byte mod 32 picks one). */
export const PAIRING_WORDS = [
  "amber",
  "atlas",
  "birch",
  "cobalt",
  "coral",
  "delta",
  "ember",
  "falcon",
  "forest",
  "harbor",
  "indigo",
  "juniper",
  "lagoon",
  "maple",
  "meadow",
  "meteor",
  "ocean",
  "olive",
  "orchid",
  "pebble",
  "quartz",
  "raven",
  "river",
  "saffron",
  "silver",
  "summit",
  "tiger",
  "valley",
  "violet",
  "willow",
  "winter",
  "zephyr",
] as const;

/** The fixed first segments of the loopback callback path (the service's redirect-URI rule). */
const CALLBACK_PATH_PREFIX = "/teamgrid/callback/";

export interface LoginValues {
  state: string;
  requestSecret: string;
  authorizationRequestId: string;
  codeVerifier: string;
  codeChallenge: string;
  callbackPath: string;
  pairingPhrase: string;
}

const random64 = (bytes: number) => randomBytes(bytes).toString("base64url");

/** S256: base64url(SHA-256(ASCII verifier)) without padding. */
function codeChallengeFor(verifier: string): string {
  return createHash("sha256").update(verifier, "ascii").digest("base64url");
}

export function pairingPhrase(source: (size: number) => Buffer = randomBytes): string {
  return [...source(3)].map((byte) => PAIRING_WORDS[byte % 32]).join(" ");
}

/** A fresh installation id (32 random bytes, 43 base64url characters), saved once in the config. */
export function newInstallationId(): string {
  return random64(32);
}

/** Every per-login value (PKCE verifier, state, pairing phrase), each from the CSPRNG (base64url without padding). */
export function newLoginValues(): LoginValues {
  const codeVerifier = random64(48);
  return {
    state: random64(32),
    requestSecret: random64(32),
    authorizationRequestId: random64(32),
    codeVerifier,
    codeChallenge: codeChallengeFor(codeVerifier),
    callbackPath: `${CALLBACK_PATH_PREFIX}${random64(16)}`,
    pairingPhrase: pairingPhrase(),
  };
}
