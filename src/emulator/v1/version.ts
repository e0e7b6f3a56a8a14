import { createHash } from "node:crypto";
import { Query } from "../http/query.js";
import type { Reply } from "../http/respond.js";
import type { V1Context } from "./context.js";

const CONTRACT_VERSION = "1.1.0";
const supported = { minimumVersion: "1.0.0", supportedMajor: 1 };

/** GET /v1/ (getApiVersion, no authentication; contract 14A). */
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
        documentation: ctx.services.urls.controlUrl,
        deprecations: [],
        supportedClients: { cli: supported, mcp: supported, sdk: supported },
      },
      meta: { requestId: ctx.requestId },
    },
  };
}
