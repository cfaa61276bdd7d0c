import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { contactEnquiries, dataRightsRequests, demoRequests } from "../../db/schema";

/**
 * Whether an earlier submission from `email` to a form's table reached staff (was not screened out
 * as spam): the sender's history, one of the spam signals (./spam.ts). Addresses compare without case.
 */
export async function reachedStaffBefore(
  db: Database,
  table: typeof contactEnquiries | typeof demoRequests | typeof dataRightsRequests,
  email: string,
): Promise<boolean> {
  const [earlier] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(sql`lower(${table.email})`, email.toLowerCase()), isNull(table.spamReason)))
    .limit(1);
  return earlier !== undefined;
}
