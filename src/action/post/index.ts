import * as core from "../actions-core.js";
import { post } from "../post-step.js";

await post({ core });
