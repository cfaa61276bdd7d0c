import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { serverSecrets } from "./schema";

/**
 * A secret the server makes for itself on first start and keeps in the database, so every
 * instance (and every restart) uses the same one without any configuration. Instances starting
 * together both try to insert; the first wins and all read its value.
 */
export async function ensureServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret "${name}" could not be stored`);
  return row.value;
}
