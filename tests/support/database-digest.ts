import { sql } from "drizzle-orm";
import type { Database } from "../../server/db/client";

/** What visitors and staff write. Counters, sessions and codes change on refused requests by design. */
export const contentTables = [
  "plans",
  "admin_users",
  "demo_requests",
  "outbox",
  "blog_posts",
  "blog_slug_redirects",
  "job_openings",
  "changelog_entries",
  "contact_enquiries",
  "audit_log",
  // The media library: what each image or video is and its bytes (the sizes made from them are made
  // again), and the product tour's choice of them (ADR 048).
  "media_assets",
  "media_files",
  "media_video_chunks",
  "product_tour_demos",
];

/** A fingerprint of every content table: its row count and an md5 over its rows in a fixed order. */
export async function contentDigest(db: Database): Promise<string> {
  const parts: string[] = [];
  for (const table of contentTables) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as d from ${table} t`,
      ),
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ d: string }>;
    parts.push(`${table}=${rows[0]?.d}`);
  }
  return parts.join(" ");
}
