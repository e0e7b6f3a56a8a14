/**
 * The `svc` entry. The compile cache must be enabled before the rest of the CLI is evaluated, and
 * static imports are hoisted, so everything else is behind one dynamic import. A lone
 * `--version`/`-V` is answered here, without loading the command parser.
 */
import { enableCompileCache } from "./compile-cache.js";
import { CLI_VERSION } from "./version.js";

const argv = process.argv.slice(2);
if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  process.stdout.write(`${CLI_VERSION}\n`);
} else {
  enableCompileCache(process.env);
  const { main } = await import("./dispatch.js");
  await main();
}
