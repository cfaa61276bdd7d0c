// Bundles the Fastify server (server/index.ts and what it imports from common/ and content/)
// into build/server/index.js. Packages stay external: they are loaded from node_modules.
import { build } from "esbuild";

await build({
  // The worker threads (PDFs: server/modules/resources/pdf-thread.ts; PGlite: server/db/pglite-thread.ts;
  // chosen passwords: server/modules/auth/password-strength.ts) are loaded from beside index.js.
  entryPoints: {
    index: "server/index.ts",
    "pdf-worker": "server/modules/resources/pdf-worker.ts",
    "pglite-worker": "server/db/pglite-worker.ts",
    "password-strength-worker": "server/modules/auth/password-strength-worker.ts",
  },
  outdir: "build/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node26",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
