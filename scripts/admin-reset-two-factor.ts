/**
 * `npm run admin:reset-two-factor -- <username>`: for the admin who lost their only second factor
 * (docs/operations.md). Turns off that account's two-factor sign-in and recovery codes, ends its
 * sessions, and writes an audit row. Uses the configured database (DATABASE_URL, or the PGlite
 * folder in DATA_DIR: stop the server first, it holds that lock).
 */
import { existsSync } from "node:fs";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { ensureServerSecret } from "../server/db/secrets";
import { createAuditLog } from "../server/modules/audit/service";
import { createTwoFactorService } from "../server/modules/two-factor/service";
import { createUserService } from "../server/modules/users/service";
import { runScript } from "./run-script";

async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const username = process.argv[2]?.trim();
  if (!username) {
    console.error("Usage: npm run admin:reset-two-factor -- <username>");
    return 2;
  }
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });
  const database = await openDatabase(
    config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: config.DATA_DIR },
  );
  try {
    await database.withStartupLock(() => migrateDatabase(database));
    const { db } = database;
    const clock = systemClock;
    const audit = createAuditLog({ db, clock });
    const users = createUserService({ db, clock, audit });
    const signingKey = config.SECRET_KEY ?? (await ensureServerSecret(db, "signing-key"));
    const twoFactor = createTwoFactorService({ db, clock, audit, users, signingKey });
    if (!(await twoFactor.resetAsSystem(username))) {
      console.error(`No account has the username "${username}".`);
      return 1;
    }
    console.log(
      `Two-factor sign-in is off for "${username}", and their sessions have ended. They can sign in with their password.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runScript(main);
