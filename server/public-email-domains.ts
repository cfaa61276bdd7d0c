import freeEmailDomains from "free-email-domains";
import { parseEmailAddress } from "../common/email-address";

/**
 * Public and free email providers (Gmail, Yahoo, Rediffmail, …: the `free-email-domains` list,
 * which also holds disposable ones). Their domain is not a company: thousands of strangers share
 * it. A limit or cap meant for "one company" counts one mailbox there instead.
 */
const publicDomains: ReadonlySet<string> = new Set(freeEmailDomains);

export const isPublicEmailDomain = (domain: string): boolean => publicDomains.has(domain.toLowerCase());

/** Providers that ignore dots in the local part: `a.nita@gmail.com` is `anita@gmail.com`'s inbox. */
const dotBlindDomains: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox at a public provider, however it is written: lower case, without a `+tag`, and
 * without dots where the provider ignores them. A visitor cannot book past a cap with aliases.
 */
export function mailboxOf(local: string, domain: string): string {
  const withoutTag = local.toLowerCase().split("+", 1)[0] ?? "";
  const mailbox = dotBlindDomains.has(domain) ? withoutTag.replaceAll(".", "") : withoutTag;
  return `${mailbox}@${domain}`;
}

/**
 * Who a per-company limit counts: a company's domain, or the mailbox at a public provider.
 * Undefined when the input is not an address (validation refuses it anyway).
 */
export type Booker =
  | { kind: "company"; domain: string }
  | { kind: "person"; domain: string; mailbox: string; dotBlind: boolean };

export function bookerOf(email: unknown): Booker | undefined {
  const parsed = typeof email === "string" ? parseEmailAddress(email) : null;
  if (!parsed) return undefined;
  return isPublicEmailDomain(parsed.domain)
    ? {
        kind: "person",
        domain: parsed.domain,
        mailbox: mailboxOf(parsed.local, parsed.domain),
        dotBlind: dotBlindDomains.has(parsed.domain),
      }
    : { kind: "company", domain: parsed.domain };
}

/**
 * The key of a per-company limit (codes sent per domain): the domain, or at a public provider the
 * mailbox, so nobody can spend Gmail's whole allowance and lock out every Gmail visitor.
 */
export function companyLimitKey(email: unknown): string | undefined {
  const booker = bookerOf(email);
  if (!booker) return undefined;
  return booker.kind === "company" ? booker.domain : booker.mailbox;
}
