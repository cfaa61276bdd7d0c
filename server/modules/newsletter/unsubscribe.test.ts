import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type NewsletterTestContext, newsletterTestContext, tokenOf } from "../../../tests/support/newsletter-context";
import { newsletterSubscribers } from "../../db/schema";
import { unsubscribe, unsubscribeState } from "./unsubscribe";

describe("unsubscribing, without HTTP", () => {
  let list: NewsletterTestContext;
  beforeAll(async () => {
    list = await newsletterTestContext();
  });
  afterAll(() => list?.dispose());

  /** A subscriber on the list, and the token of the unsubscribe link every email of theirs carries. */
  const subscriber = async (email: string, status: "pending" | "subscribed" = "subscribed") => {
    const [row] = await list.db
      .insert(newsletterSubscribers)
      .values({ email, status, consentAskedAt: list.clock.now() })
      .returning();
    return { id: row?.id ?? "", token: tokenOf(list.context.links.unsubscribeUrl(row?.id ?? "")) };
  };
  const rowOf = async (id: string) =>
    (await list.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)))[0];

  it("takes a subscriber off the list at once, with the time; a second click changes nothing", async () => {
    const { id, token } = await subscriber("anita@hooghly.test");
    expect(await unsubscribeState(list.context, token)).toBe("listed");
    expect(await unsubscribe(list.context, token)).toBe("unsubscribed");
    const left = list.clock.now();
    expect(await rowOf(id)).toMatchObject({ status: "unsubscribed", unsubscribedAt: left });

    await list.clock.advance(60 * 60_000);
    expect(await unsubscribe(list.context, token)).toBe("unsubscribed");
    expect((await rowOf(id))?.unsubscribedAt).toEqual(left);
    expect(await unsubscribeState(list.context, token)).toBe("unsubscribed");
  });

  it("takes a sign-up still waiting for confirmation off too", async () => {
    const { id, token } = await subscriber("waiting@kaveri.test", "pending");
    expect(await unsubscribe(list.context, token)).toBe("unsubscribed");
    expect((await rowOf(id))?.status).toBe("unsubscribed");
  });

  it("answers invalid, and changes nothing, for a token this server did not sign or a subscriber since removed", async () => {
    const { id, token } = await subscriber("meera@godavari.test");
    const forged = `${id}.${"A".repeat(43)}`;
    expect(await unsubscribeState(list.context, forged)).toBe("invalid");
    expect(await unsubscribe(list.context, forged)).toBe("invalid");
    expect((await rowOf(id))?.status).toBe("subscribed");

    await list.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    expect(await unsubscribe(list.context, token)).toBe("invalid");
  });
});
