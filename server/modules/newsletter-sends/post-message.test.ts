import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaAddress } from "../../../common/media-addresses";
import {
  type NewsletterSendsTestContext,
  newsletterSendsTestContext,
} from "../../../tests/support/newsletter-sends-context";
import { mediaAssets } from "../media/tables";
import { revisionOf } from "../media/variants";
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

  it("shows a library cover at an absolute address, as a JPEG card twice the message's width, with its alt text", async () => {
    const at = sends.clock.now();
    const [photo] = await sends.db
      .insert(mediaAssets)
      .values({
        ...{ fileName: "team.jpg", mimeType: "image/jpeg", byteSize: 1000, sha256: "a".repeat(64) },
        ...{ width: 4000, height: 3000, alt: "Four colleagues reading payslips at a desk", focalY: 0.3 },
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    if (!photo) throw new Error("the image was not stored");
    const post = await sends.post({
      imageUrl: mediaAddress(photo.id),
      content: '<p>See <a href="/pricing">our plans</a> and this chart:</p><img src="/media/chart" alt="Chart">',
    });

    const { html } = await renderPost(sends.context, post);

    const cover = `https://aster.test/media/${photo.id}/${revisionOf(photo)}/card-1280.jpg`;
    expect(html).toContain(
      `<img src="${cover}" alt="Four colleagues reading payslips at a desk" width="496" height="279"`,
    );
    // The body's site addresses work from a mail client too.
    expect(html).toContain('href="https://aster.test/pricing"');
    expect(html).toContain('src="https://aster.test/media/chart"');
    expect(html).not.toMatch(/(src|href)="\//);
  });

  it("shows a pasted cover as it is, and none when the post has no image", async () => {
    const pasted = await sends.post({ imageUrl: "https://images.example.com/payroll.jpg" });
    expect((await renderPost(sends.context, pasted)).html).toContain(
      '<img src="https://images.example.com/payroll.jpg" alt="" width="496" height="279"',
    );
    const plain = await sends.post();
    expect((await renderPost(sends.context, plain)).html).not.toContain("<img");
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
