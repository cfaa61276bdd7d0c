import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach } from "vitest";

/**
 * For a describe block whose tests each want an empty directory of their own: returns a
 * function making one (named `aster-<prefix>-…` under the system's temporary directory), and
 * removes every directory it made after each test.
 */
export function temporaryDirectories(prefix: string): () => string {
  const made: string[] = [];
  afterEach(() => {
    for (const directory of made.splice(0)) rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    const directory = mkdtempSync(join(tmpdir(), `aster-${prefix}-`));
    made.push(directory);
    return directory;
  };
}
