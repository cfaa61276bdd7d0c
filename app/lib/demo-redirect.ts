/** SPEC §2: set earlier in the session, it sends the next home-page load to /schedule-demo, once. */
export const demoRedirectFlag = "shouldNavigateToDemo";

/** Reads and clears the flag; true when the home page should go to /schedule-demo now. */
export function takeDemoRedirect(): boolean {
  try {
    const value = sessionStorage.getItem(demoRedirectFlag);
    if (value === null) return false;
    sessionStorage.removeItem(demoRedirectFlag);
    return value !== "false";
  } catch {
    return false;
  }
}
