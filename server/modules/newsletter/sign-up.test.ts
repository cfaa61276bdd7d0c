import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterConsentWording, newsletterSubscribeInputSchema } from "../../../common/newsletter";
import { type NewsletterTestContext, newsletterTestContext, tokenOf } from "../../../tests/support/newsletter-context";
import { newsletterSubscribers } from "../../db/schema";
import { subscribe } from "./sign-up";

const signUp = (fields: { email: string; page?: string; website?: string }) =>
  newsletterSubscribeInputSchema.parse({ fillMs: 20_000, ...fields });

describe("signing up for the newsletter, without HTTP", () => {
  let list: NewsletterTestContext;
  beforeAll(async () => {
    list = await newsletterTestContext();
  });
  afterAll(() => list?.dispose());

  /** A row already on the list, with the consent it was given a month ago. */
  const listed = async (email: string, status: "subscribed" | "unsubscribed") => {
    const monthAgo = new Date(list.clock.now().getTime() - 30 * 24 * 60 * 60_000);
    const consent = { consentAskedAt: monthAgo, consentPage: "/pricing", consentWording: "The words back then" };
    await list.db.insert(newsletterSubscribers).values({ email, status, ...consent, confirmedAt: monthAgo });
    return consent;
  };

  it("records a new address as pending with its consent, and sends it the link to confirm that sign-up", async () => {
    await subscribe(list.context, signUp({ email: "Anita@Hooghly.test", page: "/blog/payroll" }), {
      sendConfirmation: true,
    });
    const row = await list.subscriberRow("anita@hooghly.test");
    const now = list.clock.now();
    expect(row).toMatchObject({
      status: "pending",
      consentAskedAt: now,
      consentPage: "/blog/payroll",
      consentWording: newsletterConsentWording,
      pendingConsentAskedAt: now,
      confirmedAt: null,
    });
    const [email] = await list.emailsTo("anita@hooghly.test");
    expect(email).toMatchObject({
      subject: "Confirm your subscription to The Aster Monthly",
      relatedType: "newsletter_subscriber",
      relatedId: row?.id,
    });
    const link = list.linkIn(email as NonNullable<typeof email>, "https://aster.test/newsletter/confirm?");
    expect(list.context.links.readConfirmToken(tokenOf(link), now)).toEqual({
      subscriberId: row?.id,
      consentAskedAt: now,
    });
  });

  it("tells an address already on the list that it is, with its way out, and changes nothing", async () => {
    const consent = await listed("ravi@kaveri.test", "subscribed");
    await subscribe(list.context, signUp({ email: "ravi@kaveri.test", page: "/blog" }), { sendConfirmation: true });
    expect(await list.subscriberRow("ravi@kaveri.test")).toMatchObject({
      status: "subscribed",
      ...consent,
      pendingConsentAskedAt: null,
    });
    const emails = await list.emailsTo("ravi@kaveri.test");
    expect(emails.map((email) => email.subject)).toEqual(["You are already subscribed to The Aster Monthly"]);
    expect(emails[0]?.text).toContain("https://aster.test/newsletter/unsubscribe?s=");
  });

  it("keeps an address that left off the list: a stranger's sign-up only waits for its link", async () => {
    const consent = await listed("meera@godavari.test", "unsubscribed");
    await subscribe(list.context, signUp({ email: "meera@godavari.test", page: "/blog" }), {
      sendConfirmation: true,
    });
    expect(await list.subscriberRow("meera@godavari.test")).toMatchObject({
      status: "unsubscribed",
      ...consent,
      pendingConsentAskedAt: list.clock.now(),
      pendingConsentPage: "/blog",
    });
    const emails = await list.emailsTo("meera@godavari.test");
    expect(emails.map((email) => email.subject)).toEqual(["Confirm your subscription to The Aster Monthly"]);
  });

  it("past the per-email limits, records the sign-up but sends nothing", async () => {
    await subscribe(list.context, signUp({ email: "often@narmada.test" }), { sendConfirmation: false });
    expect(await list.subscriberRow("often@narmada.test")).toMatchObject({ status: "pending", consentPage: "/blog" });
    expect(await list.emailsTo("often@narmada.test")).toEqual([]);
  });

  it("drops a sign-up that filled the honeypot: nothing stored, nothing sent", async () => {
    await subscribe(list.context, signUp({ email: "bot@spam.test", website: "https://spam.test" }), {
      sendConfirmation: true,
    });
    expect(await list.subscriberRow("bot@spam.test")).toBeUndefined();
    expect(await list.emailsTo("bot@spam.test")).toEqual([]);
  });
});
