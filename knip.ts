/**
 * knip (npm run lint runs it twice): no unused file, export, type or dependency, and no dependency
 * used but not listed; then `knip --production`, which leaves the tests out: no code that only the
 * tests use (an export its own file uses too may be exported for its tests). CONTRIBUTING.md "Dead
 * code" says what to do with a finding. A pattern marked `!` is production code.
 */
import type { KnipConfig } from "knip";

const production = process.argv.includes("--production") || process.argv.includes("--strict");

const config: KnipConfig = {
  entry: [
    // The library export (package.json "exports"): its exports are the public API, never dead.
    "src/index.ts!",
    // What scripts/build.ts bundles: the Action, its post step, the two bins.
    "src/action/index.ts!",
    "src/action/post/index.ts!",
    "src/cli/main.ts!",
    "src/emulator/bin.ts!",
    // The emulator in-process (docs/emulator.md), for the tests, the benches and the demo.
    "src/emulator/index.ts!",
    "scripts/**/*.ts!",
    "bench/**/*.ts!",
    // test/**/*.test.ts and vitest.config.ts come from knip's vitest plugin.
  ],
  // dist/ and lib/ (build output) are outside the project, so knip never reads them.
  project: ["src/**/*.ts!", "scripts/**/*.ts!", "bench/**/*.ts!", "test/**/*.ts"],
  ignoreDependencies: [
    // scripts/build.ts runs ncc's CLI by its path in node_modules, which knip cannot follow.
    "@vercel/ncc",
  ],
  ignoreBinaries: [
    // System tools the tests drive, installed by scripts/install-system-packages.sh (npm's pretest).
    "taskset",
    "script",
    "mkfifo",
    "dbus-daemon",
    "gnome-keyring-daemon",
  ],
  ...(production ? { ignoreExportsUsedInFile: true } : {}),
};

export default config;
