import { newsletterSendMessages } from "../../../common/newsletter-send";
import { HttpError } from "../../http/errors";
import type { Actor } from "../audit/service";
import { findPost, isLive, type NewsletterSendContext } from "./context";
import { messageFor, renderPost } from "./post-message";

/** The test send's unsubscribe link and headers name nobody: the nil id is no subscriber's. */
const nobody = "00000000-0000-0000-0000-000000000000";

/**
 * The post as a subscriber would get it, to one address a staff member gives (no headers name a
 * subscriber), queued with its audit row. Refused (409) for a post that is not live.
 */
export async function testSend(
  context: Pick<NewsletterSendContext, "db" | "clock" | "outbox" | "audit" | "links" | "publicUrl">,
  { postId, to }: { postId: string; to: string },
  actor: Actor,
): Promise<void> {
  const { audit, outbox } = context;
  const post = await findPost(context, postId);
  if (!isLive(context, post)) throw new HttpError(409, newsletterSendMessages.notPublished);
  const { html, text } = await renderPost(context, post);
  await audit.write(actor, async (tx) => {
    await outbox.enqueue(tx, { ...messageFor(context, { subject: `[Test] ${post.title}`, html, text }, nobody, to) });
    return {
      result: undefined,
      record: {
        action: "test-send",
        entity: "newsletter_send",
        entityId: post.id,
        publicContent: false,
        summary: `Sent a test of the newsletter "${post.title}" to ${to}`,
      },
    };
  });
  outbox.wake();
}
