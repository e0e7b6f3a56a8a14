import { createHash } from "node:crypto";
import { z } from "zod";
import {
  type CliAuthorization,
  type CliTokenExchange,
  redirectUriPattern,
  scope,
} from "../../schemas/index.js";
import { ApiFailure } from "../http/failure.js";
import { base64url } from "../state/ids.js";
import type { EmulatorState, IssuedCredential } from "../state/store.js";
import { SENSITIVE_SCOPES } from "./sensitive-scopes.js";

/** The parameters the CLI puts in the authorization page's URL fragment (docs/auth.md). */
export const authorizeParams = z.looseObject({
  redirect_uri: z
    .string()
    .max(256)
    .regex(redirectUriPattern, "must be http://127.0.0.1:<port>/teamgrid/callback/<id>"),
  state: z.string().regex(/^[A-Za-z0-9_-]{16,512}$/, "must be 16-512 base64url characters"),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be the base64url SHA-256 of the verifier"),
  scope: z
    .array(scope)
    .min(1)
    .max(100)
    .refine((scopes) => new Set(scopes).size === scopes.length, "scopes must be unique")
    .refine(
      (scopes) => !scopes.some((name) => SENSITIVE_SCOPES.has(name)),
      "browser login refuses sensitive scopes",
    ),
});
export type AuthorizeParams = z.output<typeof authorizeParams>;

export interface Approval {
  redirectUrl: string;
  code: string;
  state: string;
  region: string;
  cellId: string;
}

interface PendingCode {
  challenge: string;
  redirectUri: string;
  scopes: string[];
  workspaceId: string;
  expiresAt: number;
  /** Set once exchanged; an exact repeat within the code's lifetime replays it. */
  exchange?: { verifier: string; issued: IssuedCredential; grantId: string; expiresAt: number };
}

const invalidGrant = (detail: string) => new ApiFailure(400, "invalid_grant", detail);
export const COMPENSATION_WINDOW_MS = 10 * 60_000;

/** Authorization codes and grants of the browser login (Authorization Code + PKCE S256). */
export class BrowserLogin {
  readonly #codes = new Map<string, PendingCode>();

  constructor(
    private readonly state: EmulatorState,
    private readonly codeTtlMs: number,
    private readonly tokenTtlMs: number,
  ) {}

  approve(params: AuthorizeParams, workspaceId: string): Approval {
    if (!this.state.workspaces.has(workspaceId))
      throw new ApiFailure(404, "not_found", "The workspace was not found");
    this.#prune();
    const code = base64url(32);
    this.#codes.set(code, {
      challenge: params.code_challenge,
      redirectUri: params.redirect_uri,
      scopes: params.scope,
      workspaceId,
      expiresAt: this.state.clock.now() + this.codeTtlMs,
    });
    const redirect = new URL(params.redirect_uri);
    redirect.search = new URLSearchParams({
      code,
      state: params.state,
      region: this.state.region,
      cell_id: this.state.cellId,
    }).toString();
    return {
      redirectUrl: redirect.toString(),
      code,
      state: params.state,
      region: this.state.region,
      cellId: this.state.cellId,
    };
  }

  exchange(body: CliTokenExchange): CliAuthorization {
    this.#prune();
    const pending = this.#codes.get(body.authorizationCode);
    const now = this.state.clock.now();
    if (!pending || pending.expiresAt <= now)
      throw invalidGrant("The authorization code is unknown or expired; log in again.");
    if (pending.exchange) {
      if (pending.exchange.verifier !== body.codeVerifier || pending.redirectUri !== body.redirectUri) {
        this.#codes.delete(body.authorizationCode);
        throw invalidGrant("The authorization code was already used.");
      }
      return this.#resource(pending.exchange, pending.scopes, true);
    }
    const challenge = createHash("sha256").update(body.codeVerifier, "ascii").digest("base64url");
    if (challenge !== pending.challenge || pending.redirectUri !== body.redirectUri) {
      this.#codes.delete(body.authorizationCode);
      throw invalidGrant("The code verifier or redirect URI does not match the authorization request.");
    }
    const grantId = base64url(32);
    const expiresAt = now + this.tokenTtlMs;
    const issued = this.state.createCredential({
      workspaceId: pending.workspaceId,
      name: "TeamGrid CLI",
      kind: "personalAccess",
      scopes: pending.scopes,
      expiresAt,
      grant: { grantId, issuedAt: now },
    });
    pending.exchange = { verifier: body.codeVerifier, issued, grantId, expiresAt };
    return this.#resource(pending.exchange, pending.scopes, false);
  }

  #resource(
    exchange: NonNullable<PendingCode["exchange"]>,
    scopes: string[],
    replayed: boolean,
  ): CliAuthorization {
    return {
      id: exchange.issued.credentialId,
      type: "cliAuthorization",
      attributes: {
        accessToken: exchange.issued.token,
        cellId: exchange.issued.cellId,
        region: exchange.issued.region,
        expiresAt: this.state.clock.iso(exchange.expiresAt),
        grantId: exchange.grantId,
        replayed,
        scopes: [...scopes],
        tokenType: "Bearer",
      },
    };
  }

  /** Expired codes (and the tokens kept for their replay) are forgotten. */
  #prune(): void {
    const now = this.state.clock.now();
    for (const [code, pending] of this.#codes) if (pending.expiresAt <= now) this.#codes.delete(code);
  }
}
