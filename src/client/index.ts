export * from "../transport/errors.js";
export { combineEvents } from "../transport/events.js";
export type {
  HttpMethod,
  Logger,
  RateLimit,
  RefusedWait,
  Sleep,
  TransportEvents,
  TransportInfo,
  WaitInfo,
  WaitReason,
} from "../transport/types.js";
export { describeWait, waitNotices } from "../transport/wait-notice.js";
export { type Client, createClient, type PaginationOperations } from "./client.js";
export { updateApplied } from "./establish.js";
export {
  createLegacyClient,
  type LegacyClient,
  type LegacyClientOptions,
  type LegacyResult,
} from "./legacy/index.js";
export { DEFAULT_MAX_PAGES, paginate } from "./pagination.js";
export { AppliedWriteError } from "./response.js";
export type * from "./types.js";
