/**
 * The parts of the public site that staff change at run time, each stored in its own table: what
 * a staff write touches, what a cached page was made from (ADR 010), and (all but "media" and
 * "product-tour", whose pictures and videos say nothing it could quote) the assistant index's
 * database-backed sources (ADR 023). Everything else a visitor reads is code, which changes only
 * with a deploy. "product-tour" is the tour's videos, chapter starts and screenshots (ADR 048). "media" is the media library's images (ADR 046), which pages
 * of other areas show: a page that draws one reads it too. "jobs" is the careers page's job
 * openings (never background jobs): the name is stored (the seed's record of what it filled) and
 * sent between instances, so it stays.
 */
export const contentAreas = ["plans", "blog", "jobs", "changelog", "media", "product-tour"] as const;
export type ContentArea = (typeof contentAreas)[number];

export const isContentArea = (value: string): value is ContentArea =>
  (contentAreas as readonly string[]).includes(value);
