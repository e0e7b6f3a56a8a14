export {
  type BodyAlteration,
  type DiagnoseOptions,
  type Diagnosis,
  diagnoseWebhook,
  type HeaderName,
  type HeaderProblem,
  type TimestampCheck,
} from "./diagnose.js";
export { type HeaderBag, readHeader, SIGNATURE_HEADERS } from "./headers.js";
export { computeSignature, type SignedHeaders, type SignOptions, signWebhook } from "./sign.js";
export {
  clampTolerance,
  type DeliveryDedupeStore,
  MemoryDedupeStore,
  type VerifiedDelivery,
  type VerifyOptions,
  verifyWebhook,
  type WebhookVerificationCode,
  WebhookVerificationError,
} from "./verify.js";
