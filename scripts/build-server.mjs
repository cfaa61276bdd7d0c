// Bundles the Fastify server (server/index.ts and what it imports from common/ and content/)
// into build/server/index.js. Packages stay external: they are loaded from node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "build/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node26",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
