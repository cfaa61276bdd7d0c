import Bowser from "bowser";

/**
 * A person's words for the browser behind a user agent: "Chrome 156 on Linux", "Safari 17 on iOS
 * (iPhone)". Staff read it to recognise their own sessions and a stranger's sign-in; the raw
 * header stays beside it. The header is at most 300 characters (request-origin.ts), so the
 * parser's patterns run on little.
 */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  const browserName = browser.name ? `${browser.name}${major ? ` ${major}` : ""}` : "";
  const system = os.name ? `${os.name}${platform.model ? ` (${platform.model})` : ""}` : "";
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName || system || userAgent.slice(0, 60);
}
