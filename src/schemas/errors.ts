import { z } from "zod";
import { requestId } from "./common.js";
import { lazySchema } from "./lazy.js";

/** One v1 error object; closed. */
const apiErrorObject = lazySchema(() =>
  z.strictObject({
    status: z.string().regex(/^[1-5][0-9]{2}$/),
    code: z.string().min(1),
    title: z.string(),
    detail: z.string(),
    source: z.record(z.string(), z.string()).optional(),
  }),
);
export type ApiErrorObject = z.infer<typeof apiErrorObject>;

export const apiErrorEnvelope = lazySchema(() =>
  z.strictObject({
    errors: z.array(apiErrorObject).min(1),
    meta: z.strictObject({ requestId }),
  }),
);
export type ApiErrorEnvelope = z.infer<typeof apiErrorEnvelope>;

/** Stable error codes of the service, by status (zod-free, so the CLI can read them at start-up). */
export { apiErrorCodes, statusErrorCode } from "./error-codes.js";
