import { createElement } from "react";
import { cropSizeOf, mediaIdOf, variantUrl, widthsFor } from "../../../common/media-addresses";
import { blogPostPath } from "../../../content/blog";
import { withAbsoluteAddresses } from "../blog/post-content";
import { emailContentWidth } from "../mail/email-layout";
import { renderEmail } from "../mail/render";
import { publicImagesOf } from "../media/public-images";
import type { NewsletterSendContext, PostRow, SendRow } from "./context";
import { type EmailImage, NewsletterPostEmail } from "./emails/newsletter-post";

/** The rendered message holds this where each recipient's own unsubscribe link goes. */
const unsubscribeMarker = "https://unsubscribe.invalid/newsletter-recipient";

/** The post as the newsletter's message, rendered once for every recipient (their link is put in later). */
export async function renderPost(
  context: Pick<NewsletterSendContext, "db" | "publicUrl">,
  post: PostRow,
): Promise<{ html: string; text: string }> {
  const { publicUrl } = context;
  return renderEmail(
    createElement(NewsletterPostEmail, {
      title: post.title,
      excerpt: post.excerpt,
      html: withAbsoluteAddresses(post.content, publicUrl),
      cover: await coverOf(context, post),
      postUrl: `${publicUrl}${blogPostPath(post.slug)}`,
      unsubscribeUrl: unsubscribeMarker,
    }),
  );
}

/**
 * The post's image as a mail client can show it: a library image's 16:9 card (as /blog shows it)
 * in the first size at least twice the message's width, so it is sharp on a phone, as JPEG, the
 * one format every client draws; a pasted address as it is. Both absolute.
 */
async function coverOf(
  { db, publicUrl }: Pick<NewsletterSendContext, "db" | "publicUrl">,
  post: Pick<PostRow, "imageUrl">,
): Promise<EmailImage | null> {
  const id = mediaIdOf(post.imageUrl);
  if (!id) {
    if (!/^https?:\/\//.test(post.imageUrl)) return null;
    // Its shape is unknown: drawn as the blog draws a pasted cover, 16:9 (PostCover).
    return { src: post.imageUrl, alt: "", width: 1200, height: 675 };
  }
  const [image] = await publicImagesOf(db, [id]);
  if (!image) return null;
  const size = cropSizeOf(image, "card");
  const widths = widthsFor(size.width, "card");
  const width = widths.find((each) => each >= 2 * emailContentWidth) ?? (widths.at(-1) as number);
  return {
    src: `${publicUrl}${variantUrl(image._id, image.revision, { crop: "card", width, format: "jpeg" })}`,
    alt: image.decorative ? "" : image.alt,
    width: size.width,
    height: size.height,
  };
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
