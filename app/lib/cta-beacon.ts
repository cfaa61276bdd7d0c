import { ctaBeaconPath } from "../../common/ctas";

let listening = false;

/**
 * Counts clicks on the calls to action (their `data-cta` names, common/ctas.ts) with one
 * listener on the document and a first-party beacon: no cookie, nothing kept in the browser
 * (ADR 028). A visitor whose browser sends Global Privacy Control or Do Not Track is not
 * counted (the server checks the same headers). sendBeacon survives the navigation the click starts.
 */
export function countCtaClicks(): void {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (listening || browser.globalPrivacyControl === true || browser.doNotTrack === "1" || !browser.sendBeacon) return;
  listening = true;
  document.addEventListener(
    "click",
    (event) => {
      const name = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-cta]")?.dataset.cta : "";
      if (name) browser.sendBeacon(ctaBeaconPath, JSON.stringify({ cta: name, path: location.pathname }));
    },
    { capture: true, passive: true },
  );
}
