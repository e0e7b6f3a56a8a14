import * as core from "../actions-core.js";
import { post } from "../post.js";

await post({ core });
