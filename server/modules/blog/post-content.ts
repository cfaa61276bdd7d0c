import sanitizeHtml from "sanitize-html";
import { excerptLength, wordsPerMinute } from "../../../common/blog";
import { libraryAddressesIn } from "../../../common/media-addresses";

/**
 * The allowlist for staff-written HTML, applied on write (DESIGN §4). The page CSP allows
 * inline styles, so this is the gate: no style attributes, no event handlers, no scripts,
 * frames, forms or SVG/MathML, and links only to http(s) and mailto.
 */
const allowlist: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "s",
    "a",
    "blockquote",
    "code",
    "pre",
    "hr",
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page has the post's title as its only h1.
  transformTags: {
    h1: "h2",
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow" }),
  },
};

export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, allowlist).trim();
}

/**
 * A stored body with its site-relative addresses (a library image's `/media/…`, a link to
 * `/pricing`) made absolute, for a copy read away from the site: a mail client has no page to
 * resolve them against. The allowlist runs again, so nothing else in the body changes.
 */
export function withAbsoluteAddresses(html: string, siteUrl: string): string {
  const absolute = (address: string | undefined) =>
    address?.startsWith("/") && !address.startsWith("//") ? `${siteUrl}${address}` : address;
  return sanitizeHtml(html, {
    ...allowlist,
    transformTags: {
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src) ?? "" } }),
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.href === undefined ? attribs : { ...attribs, href: absolute(attribs.href) ?? "" },
      }),
    },
  }).trim();
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of an HTML fragment: block ends become spaces, so "</p><p>" never glues two words. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|blockquote|pre|figcaption)>|<br\s*\/?>/gi, " "), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return text
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

/** What is stored with a post besides what staff typed: safe HTML and the numbers SPEC §9 defines. */
export function derivePostContent(html: string) {
  const content = sanitizePostHtml(html);
  const text = plainText(content);
  const wordCount = text === "" ? 0 : text.split(" ").length;
  return {
    content,
    bodyImages: libraryAddressesIn(content),
    excerpt: text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}...` : text,
    wordCount,
    readTime: Math.max(1, Math.ceil(wordCount / wordsPerMinute)),
  };
}
