import { availableParallelism } from "node:os";
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
    // One file per core. Vitest's default leaves a core for itself (cores − 1), which on a
    // two-core machine runs the files one by one; most of a file's time is spent waiting on a
    // database, a child server or a browser, so two at once halved the run there (1099 s → 543 s).
    // Files share nothing that collides: each test clones its own database, listens on port 0,
    // and uses Redis keys and addresses new to it.
    maxWorkers: Math.max(2, availableParallelism()),
    // A guard against a hang, never a measure of speed (benchmarks measure: npm run bench:*). Beside
    // stress-ng on two cores, tests that start an app with the built pages, or race 100 bookings,
    // took up to 20 s, so a 20 s limit failed them from load alone.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
