/**
 * The public changelog (SPEC §3): admin-managed entries merged with blog posts of category
 * Changelog, whose title minus "Changelog - " is the version and whose lines are the changes.
 * No Zod here: the /changelog page uses this in the browser too.
 */

import { businessDateOf } from "./dates";
import { withoutTags } from "./html-text";

export interface ChangelogVersion {
  version: string;
  /** YYYY-MM-DD. */
  date: string;
  /** The entry's name; posts have none beyond their version. */
  title: string;
  changes: string[];
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "");

/** Each line of text is one change: "\n" in an entry, a list item or paragraph in a post. */
export function changeLines(text: string): string[] {
  return text
    .split(/\n|<\/li>|<\/p>|<br\s*\/?>/i)
    .map((line) =>
      decode(withoutTags(line))
        .replace(/^[\s•*-]+/, "")
        .trim(),
    )
    .filter((line) => line.length > 0);
}

export function versionFromPostTitle(title: string): string {
  return title.replace(/^Changelog\s*-\s*/i, "").trim();
}

/**
 * How many of the newest changelog posts the changelog merges, on the server and in the browser
 * alike (the browser asks `GET /api/blog` for this many; the page must not depend on the path).
 */
export const changelogPostLimit = 50;

export function mergeChangelog(
  entries: ReadonlyArray<{ name: string; description: string; version: string; date: string }>,
  posts: ReadonlyArray<{ title: string; content: string; date: string }>,
): ChangelogVersion[] {
  const versions: ChangelogVersion[] = [
    ...entries.map((entry) => ({
      version: entry.version,
      date: entry.date,
      title: entry.name,
      changes: changeLines(entry.description),
    })),
    ...posts.map((post) => ({
      version: versionFromPostTitle(post.title),
      date: businessDateOf(post.date),
      title: "",
      changes: changeLines(post.content),
    })),
  ];
  return versions.sort(
    (a, b) => b.date.localeCompare(a.date) || b.version.localeCompare(a.version, "en", { numeric: true }),
  );
}
