import { post } from "../post.js";

await post();
