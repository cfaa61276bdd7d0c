import { isbot } from "isbot";

/** Views count people: crawlers, link previews and monitors do not. */
export function isLikelyPerson(userAgent: string | undefined): boolean {
  return Boolean(userAgent) && !isbot(userAgent);
}
