import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The newsletter's emailed links (ADR 024), signed with the server's key so no table of tokens
 * is needed and a link cannot be made for someone else's subscription:
 * - confirm: `/newsletter/confirm?s=<id>.<consent>.<expires>.<mac>`, valid until `expires` (48
 *   hours), and only for the sign-up whose consent was asked at `consent`: a link from an earlier
 *   sign-up (before the person unsubscribed, say) confirms nothing;
 * - unsubscribe: `/newsletter/unsubscribe?s=<id>.<mac>`, valid for as long as the row exists, so
 *   an old newsletter's link still works.
 * Both open a page with a button; only the POST acts (mail scanners follow links).
 */
export const confirmLinkLifetimeMs = 48 * 60 * 60 * 1000;

/** What a confirmation link is for: one subscriber's sign-up, asked at a time, until a time. */
export interface ConfirmLink {
  subscriberId: string;
  consentAskedAt: Date;
  expiresAt: Date;
}

export function createNewsletterLinks({
  signingKey,
  publicUrl,
  unsubscribeMailbox,
}: {
  signingKey: string;
  publicUrl: string;
  /** Where the mailto half of List-Unsubscribe points (an address whose mail staff read). */
  unsubscribeMailbox: string;
}) {
  const mac = (purpose: string, payload: string) =>
    createHmac("sha256", signingKey).update(`newsletter-${purpose}:${payload}`).digest("base64url");
  const same = (a: string, b: string) => {
    const left = Buffer.from(a);
    const right = Buffer.from(b);
    return left.length === right.length && timingSafeEqual(left, right);
  };

  const confirmToken = ({ subscriberId, consentAskedAt, expiresAt }: ConfirmLink) => {
    const payload = `${subscriberId}.${consentAskedAt.getTime().toString(36)}.${expiresAt.getTime().toString(36)}`;
    return `${payload}.${mac("confirm", payload)}`;
  };
  const unsubscribeToken = (subscriberId: string) => `${subscriberId}.${mac("unsubscribe", subscriberId)}`;
  const unsubscribeUrl = (subscriberId: string) =>
    `${publicUrl}/newsletter/unsubscribe?s=${encodeURIComponent(unsubscribeToken(subscriberId))}`;

  return {
    confirmUrl: (link: ConfirmLink) => `${publicUrl}/newsletter/confirm?s=${encodeURIComponent(confirmToken(link))}`,
    unsubscribeUrl,

    /**
     * The subscriber and the sign-up (when its consent was asked) a confirmation token names, or why
     * not: "invalid" (tampered, malformed) or "expired" (older than 48 hours: the visitor subscribes
     * again for a new link).
     */
    readConfirmToken(token: string, now: Date): { subscriberId: string; consentAskedAt: Date } | "invalid" | "expired" {
      const parts = token.split(".");
      if (parts.length !== 4) return "invalid";
      const [subscriberId, consent, expires, given] = parts as [string, string, string, string];
      if (!same(mac("confirm", `${subscriberId}.${consent}.${expires}`), given)) return "invalid";
      const expiresAt = Number.parseInt(expires, 36);
      if (!Number.isFinite(expiresAt) || expiresAt <= now.getTime()) return "expired";
      return { subscriberId, consentAskedAt: new Date(Number.parseInt(consent, 36)) };
    },

    /** The subscriber an unsubscribe token names, or null if it was not made by this server. */
    readUnsubscribeToken(token: string): string | null {
      const parts = token.split(".");
      if (parts.length !== 2) return null;
      const [subscriberId, given] = parts as [string, string];
      return same(mac("unsubscribe", subscriberId), given) ? subscriberId : null;
    },

    /**
     * The header fields every newsletter message carries (RFC 2369 and RFC 8058): mail providers
     * show an Unsubscribe button, and POST `List-Unsubscribe=One-Click` to the https link.
     */
    unsubscribeHeaders(subscriberId: string): Record<string, string> {
      const token = unsubscribeToken(subscriberId);
      const mailto = `mailto:${unsubscribeMailbox}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`;
      return {
        "List-Unsubscribe": `<${unsubscribeUrl(subscriberId)}>, <${mailto}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      };
    },
  };
}
export type NewsletterLinks = ReturnType<typeof createNewsletterLinks>;
