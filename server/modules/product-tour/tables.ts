import { jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { adminUsers, updatedAt } from "../../db/schema";
import { mediaAssets } from "../media/tables";

/** A chapter's media, in the order of the demo's chapters in content/product-tour.ts. */
export interface StoredTourChapter {
  /** Where the chapter starts in the video, in seconds (and in the screenshots' timeline). */
  startSeconds: number;
  /** The library image shown for the chapter while the demo has no video. */
  imageId: string | null;
}

/**
 * What staff set for each demo of /product-tour (ADR 048): the library video it plays, if any,
 * and each chapter's start and screenshot. The demos' titles and copy are in content/product-tour.ts.
 */
export const productTourDemos = pgTable("product_tour_demos", {
  /** A demo id of content/product-tour.ts (SPEC §2: overview, onboarding, …). */
  demoId: text("demo_id").primaryKey(),
  videoId: uuid("video_id").references(() => mediaAssets.id, { onDelete: "restrict" }),
  chapters: jsonb("chapters").$type<StoredTourChapter[]>().notNull(),
  updatedBy: uuid("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
  updatedAt: updatedAt(),
});
