/**
 * The `svc` entry. The compile cache must be enabled before the rest of the CLI is evaluated, and
 * static imports are hoisted, so everything else is behind one dynamic import.
 */
import module from "node:module";

module.enableCompileCache?.();
const { main } = await import("./run.js");
await main();
