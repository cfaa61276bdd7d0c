/**
 * `npm run admin:create -- <username>`: adds a back-office admin to the configured database
 * (DATABASE_URL, or the PGlite folder in DATA_DIR: stop the server first, it holds that lock).
 * The password comes from ADMIN_PASSWORD, else a prompt on a terminal, else it is generated
 * and printed once.
 */
import { existsSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { passwordMinLength } from "../common/users";
import { systemClock } from "../server/clock";
import { loadConfig } from "../server/config";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { createAccountAsSystem, generatePassword, UsernameTakenError } from "../server/modules/users/service";
import { runScript } from "./run-script";

async function askPassword(): Promise<string> {
  // Echo the prompt, then nothing while the password is typed.
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const prompt = createInterface({ input: process.stdin, output, terminal: true });
  const answer = prompt.question("Password (leave empty to generate one): ");
  muted = true;
  const password = await answer;
  prompt.close();
  process.stdout.write("\n");
  return password;
}

async function main(): Promise<number> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const username = process.argv[2]?.trim();
  if (!username || username.length < 3) {
    console.error("Usage: npm run admin:create -- <username>   (at least 3 characters)");
    return 2;
  }
  const config = loadConfig({ ...process.env, ADMIN_USERNAME: undefined, ADMIN_PASSWORD: undefined });

  let password = process.env.ADMIN_PASSWORD ?? (process.stdin.isTTY ? await askPassword() : "");
  let generated = false;
  if (password === "") {
    password = generatePassword();
    generated = true;
  }
  if (password.length < passwordMinLength) {
    console.error(`The password must be at least ${passwordMinLength} characters.`);
    return 2;
  }

  const database = await openDatabase(
    config.DATABASE_URL ? { kind: "postgres", url: config.DATABASE_URL } : { kind: "pglite", dataDir: config.DATA_DIR },
  );
  try {
    await database.withStartupLock(() => migrateDatabase(database));
    const user = await createAccountAsSystem(
      { db: database.db, clock: systemClock },
      {
        username,
        password,
        role: "admin",
      },
    );
    console.log(`Created admin "${user.username}".`);
    if (generated) console.log(`Password (shown once): ${password}`);
    return 0;
  } catch (error) {
    if (error instanceof UsernameTakenError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runScript(main);
