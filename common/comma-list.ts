/** SPEC §3: the back office takes lists (plan features, post tags) comma-separated; the API takes arrays. */
export function parseCommaList(commaSeparated: string): string[] {
  return commaSeparated
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}
