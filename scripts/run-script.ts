import { DataDirLockedError } from "../server/db/data-dir-lock";

/**
 * Runs a command-line script's `main` and exits with its code. A PGlite folder held by a running
 * server is said in one line (stop the server first); anything else unexpected is printed whole.
 */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof DataDirLockedError ? error.message : error);
      process.exit(1);
    },
  );
}
