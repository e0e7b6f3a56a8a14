/** What the client layer uses of core; other modules are imported from their own files. */
export * from "./api-error-body.js";
export * from "./base-url.js";
export * from "./errors.js";
export * from "./events.js";
export * from "./idempotency.js";
export * from "./transport.js";
export type * from "./types.js";
export * from "./wait-notice.js";
