import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribeInputSchema } from "../../../common/newsletter";
import { type NewsletterTestContext, newsletterTestContext, tokenOf } from "../../../tests/support/newsletter-context";
import { confirm, confirmState, unsubscribePathFor } from "./confirmation";
import { confirmLinkLifetimeMs } from "./links";
import { subscribe } from "./sign-up";

describe("confirming a sign-up, without HTTP", () => {
  let list: NewsletterTestContext;
  beforeAll(async () => {
    list = await newsletterTestContext();
  });
  afterAll(() => list?.dispose());

  /** Signs the address up from a page, and answers the token of the link it was sent. */
  const signUp = async (email: string, page = "/blog") => {
    const input = newsletterSubscribeInputSchema.parse({ email, page, fillMs: 20_000 });
    await subscribe(list.context, input, { sendConfirmation: true });
    const sent = (await list.emailsTo(email)).at(-1);
    if (!sent) throw new Error(`nothing was sent to ${email}`);
    return tokenOf(list.linkIn(sent, "https://aster.test/newsletter/confirm?"));
  };

  it("subscribes on the Confirm button's POST, once: the second answers the same and changes nothing", async () => {
    const token = await signUp("anita@hooghly.test", "/blog/payroll");
    expect(await confirmState(list.context, token)).toBe("pending");
    const asked = list.clock.now();
    await list.clock.advance(60 * 60_000);

    expect(await confirm(list.context, token)).toEqual({ state: "subscribed", confirmedNow: true });
    const confirmedAt = list.clock.now();
    expect(await list.subscriberRow("anita@hooghly.test")).toMatchObject({
      status: "subscribed",
      confirmedAt,
      consentAskedAt: asked,
      consentPage: "/blog/payroll",
      pendingConsentAskedAt: null,
    });
    await list.clock.advance(60_000);
    expect(await confirm(list.context, token)).toEqual({ state: "subscribed", confirmedNow: false });
    expect((await list.subscriberRow("anita@hooghly.test"))?.confirmedAt).toEqual(confirmedAt);
    expect(await confirmState(list.context, token)).toBe("subscribed");
  });

  it("refuses a link older than 48 hours, and one tampered with: the sign-up stays pending", async () => {
    const token = await signUp("late@kaveri.test");
    expect(await confirm(list.context, `${token.slice(0, -2)}xx`)).toEqual({ state: "invalid", confirmedNow: false });
    await list.clock.advance(confirmLinkLifetimeMs);
    expect(await confirmState(list.context, token)).toBe("expired");
    expect(await confirm(list.context, token)).toEqual({ state: "expired", confirmedNow: false });
    expect((await list.subscriberRow("late@kaveri.test"))?.status).toBe("pending");
  });

  it("confirms only the latest sign-up: an earlier one's link is no longer good", async () => {
    const first = await signUp("twice@godavari.test", "/blog");
    await list.clock.advance(60_000);
    const second = await signUp("twice@godavari.test", "/pricing");
    expect(await confirmState(list.context, first)).toBe("invalid");
    expect(await confirm(list.context, first)).toEqual({ state: "invalid", confirmedNow: false });
    expect(await confirm(list.context, second)).toEqual({ state: "subscribed", confirmedNow: true });
    expect((await list.subscriberRow("twice@godavari.test"))?.consentPage).toBe("/pricing");
    // Once subscribed on the second, the first is still not "subscribed".
    expect(await confirmState(list.context, first)).toBe("invalid");
  });

  it("gives the subscribed page the subscriber's own unsubscribe link, while the confirmation link is good", async () => {
    const token = await signUp("leaving@tapti.test");
    const row = await list.subscriberRow("leaving@tapti.test");
    const path = unsubscribePathFor(list.context, token);
    expect(path).toMatch(/^\/newsletter\/unsubscribe\?s=/);
    const unsubscribeToken = new URLSearchParams((path ?? "").split("?")[1]).get("s") ?? "";
    expect(list.context.links.readUnsubscribeToken(unsubscribeToken)).toBe(row?.id);
    expect(unsubscribePathFor(list.context, "not-a-token")).toBeNull();
    await list.clock.advance(confirmLinkLifetimeMs);
    expect(unsubscribePathFor(list.context, token)).toBeNull();
  });
});
