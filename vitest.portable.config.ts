/**
 * The tests CI runs on macOS and Windows runners (Linux runs them all, `npm test`): the unit tests
 * and the Action's end-to-end tests, minus the files test/platforms.ts names for this OS, which are
 * printed with their reasons so none is left out silently. `npm run build` first (the e2e tests run
 * dist/). Run: `npx vitest run --config vitest.portable.config.ts`.
 */
import { defineConfig } from "vitest/config";
import { excludedTests, portableTests } from "./test/platforms.js";

const excluded = excludedTests(process.platform);
console.info(
  `Portable tests on ${process.platform}: ${portableTests.join(", ")}; left out here (run on Linux in CI):\n${Object.entries(
    excluded,
  )
    .map(([file, reason]) => `  ${file}: ${reason}`)
    .join("\n")}`,
);

export default defineConfig({
  test: {
    include: portableTests,
    exclude: Object.keys(excluded),
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
