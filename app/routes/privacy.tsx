import { privacyLastUpdated, privacySections } from "../../content/privacy";
import { PolicyContents } from "../components/privacy/policy-contents";
import { PolicySection } from "../components/privacy/policy-section";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "How Aster HRMS collects, uses, shares and protects personal data, your rights under India's DPDP Act and the UAE PDPL, and how to reach us.",
    path: "/privacy",
    publicUrl: publicUrlOf(matches),
  });

/** "October 8, 2025" as 2025-10-08 for <time>; local date parts, so server and browser agree. */
function isoDate(longDate: string): string {
  const date = new Date(longDate);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const contentsId = "contents";

/** /privacy (SPEC §2): the last-updated date, a table of contents and the ten sections at reading width. */
export default function Privacy() {
  return (
    <main id="main">
      <header className="border-line border-b bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_60%)] px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <p className="font-semibold text-brand-ink text-sm uppercase tracking-wider">Legal</p>
          <h1 className="mt-2 font-bold text-4xl tracking-tight sm:text-5xl">Privacy Policy</h1>
          <p className="mt-4 font-medium text-ink-muted text-sm">
            Last updated <time dateTime={isoDate(privacyLastUpdated)}>{privacyLastUpdated}</time>
          </p>
          <p className="mt-6 max-w-[70ch] text-ink-muted text-lg leading-relaxed">
            How Aster handles personal data in Aster HRMS and on this website, who we share it with, how long we keep
            it, and the rights you have over it.
          </p>
        </div>
      </header>

      <div className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <PolicyContents sections={privacySections} id={contentsId} />
          <article aria-label="Privacy Policy" className="max-w-[70ch]">
            {privacySections.map((section, index) => (
              <PolicySection key={section.id} section={section} number={index + 1} />
            ))}
            <p className="mt-12 lg:hidden">
              <a href={`#${contentsId}`} className="font-medium text-brand-ink text-sm underline underline-offset-2">
                Back to contents
              </a>
            </p>
          </article>
        </div>
      </div>
    </main>
  );
}
