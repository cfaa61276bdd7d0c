/**
 * The Cookie Policy page (where the footer's "Cookie Policy" entry leads). It tells the truth about
 * this website: it sets no cookies (no code in app/ or server/ writes one), loads no third-party trackers or
 * analytics (the pages' CSP runs only our own scripts: ADR 006), and keeps a few values in the browser's own
 * storage. Those values are listed in `browserStorage`, one per key the app reads or writes:
 * - "theme" (app/lib/theme.ts) and "token" (the back office's session client) in local storage, as SPEC §3 and §9 say;
 * - "aster:landing" (app/lib/attribution.ts), "aster:assistant" (the assistant's conversation,
 *   app/components/assistant/conversation.ts) and "shouldNavigateToDemo" (app/lib/demo-redirect.ts) in session storage.
 * content/legal-pages.test.ts reads the keys out of app/ and fails when this list and the code disagree.
 * The OpenStreetMap embed on /contact loads only on request (app/components/contact/office-map.tsx).
 */
import { privacyEmail } from "./data-rights";
import { securityPage } from "./security";
import type { PageHead, PolicySection } from "./types";

/** Shown under the page title, in the format privacyLastUpdated uses. */
export const cookiesLastUpdated = "November 26, 2026";

export const cookiesPage: PageHead = {
  title: "Cookie Policy",
  description:
    "Aster's website sets no cookies and runs no third-party trackers or analytics. Here is what it keeps in your browser's " +
    "storage, why, and how to clear it.",
  intro:
    "The short version: this website sets no cookies, and it runs no third-party trackers, analytics or advertising " +
    "scripts. It keeps a few small values in your browser's storage, each listed below with its purpose.",
};

/** Where a value lives: local storage keeps it until it is cleared, session storage until the tab is closed. */
export type BrowserStorageArea = "local" | "session";

/** The label a reader sees for each storage area. */
export const browserStorageAreaLabels: Readonly<Record<BrowserStorageArea, string>> = {
  local: "Local storage",
  session: "Session storage",
};

/** One value the website keeps in the visitor's browser, as the policy's table shows it. */
export interface BrowserStorageEntry {
  /** The exact key the app uses. */
  key: string;
  area: BrowserStorageArea;
  /** Whose browser holds it. */
  who: string;
  /** What the value is. */
  holds: string;
  purpose: string;
  /** How long it stays, and what removes it. */
  lasts: string;
}

/** Every key the website reads or writes in browser storage; content/legal-pages.test.ts checks it against app/. */
export const browserStorage: readonly BrowserStorageEntry[] = [
  {
    key: "theme",
    area: "local",
    who: "Visitors who use the light or dark theme switch",
    holds: 'The word "light" or "dark".',
    purpose: "Opens every page in the theme you chose, without a flash of the other one.",
    lasts: "Until you clear it. Without it, the site follows your device's light or dark setting.",
  },
  {
    key: "token",
    area: "local",
    who: "Aster staff who sign in to the website's back office",
    holds: "A random sign-in token.",
    purpose: "Keeps a staff member signed in. The back office sends it with each of their requests to our server.",
    lasts:
      "Removed when they sign out. Our server stops accepting it after 8 hours of inactivity or 7 days, whichever " +
      "comes first.",
  },
  {
    key: "aster:landing",
    area: "session",
    who: "Visitors",
    holds:
      "The address of the first page you opened on this website in this tab, including any tags in that link " +
      "(such as utm_source, utm_medium and utm_campaign), and the address of the page on another website that " +
      "linked you here, if one did.",
    purpose:
      "Stays in your browser unless you send a demo request: the request then includes it, so our sales team knows " +
      "how you found us.",
    lasts: "Until you close the tab or window.",
  },
  {
    key: "aster:assistant",
    area: "session",
    who: "Visitors who ask the assistant a question",
    holds:
      "Your conversation with the assistant: your questions, its answers with their links, and whether you marked " +
      "an answer helpful.",
    purpose:
      "Keeps the conversation on screen as you move between pages. Our server gets a question only when you ask it, " +
      "and the conversation only if you send it to our team through Live Support.",
    lasts: "Until you close the tab or window.",
  },
  {
    key: "aster:newsletter-test-to",
    area: "local",
    who: "Aster staff who send a newsletter test from the back office",
    holds: "The email address they last sent a test newsletter to.",
    purpose: "Fills in the test address the next time, so a test goes to the same inbox.",
    lasts: "Until they clear it or type another address.",
  },
  {
    key: "shouldNavigateToDemo",
    area: "session",
    who: "Visitors, only if a page has set it (no page of this website sets it today)",
    holds: "A yes-or-no flag.",
    purpose:
      "The home page checks for it and removes it at once. When it is set, the home page takes you to the demo " +
      "request form, once.",
    lasts: "Removed as soon as it is read, or when you close the tab or window.",
  },
];

/** The sections in reading order; ids are the in-page anchors. */
export const cookiesSections: readonly PolicySection[] = [
  {
    id: "cookies",
    title: "Cookies",
    paragraphs: [
      "A cookie is a small file a website asks your browser to keep and send back with every request. This website, " +
        "including its staff back office, sets none, and our servers never ask your browser to store one.",
      "We use no advertising, analytics or social media cookies, no tracking pixels and no fingerprinting. Our pages " +
        "run only our own scripts: their content security policy blocks scripts from anywhere else.",
      "We count visits to this website on our own servers, without a cookie and without storing your address or " +
        "browser: our Privacy Policy says what is counted. Browsers that send Global Privacy Control or Do Not Track " +
        "are not counted.",
    ],
  },
  {
    id: "browser-storage",
    title: "What We Keep in Your Browser",
    paragraphs: [
      "Browsers also let a website keep small values in local storage, which lasts until it is cleared, and session " +
        "storage, which lasts until the tab is closed. Unlike cookies, these values are not sent to our servers " +
        "automatically. We use them for the following, and for nothing else:",
    ],
    bullets: browserStorage.map(
      (entry) =>
        `"${entry.key}" (${browserStorageAreaLabels[entry.area].toLowerCase()}). For: ${entry.who}. ` +
        `What: ${entry.holds} Why: ${entry.purpose} How long: ${entry.lasts}`,
    ),
  },
  {
    id: "content-from-other-websites",
    title: "Content from Other Websites",
    paragraphs: [
      "The office map on our contact page comes from OpenStreetMap. It loads only when you pick an office or choose " +
        '"Show the map". Your browser then connects to openstreetmap.org, which receives your network address and ' +
        "handles it under its own privacy policy. We do not tell it which page you came from.",
      "A blog post's picture may occasionally be hosted on another website, which then receives your network address " +
        "when your browser loads it. Links to other websites open content we do not control.",
    ],
  },
  {
    id: "clearing-and-blocking",
    title: "How to Clear or Block Them",
    paragraphs: [
      "You can remove everything this website keeps in your browser at any time: in your browser's settings, clear " +
        'the "site data" or "cookies and site data" for asterhrms.com. Closing the tab clears session storage, and ' +
        "signing out of the back office removes the staff sign-in token.",
      "If you block website storage, the site still works. Your theme choice will simply not be remembered, and the " +
        "site will follow your device's setting on each visit.",
    ],
  },
  {
    id: "changes",
    title: "If This Changes",
    paragraphs: [
      "If we ever want to set a cookie, add a third-party service, or keep anything else in your browser, we will " +
        "update this policy first, before the change goes live, and change the date at the top of this page. " +
        "Anything that needs your consent by law will wait until you have given it.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    paragraphs: [
      `For questions about this policy or your personal data, write to ${privacyEmail}. Our Privacy Policy explains ` +
        `everything else we do with personal data, and our ${securityPage.title} page how we protect it.`,
    ],
  },
];
