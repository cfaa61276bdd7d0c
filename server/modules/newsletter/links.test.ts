import { describe, expect, it } from "vitest";
import { confirmLinkLifetimeMs, createNewsletterLinks } from "./links";

const links = createNewsletterLinks({
  signingKey: "test key",
  publicUrl: "https://www.example.com",
  unsubscribeMailbox: "unsubscribe@example.com",
});
const id = "7b0c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3";
const tokenOf = (url: string) => new URL(url).searchParams.get("s") ?? "";

describe("newsletter links", () => {
  it("a confirmation link names its subscriber until it expires after 48 hours", () => {
    const now = new Date("2026-11-26T10:00:00Z");
    const token = tokenOf(
      links.confirmUrl({
        subscriberId: id,
        consentAskedAt: now,
        expiresAt: new Date(now.getTime() + confirmLinkLifetimeMs),
      }),
    );
    expect(links.readConfirmToken(token, now)).toEqual({ subscriberId: id, consentAskedAt: now });
    expect(links.readConfirmToken(token, new Date(now.getTime() + confirmLinkLifetimeMs))).toBe("expired");
  });

  it("refuses a confirmation token that was altered or made with another key", () => {
    const expires = new Date("2026-11-28T10:00:00Z");
    const asked = new Date("2026-11-26T09:00:00Z");
    const token = tokenOf(links.confirmUrl({ subscriberId: id, consentAskedAt: asked, expiresAt: expires }));
    const [subscriber, consent, , mac] = token.split(".");
    const later = `${subscriber}.${consent}.${(expires.getTime() + 86_400_000).toString(36)}.${mac}`;
    expect(links.readConfirmToken(later, new Date("2026-11-26T10:00:00Z"))).toBe("invalid");
    // Bound to its sign-up: another consent time is another link.
    const otherSignUp = `${subscriber}.${(asked.getTime() + 1).toString(36)}.${expires.getTime().toString(36)}.${mac}`;
    expect(links.readConfirmToken(otherSignUp, new Date("2026-11-26T10:00:00Z"))).toBe("invalid");
    const other = createNewsletterLinks({ signingKey: "other", publicUrl: "x", unsubscribeMailbox: "u@x.com" });
    expect(other.readConfirmToken(token, new Date("2026-11-26T10:00:00Z"))).toBe("invalid");
    expect(links.readConfirmToken("", new Date())).toBe("invalid");
  });

  it("an unsubscribe link never expires and cannot be made for another subscriber", () => {
    const token = tokenOf(links.unsubscribeUrl(id));
    expect(links.readUnsubscribeToken(token)).toBe(id);
    const [, mac] = token.split(".");
    expect(links.readUnsubscribeToken(`00000000-0000-4000-8000-000000000000.${mac}`)).toBeNull();
    expect(links.readUnsubscribeToken("garbage")).toBeNull();
  });

  it("gives the two RFC 8058 header fields: an https link, a mailto, and One-Click", () => {
    const headers = links.unsubscribeHeaders(id);
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const [https, mailto] = headers["List-Unsubscribe"]?.split(", ") ?? [];
    expect(https).toBe(`<${links.unsubscribeUrl(id)}>`);
    expect(mailto).toMatch(/^<mailto:unsubscribe@example\.com\?subject=unsubscribe%20/);
  });
});
