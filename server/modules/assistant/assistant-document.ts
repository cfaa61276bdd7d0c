import type { ContentArea } from "../../content-areas";

/**
 * The database-backed sources are the content areas staff edit that hold words (server/content-areas.ts):
 * every one but the media library, whose alt text describes images on pages already indexed.
 */
export const databaseSources = ["plans", "blog", "jobs", "changelog"] as const satisfies readonly ContentArea[];
export type DatabaseSource = (typeof databaseSources)[number];

export const isDatabaseSource = (area: ContentArea): area is DatabaseSource =>
  (databaseSources as readonly string[]).includes(area);
/** Which rebuild owns a document: the content in code, or one of the database-backed areas. */
export type DocumentSource = "content" | DatabaseSource;

/** One passage the assistant can find, with the address of the page (and anchor) it is on. */
export interface AssistantDocument {
  id: string;
  source: DocumentSource;
  title: string;
  /** Headings, categories, tags: weighted between the title and the body. */
  keywords: string;
  body: string;
  url: string;
  /** A scheduled post: found only from this time on. */
  visibleFrom?: Date | null;
}

/** Parts as sentences: each trimmed, ended with a full stop unless it has its own, joined. */
export const sentences = (parts: readonly string[]): string =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (/[.!?:]$/.test(part) ? part : `${part}.`))
    .join(" ");
