import { useEffect } from "react";
import { rememberLanding } from "../lib/attribution";
import { takeDemoRedirect } from "../lib/demo-redirect";

/**
 * Islands that draw nothing: what a page does once in the browser, written as islands so it
 * runs the same way whether the page hydrates its islands or React Router hydrates it all.
 */

/** Every public page: remembers where the visitor came from (app/lib/attribution.ts). */
export function RememberLanding() {
  useEffect(rememberLanding, []);
  return null;
}

/**
 * The home page: SPEC §2's flag sends this visit to /schedule-demo, once. `replace`, so Back
 * does not return to a page that would leave again.
 */
export function DemoRedirect() {
  useEffect(() => {
    if (takeDemoRedirect()) window.location.replace("/schedule-demo");
  }, []);
  return null;
}
