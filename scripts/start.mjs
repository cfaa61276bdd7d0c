// `npm start`: builds when the build is missing or older than any source, then serves it
// in production mode in this same process (so SIGTERM reaches the server directly).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const outputs = ["build/server/index.js", "build/web/server/index.js"];
const sources = [
  "app",
  "server",
  "common",
  "content",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newestModification));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? "No build yet: building…" : "Sources changed since the last build: rebuilding…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= "production";
await import(pathToFileURL(outputs[0]).href);
