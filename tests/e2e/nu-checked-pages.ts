/**
 * The pages the Nu HTML Checker reads in nu-html.spec.ts: the pages issue 26 adds. A new page joins
 * with one line here.
 */
export const nuCheckedPages: readonly string[] = [
  "/security",
  "/terms",
  "/cookies",
  "/gdpr",
  "/press",
  "/help",
  "/status",
  "/sitemap",
];
