// Runs the PDF worker from its TypeScript source (development and tests, where the server is
// not bundled): tsx compiles it, as it compiles the rest of the server there. The production
// build bundles the worker into build/server/pdf-worker.js instead (scripts/build-server.mjs).
import { register } from "tsx/esm/api";

register();
await import("./pdf-worker.ts");
