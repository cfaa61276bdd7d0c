import { ArrowRight } from "lucide-react";
import { slugify } from "../../common/slug";
import { featurePages } from "../../content/feature-pages";
import { documentationId, gettingStartedSteps, helpContacts, helpSections } from "../../content/help";
import { HelpQuestionItem } from "../components/help/help-question";
import { PolicyContents } from "../components/legal/policy-contents";
import { buttonClasses } from "../components/ui/button";
import { SiteLink } from "../islands/site-link";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/help";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Help Center and Documentation",
    description:
      "Answers to every question about Aster HRMS in one place: plans and billing, attendance, payroll, the mobile app, security, and a getting-started guide.",
    path: "/help",
    publicUrl: publicUrlOf(matches),
  });

const contentsId = "help-contents";
const contents = [{ id: documentationId, title: "Documentation: getting started" }, ...helpSections];
const questionCount = helpSections.reduce((total, section) => total + section.items.length, 0);

const linkClasses = "inline-flex items-center gap-1 font-medium text-brand-ink underline underline-offset-2";

/** The Documentation section: getting started step by step, then a guide to each part of the product. */
function Documentation() {
  return (
    <section id={documentationId} aria-labelledby={`${documentationId}-title`} className="scroll-mt-24">
      <h2 id={`${documentationId}-title`} className="font-bold text-2xl tracking-tight">
        Documentation: getting started
      </h2>
      <p className="mt-3 text-ink-muted leading-relaxed">
        From first look to first payroll, in the order most teams go. Each step links to the page that covers it in
        full.
      </p>
      <ol className="mt-6 space-y-4">
        {gettingStartedSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-soft font-bold text-brand-ink text-sm"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-ink-muted text-sm leading-relaxed">{step.text}</p>
              <SiteLink to={step.link.url} className={`${linkClasses} mt-2 text-sm`}>
                {step.link.label}
                <ArrowRight aria-hidden="true" className="size-4" />
              </SiteLink>
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-10 font-semibold text-lg">Guides to each part of Aster</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {featurePages.map((page) => (
          <li key={page.category} className="rounded-xl border border-line p-4">
            <SiteLink to={`/features/${slugify(page.category)}`} className={linkClasses}>
              {page.title}
            </SiteLink>
            <p className="mt-1 text-ink-muted text-sm leading-relaxed">{page.subtitle}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /help: the Help Center. Every FAQ on the site by topic, and the Documentation section. */
export default function Help() {
  return (
    <main id="main">
      <header className="border-line border-b bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_60%)] px-4 pt-16 pb-10 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <p className="font-semibold text-brand-ink text-sm uppercase tracking-wider">Help Center</p>
          <h1 className="mt-2 font-bold text-4xl tracking-tight sm:text-5xl">How can we help?</h1>
          <p className="mt-6 max-w-[70ch] text-ink-muted text-lg leading-relaxed">
            {questionCount} answers from across the site, grouped by topic, and a short guide to getting started. Ask
            the assistant in the corner if you cannot find yours here.
          </p>
        </div>
      </header>

      <div className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mx-auto max-w-6xl lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <PolicyContents sections={contents} id={contentsId} />
          <div className="max-w-[70ch] space-y-16">
            <Documentation />
            {helpSections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="font-bold text-2xl tracking-tight">
                  {section.title}
                </h2>
                <div className="mt-6 rounded-2xl border border-line bg-surface">
                  {section.items.map((item) => (
                    <HelpQuestionItem key={item.id} item={item} />
                  ))}
                </div>
                <p className="mt-4 text-sm">
                  <SiteLink to={section.source.url} className={linkClasses}>
                    More on {section.source.label}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </SiteLink>
                </p>
              </section>
            ))}
            <section aria-labelledby="help-contact-title" className="rounded-2xl bg-surface-muted p-6 sm:p-8">
              <h2 id="help-contact-title" className="font-bold text-2xl tracking-tight">
                {helpContacts.title}
              </h2>
              <p className="mt-3 text-ink-muted leading-relaxed">{helpContacts.text}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                <SiteLink to="/contact?topic=support" className={buttonClasses("primary")}>
                  Contact support
                </SiteLink>
                <SiteLink to="/schedule-demo" className={buttonClasses("secondary")}>
                  Book a demo
                </SiteLink>
              </div>
            </section>
          </div>
        </div>
      </div>
    </main>
  );
}
