import type { ParsedMail } from "mailparser";

/**
 * The RFC 8058 header fields of a received message, read from its raw header lines (mailparser's
 * parsed `list` object keeps only part of them): the https link, the mailto, and the
 * List-Unsubscribe-Post value; empty strings when absent.
 */
export function listUnsubscribeOf(message: ParsedMail): { url: string; mailto: string; post: string } {
  const raw = (name: string) =>
    (message.headerLines.find((header) => header.key === name)?.line ?? "")
      .replace(/\r?\n[ \t]+/g, "")
      .slice(name.length + 1)
      .trim();
  const links = [...raw("list-unsubscribe").matchAll(/<([^<>]*)>/g)].map((match) => match[1] ?? "");
  return {
    url: links.find((link) => link.startsWith("https://") || link.startsWith("http://")) ?? "",
    mailto: links.find((link) => link.startsWith("mailto:")) ?? "",
    post: raw("list-unsubscribe-post"),
  };
}
