import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/index.ts", "src/emulator/bin.ts", "src/cli/main.ts"],
      reporter: ["text-summary", "json-summary"],
      thresholds: {
        "src/cli/**": { lines: 90 },
        "src/client/**": { lines: 90 },
        "src/transport/**": { lines: 90 },
        "src/schemas/**": { lines: 90 },
        "src/signature/**": { lines: 90 },
        "src/engine/**": { lines: 90 },
        "src/action/**": { lines: 90 },
      },
    },
  },
});
