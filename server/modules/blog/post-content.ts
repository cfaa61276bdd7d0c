import sanitizeHtml from "sanitize-html";
import { excerptLength, wordsPerMinute } from "../../../common/blog";

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
    excerpt: text.length > excerptLength ? `${text.slice(0, excerptLength).trimEnd()}...` : text,
    wordCount,
    readTime: Math.max(1, Math.ceil(wordCount / wordsPerMinute)),
  };
}
