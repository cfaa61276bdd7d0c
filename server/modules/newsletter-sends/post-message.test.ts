import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { messageFor, renderPost } from "./post-message";

describe("a post as the newsletter's message, without HTTP", () => {
  let sends: NewsletterSendsTestContext;
  beforeAll(async () => {
    sends = await newsletterSendsTestContext();
  });
  afterAll(() => sends?.dispose());

  it("renders the post once, with its title, body and link on the site", async () => {
    const post = await sends.post({ title: "Payroll in India, 2026" });
    const { html, text } = await renderPost(sends.context, post);
    expect(html).toContain("Payroll in India, 2026");
    expect(html).toContain("Everything that changed this year.");
    expect(html).toContain(`https://aster.test/blog/${post.slug}`);
    expect(text).toContain("Read on the site");
    expect(text).toContain(`https://aster.test/blog/${post.slug}`);
  });

  it("gives each recipient a copy with their own unsubscribe link, in both parts and in the RFC 8058 headers", async () => {
    const post = await sends.post();
    const rendered = await renderPost(sends.context, post);
    const send = { subject: post.title, ...rendered };
    const [anita, ravi] = await sends.subscribers(2);
    const copyA = messageFor(sends.context, send, anita?.id ?? "", anita?.email ?? "");
    const copyR = messageFor(sends.context, send, ravi?.id ?? "", ravi?.email ?? "");

    const ownA = sends.context.links.unsubscribeUrl(anita?.id ?? "");
    const ownR = sends.context.links.unsubscribeUrl(ravi?.id ?? "");
    expect(copyA).toMatchObject({ to: anita?.email, subject: post.title });
    expect(copyA.text).toContain(ownA);
    expect(copyA.html).toContain(ownA.replaceAll("&", "&amp;"));
    expect(`${copyA.html} ${copyA.text}`).not.toContain(ownR);
    expect(copyR.text).toContain(ownR);
    expect(copyA.headers).toEqual({
      "List-Unsubscribe": expect.stringContaining(`<${ownA}>, <mailto:unsubscribe@aster.test?subject=`),
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // Nothing of the placeholder the send was rendered with is left.
    expect(`${copyA.html} ${copyA.text}`).not.toContain("unsubscribe.invalid");
  });
});
