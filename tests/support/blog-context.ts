import { eq } from "drizzle-orm";
import { pino } from "pino";
import { blogPostInputSchema } from "../../common/blog";
import type { Database } from "../../server/db/client";
import { adminUsers } from "../../server/db/schema";
import { type Actor, type AuditRecord, createAuditLog } from "../../server/modules/audit/service";
import { type BlogContext, createBlogContext } from "../../server/modules/blog/context";
import type { BlogPostFields } from "../../server/modules/blog/post-record";
import { freshDatabase, TestClock, testAdmin } from "./test-database";

export interface BlogTestContext {
  context: BlogContext;
  db: Database;
  clock: TestClock;
  /** The admin every test database starts with, as the writes' actor. */
  staff: Actor;
  /** What the audit log recorded, in the order the writes committed (the app's listeners see this). */
  committed: AuditRecord[];
  dispose(): Promise<void>;
}

/**
 * The blog module's steps with their real collaborators (an embedded PGlite cloned from the
 * migrated template, the audit log, the view counter) and nothing of HTTP: for the steps' own
 * unit tests beside them.
 */
export async function blogTestContext(): Promise<BlogTestContext> {
  const { database, dispose } = await freshDatabase("pglite");
  const db = database.db;
  const clock = new TestClock();
  const audit = createAuditLog({ db, clock });
  const committed: AuditRecord[] = [];
  audit.onCommitted((record) => {
    committed.push(record);
  });
  const context = createBlogContext({ db, clock, log: pino({ level: "silent" }), audit });
  const [admin] = await db.select().from(adminUsers).where(eq(adminUsers.username, testAdmin.username));
  if (!admin) throw new Error("the test database has no admin");
  return { context, db, clock, staff: { id: admin.id, username: admin.username }, committed, dispose };
}

/** A post as staff's form sends it, checked and normalised by the route's schema. */
export const postInput = (fields: Record<string, unknown> = {}): BlogPostFields =>
  blogPostInputSchema.parse({
    title: "Rosters that work",
    content: "<p>Shift rosters for plants that never stop.</p>",
    category: "Workforce",
    author: "Meera Rao",
    ...fields,
  });
