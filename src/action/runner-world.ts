import { createClient } from "../client/index.js";
import { systemClock } from "../engine/index.js";
import * as core from "./actions-core.js";
import type { ActionWorld } from "./world.js";

/** The world on a GitHub runner: @actions/core, the process's environment, signals and clock. */
export function runnerWorld(): ActionWorld {
  return {
    core,
    // process.env itself, not a copy: on Windows its names are case-insensitive (Path, PATH).
    env: process.env,
    clock: systemClock,
    cwd: process.cwd(),
    signals: process,
    createClient,
    // The GitHub client is loaded only on a re-run attempt that found a webhook.
    readRunHistory: async (request) => (await import("./run-history.js")).readRunHistory(request),
  };
}
