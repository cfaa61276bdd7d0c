import { createElement } from "react";
import { blogPostPath } from "../../../content/blog";
import { renderEmail } from "../mail/render";
import type { NewsletterSendContext, PostRow, SendRow } from "./context";
import { NewsletterPostEmail } from "./emails/newsletter-post";

/** The rendered message holds this where each recipient's own unsubscribe link goes. */
const unsubscribeMarker = "https://unsubscribe.invalid/newsletter-recipient";

/** The post as the newsletter's message, rendered once for every recipient (their link is put in later). */
export async function renderPost(
  { publicUrl }: Pick<NewsletterSendContext, "publicUrl">,
  post: PostRow,
): Promise<{ html: string; text: string }> {
  return renderEmail(
    createElement(NewsletterPostEmail, {
      title: post.title,
      excerpt: post.excerpt,
      html: post.content,
      postUrl: `${publicUrl}${blogPostPath(post.slug)}`,
      unsubscribeUrl: unsubscribeMarker,
    }),
  );
}

/** One recipient's copy: the rendered message with their own link, and the RFC 8058 header fields. */
export function messageFor(
  { links }: Pick<NewsletterSendContext, "links">,
  send: Pick<SendRow, "subject" | "html" | "text">,
  subscriberId: string,
  to: string,
) {
  const own = links.unsubscribeUrl(subscriberId);
  return {
    to,
    subject: send.subject,
    html: send.html.replaceAll(unsubscribeMarker, own),
    text: send.text.replaceAll(unsubscribeMarker, own),
    headers: links.unsubscribeHeaders(subscriberId),
  };
}
