import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NewsletterTestContext, newsletterTestContext } from "../../../tests/support/newsletter-context";
import { newsletterSubscribers } from "../../db/schema";
import { purgeUnconfirmed, unconfirmedKeptMs } from "./housekeeping";

describe("forgetting sign-ups nobody confirmed, without HTTP", () => {
  let list: NewsletterTestContext;
  beforeAll(async () => {
    list = await newsletterTestContext();
  });
  afterAll(() => list?.dispose());

  it("deletes a sign-up a week after consent was asked, and forgets a listed address's unconfirmed one", async () => {
    const now = list.clock.now().getTime();
    const weekAgo = new Date(now - unconfirmedKeptMs - 1);
    const justInside = new Date(now - unconfirmedKeptMs + 60_000);
    const pendingSignUp = {
      pendingConsentAskedAt: weekAgo,
      pendingConsentPage: "/blog",
      pendingConsentWording: "Words",
    };
    await list.db.insert(newsletterSubscribers).values([
      { email: "never@hooghly.test", status: "pending", consentAskedAt: weekAgo, ...pendingSignUp },
      { email: "recent@kaveri.test", status: "pending", consentAskedAt: justInside },
      { email: "reader@godavari.test", status: "subscribed", consentAskedAt: weekAgo, ...pendingSignUp },
      { email: "left@tapti.test", status: "unsubscribed", consentAskedAt: weekAgo, ...pendingSignUp },
    ]);

    expect(await purgeUnconfirmed(list.context)).toBe(1);
    expect(await list.subscriberRow("never@hooghly.test")).toBeUndefined();
    expect(await list.subscriberRow("recent@kaveri.test")).toMatchObject({ status: "pending" });
    for (const email of ["reader@godavari.test", "left@tapti.test"]) {
      expect(await list.subscriberRow(email)).toMatchObject({
        consentAskedAt: weekAgo,
        pendingConsentAskedAt: null,
        pendingConsentPage: null,
        pendingConsentWording: null,
      });
    }
    // The one inside the week goes on the first round after its week is up.
    await list.clock.advance(60_000);
    expect(await purgeUnconfirmed(list.context)).toBe(0);
    await list.clock.advance(1);
    expect(await purgeUnconfirmed(list.context)).toBe(1);
    expect(await list.subscriberRow("recent@kaveri.test")).toBeUndefined();
  });
});
