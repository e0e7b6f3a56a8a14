import * as core from "../actions-core.js";
import { post } from "../post-step.js";

// The post step's world on a runner, built here (not in runner-world.ts, whose API client would
// come into this small bundle): process.env itself for RUNNER_TEMP, where the record of the files is.
await post({ core, env: process.env });
