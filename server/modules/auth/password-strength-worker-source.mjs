// Runs the password-strength worker from its TypeScript source (development and tests, where the
// server is not bundled): tsx compiles it. The production build bundles the worker into
// build/server/password-strength-worker.js instead (scripts/build-server.mjs).
import { register } from "tsx/esm/api";

register();
await import("./password-strength-worker.ts");
