import {
  CACHE_STRONG,
  type CliAuthorization,
  type CliTokenExchange,
  type CredentialContext,
  cliAuthorization,
  cliTokenExchange,
  credentialContext,
  type StorageCompensation,
  singleEnvelope,
  storageCompensation,
} from "../schemas/index.js";
import type { Transport } from "../transport/index.js";
import { checkInput, requestFields } from "./input.js";
import {
  appliedWrite,
  cacheControlProblem,
  expectCacheControl,
  expectStatus,
  parseBody,
  raiseFirst,
} from "./response.js";
import type {
  ApiResponse,
  ExchangeRequestOptions,
  NoContent,
  RequestOptions,
  ResponseWarning,
} from "./types.js";

const authorizationSingle = singleEnvelope(cliAuthorization);

/** What the service did when it answered 2xx (its answer broke the contract all the same). */
const exchangedNote = (status: number) =>
  `the service answered HTTP ${status}, so it most likely exchanged the single-use authorization code and issued a credential, which was not stored: start a new login`;
const revokedNote = (status: number) =>
  `the service answered HTTP ${status}, so the just-issued credential is most likely revoked`;
const logoutNote = (status: number) =>
  `the service answered HTTP ${status}, so this credential is most likely revoked: repeating the revocation is refused (401) and changes nothing`;
const contextSingle = singleEnvelope(credentialContext);

/** The four auth operations. */
export function authOperations(t: Transport) {
  return {
    /** Exchanges a browser-login code; sends no bearer. The returned accessToken is reveal-once. */
    async exchangeCliAuthorizationCode(
      body: CliTokenExchange,
      o: ExchangeRequestOptions = {},
    ): Promise<ApiResponse<CliAuthorization> & { warnings: ResponseWarning[] }> {
      const input = checkInput(cliTokenExchange, body, "exchangeCliAuthorizationCode body");
      return appliedWrite(exchangedNote, undefined, async () => {
        const res = await t.request({
          method: "POST",
          path: "/auth/cli/token",
          body: input,
          authenticate: false,
          ...requestFields(o),
        });
        expectStatus(res, [200]);
        const cacheControl = cacheControlProblem(res, CACHE_STRONG);
        if (!o.tolerateDeviations) raiseFirst(res, cacheControl);
        const warnings = cacheControl ? [cacheControl] : [];
        return { ...parseBody(authorizationSingle, res), transport: res.transport, warnings };
      });
    },

    /** Revokes the just-issued credential (this client's token) after a failed local store write. */
    async compensateCliAuthorizationStorage(
      body: StorageCompensation,
      o: RequestOptions = {},
    ): Promise<NoContent> {
      const input = checkInput(storageCompensation, body, "compensateCliAuthorizationStorage body");
      return appliedWrite(revokedNote, undefined, async () => {
        const res = await t.request({
          method: "POST",
          path: "/auth/cli/storage-compensation",
          body: input,
          ...requestFields(o),
        });
        expectStatus(res, [204]);
        expectCacheControl(res, CACHE_STRONG);
        return { transport: res.transport };
      });
    },

    async getCurrentCredentialContext(o: RequestOptions = {}): Promise<ApiResponse<CredentialContext>> {
      const res = await t.request({ method: "GET", path: "/auth/context", ...requestFields(o) });
      expectStatus(res, [200]);
      return { ...parseBody(contextSingle, res), transport: res.transport };
    },

    async revokeCurrentCredential(o: RequestOptions = {}): Promise<NoContent> {
      return appliedWrite(logoutNote, undefined, async () => {
        const res = await t.request({ method: "DELETE", path: "/auth/context", ...requestFields(o) });
        expectStatus(res, [204]);
        return { transport: res.transport };
      });
    },
  };
}
export type AuthOperations = ReturnType<typeof authOperations>;
