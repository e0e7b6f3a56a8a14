import { z } from "zod";
import { singleEnvelope } from "./common.js";
import { lazySchema } from "./lazy.js";

const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https URL" });
const clientSupport = z.strictObject({ minimumVersion: z.literal("1.0.0"), supportedMajor: z.literal(1) });

/** `GET /v1/` (getApiVersion): closed, every member required; the docs link is https. */
const apiVersion = lazySchema(() =>
  z.strictObject({
    version: z.literal("1"),
    contractVersion: z.literal("1.1.0"),
    manifestSha256: z.string().regex(/^[a-f0-9]{64}$/),
    region: z.string().nullable(),
    status: z.literal("operational"),
    documentation: httpsUrl,
    deprecations: z
      .array(
        z.strictObject({
          id: z.string().min(1).max(128),
          message: z.string().min(1).max(1000),
          replacement: z.url().nullable(),
          sunsetAt: z.iso.datetime({ offset: true }).nullable(),
        }),
      )
      .max(100),
    supportedClients: z.strictObject({ cli: clientSupport, mcp: clientSupport, sdk: clientSupport }),
  }),
);

export const apiVersionEnvelope = singleEnvelope(apiVersion);
