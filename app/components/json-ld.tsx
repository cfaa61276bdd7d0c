/**
 * Structured data for search engines. `<` is escaped so content can never close the script tag.
 * A data block, never executed, so the page's CSP has nothing to allow for it.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own content, with "<" escaped.
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }}
    />
  );
}
