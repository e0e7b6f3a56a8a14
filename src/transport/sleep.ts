import { setTimeout as delay } from "node:timers/promises";
import type { Sleep } from "./types.js";

/** The one sleep of the package: waits `ms`, rejects with the signal's reason when it aborts. */
export const sleep: Sleep = (ms, signal) => delay(ms, undefined, signal ? { signal } : undefined);
