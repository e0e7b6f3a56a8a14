import { createHash } from "node:crypto";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import type { V1Context } from "./v1-context.js";

const CONTRACT_VERSION = "1.1.0";
/** The contract wants an https link here (14A); the emulator's own docs are public. */
export const DOCUMENTATION_URL = "https://github.com/svc-ci/svc-ci/blob/main/docs/emulator.md";
const supported = { minimumVersion: "1.0.0", supportedMajor: 1 };

/** GET /v1/ (getApiVersion, no authentication). */
export function getApiVersion(ctx: V1Context): Reply {
  new Query(ctx.url.searchParams, []);
  return {
    status: 200,
    body: {
      data: {
        version: "1",
        contractVersion: CONTRACT_VERSION,
        manifestSha256: createHash("sha256").update(`svc-emulator:${CONTRACT_VERSION}`).digest("hex"),
        region: ctx.services.state.region,
        status: "operational",
        documentation: DOCUMENTATION_URL,
        deprecations: [],
        supportedClients: { cli: supported, mcp: supported, sdk: supported },
      },
      meta: { requestId: ctx.requestId },
    },
  };
}
