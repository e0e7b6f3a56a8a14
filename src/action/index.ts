import { run } from "./main.js";
import { runnerWorld } from "./runner-world.js";

await run(runnerWorld());
