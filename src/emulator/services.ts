import type { BrowserLogin } from "./control/browser-login.js";
import type { DeliveryPipeline } from "./delivery/pipeline.js";
import type { CursorCodec } from "./http/cursor.js";
import type { FaultQueue } from "./http/faults.js";
import type { RateLimiter } from "./http/rate-limit.js";
import type { RequestLog } from "./http/request-log.js";
import type { ResolvedOptions } from "./options.js";
import type { StatePersistence } from "./state/persistence.js";
import type { EmulatorState } from "./state/store.js";

/** What request handlers work with; built once per emulator. */
export interface Services {
  state: EmulatorState;
  options: ResolvedOptions;
  pipeline: DeliveryPipeline;
  cursors: CursorCodec;
  faults: FaultQueue;
  /** Every API request with its headers of interest and its answer (tests prove retries with it). */
  requests: RequestLog;
  browserLogin: BrowserLogin;
  rateLimit: RateLimiter;
  legacyRateLimit: RateLimiter;
  /** With a --state-dir: a change is answered only once it is saved (state/persistence.ts). */
  persistence?: StatePersistence | undefined;
  /** Base URLs as clients reach them (set once listening). */
  urls: { baseUrl: string; legacyBaseUrl: string; controlUrl: string; authorizeUrl: string };
}
