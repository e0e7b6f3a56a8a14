import { z } from "zod";
import { dateTime, resource } from "./common.js";
import { locationPattern, scope } from "./credential.js";
import { lazySchema } from "./lazy.js";

const base64url = /^[A-Za-z0-9_-]+$/;

export const redirectUriPattern =
  /^http:\/\/127\.0\.0\.1:[0-9]{4,5}\/teamgrid\/callback\/[A-Za-z0-9_-]{22,86}$/;

/** Body of POST /auth/cli/token. */
export const cliTokenExchange = lazySchema(() =>
  z.strictObject({
    authorizationCode: z.string().min(43).max(172).regex(base64url),
    clientId: z.literal("teamgrid-cli"),
    codeVerifier: z
      .string()
      .min(43)
      .max(128)
      .regex(/^[A-Za-z0-9._~-]+$/),
    grantType: z.literal("authorization_code"),
    redirectUri: z.string().max(256).regex(redirectUriPattern),
  }),
);
export type CliTokenExchange = z.infer<typeof cliTokenExchange>;

export const cliAuthorization = lazySchema(() =>
  resource(
    "cliAuthorization",
    z.strictObject({
      accessToken: z.string().min(1),
      cellId: z.string().min(1).max(128),
      region: z.string().min(1).max(128),
      expiresAt: dateTime,
      grantId: z.string().min(22).max(172),
      replayed: z.boolean(),
      scopes: z.array(z.string().min(1).max(128)).min(1).max(100),
      tokenType: z.literal("Bearer"),
    }),
    z.string().regex(/^[a-f0-9]{24}$/),
  ),
);
export type CliAuthorization = z.infer<typeof cliAuthorization>;

/** Body of POST /auth/cli/storage-compensation. */
export const storageCompensation = lazySchema(() =>
  z.strictObject({ grantId: z.string().regex(/^[A-Za-z0-9_-]{16,172}$/) }),
);
export type StorageCompensation = z.infer<typeof storageCompensation>;

export const credentialContext = lazySchema(() =>
  resource(
    "credentialContext",
    z.strictObject({
      cellId: z.string().regex(locationPattern),
      region: z.string().regex(locationPattern),
      expiresAt: dateTime,
      kind: z.enum(["personalAccess", "serviceAccount"]),
      scopes: z.array(scope).min(1).max(100),
      status: z.enum(["active", "retiring"]),
    }),
  ),
);
export type CredentialContext = z.infer<typeof credentialContext>;
