import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found by walking up to package.json. The server runs both from source
 * (tsx, Vitest) and bundled into build/, so a fixed "../.." from this file would be wrong in one.
 */
function findProjectRoot(start: string): string {
  let directory = start;
  while (!existsSync(join(directory, "package.json"))) {
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No package.json above ${start}`);
    directory = parent;
  }
  return directory;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = join(projectRoot, "server/db/migrations");
export const webBuildFolder = join(projectRoot, "build/web");
export const seedImagesFolder = join(projectRoot, "content/seed/images/files");
