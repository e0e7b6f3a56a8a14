/**
 * The fix for a client error that got no usable answer, by code, with the adapters' own words for
 * their settings in the `{setting}` slots (src/schemas/error-codes.ts, `inWords`): `svc` prints it
 * under the error, `svc run` and the Action after a failed step's error. A `network_error` with a
 * known cause has its cause's fix instead (network-causes.ts).
 */
import type { ClientErrorCode } from "./errors.js";

export const clientErrorFixes: Readonly<Partial<Record<ClientErrorCode, string>>> = {
  network_error:
    "check that the service (or the emulator) answers at {baseUrl}, and the proxy (HTTPS_PROXY, NO_PROXY) and CA (NODE_EXTRA_CA_CERTS) settings",
  request_timeout: "re-run, or allow each attempt more time with {timeout}",
  invalid_api_response:
    "the answer is not the API's as documented: check {baseUrl} and any proxy on the way; if it persists, report it with the request id",
  response_too_large: "check {baseUrl}: what answers there is most likely not the API",
};
