import "./zod-jitless.js";
import { run } from "./main.js";

await run();
