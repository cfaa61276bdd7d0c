import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: unit and API tests need neither React Router's plugin nor Tailwind.
export default defineConfig({
  test: {
    include: ["{app,server,common,content}/**/*.test.ts", "tests/api/**/*.test.ts"],
    environment: "node",
    // One migrated database per run; every test clones it (tests/support/test-database.ts).
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/each-file.ts"],
    pool: "forks",
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
