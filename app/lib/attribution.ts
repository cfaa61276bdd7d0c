/**
 * Where a visitor came from, kept for the session so a demo request can say so (the UTM tags
 * and referrer are on the first page they opened, rarely on the booking page itself).
 */
export interface Attribution {
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  referrer: string;
  landingPage: string;
}

const storageKey = "aster:landing";

/** Called on every public page load; only the first page of a session is remembered. */
export function rememberLanding(): void {
  try {
    if (sessionStorage.getItem(storageKey)) return;
    const url = new URL(window.location.href);
    const landing: Attribution = {
      utmSource: url.searchParams.get("utm_source") ?? "",
      utmMedium: url.searchParams.get("utm_medium") ?? "",
      utmCampaign: url.searchParams.get("utm_campaign") ?? "",
      referrer: document.referrer.startsWith(url.origin) ? "" : document.referrer,
      landingPage: `${url.pathname}${url.search}`,
    };
    sessionStorage.setItem(storageKey, JSON.stringify(landing));
  } catch {
    // Storage may be off (private mode, policies); attribution is a nice-to-have.
  }
}

export function readAttribution(): Attribution {
  const empty: Attribution = { utmSource: "", utmMedium: "", utmCampaign: "", referrer: "", landingPage: "" };
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored ? { ...empty, ...(JSON.parse(stored) as Partial<Attribution>) } : empty;
  } catch {
    return empty;
  }
}
