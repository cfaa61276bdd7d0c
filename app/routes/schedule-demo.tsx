import { Clock, Globe, MonitorPlay, ShieldCheck } from "lucide-react";
import { businessTimeZone, calendarDateIn } from "../../common/business-time";
import { slugify } from "../../common/slug";
import { company } from "../../content/company";
import { DemoRequestForm, type PlanChoice } from "../components/demo/demo-request-form";
import { CheckList } from "../components/ui/check-list";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/schedule-demo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Request a Personalized Demo",
    description:
      "Book a 30-minute Aster HRMS demo with a product specialist. Pick a time that suits you; we confirm by email with a calendar invite.",
    path: "/schedule-demo",
    publicUrl: publicUrlOf(matches),
  });

/**
 * Today in the business's zone (the date picker's minimum until the browser knows the visitor's
 * own), and the plans to choose from, with the one a pricing link named (?plan=<slug>) chosen.
 * An unknown slug chooses nothing: the visitor simply picks. Without plans (the database away)
 * the form still books, without the plan field.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // The date changes at midnight in Kolkata: a cached copy may lag it by a minute at most.
  context.pageCache.expiresIn(60_000);
  context.pageCache.readsQuery(["plan"]);
  const businessToday = calendarDateIn(context.now(), businessTimeZone);
  let plans: PlanChoice[] = [];
  try {
    plans = (await context.services.plans.list()).map((plan) => ({ slug: slugify(plan.name), name: plan.name }));
  } catch (error) {
    context.log.warn({ err: error }, "schedule-demo: plans could not be loaded; the form shows no plan field");
    context.pageCache.skip();
  }
  const asked = new URL(request.url).searchParams.get("plan") ?? "";
  const initialPlan = plans.some((plan) => plan.slug === asked) ? asked : "";
  return { businessToday, plans, initialPlan };
}

const agenda = [
  "A walkthrough shaped around your team size and industry",
  "Attendance, leave and payroll set up the way you work",
  "The mobile app for field and shift teams",
  "Pricing, onboarding in 24 to 48 hours, and your questions",
];

const assurances = [
  { icon: Clock, title: "30 minutes", text: "A focused video call; the link follows by email." },
  { icon: Globe, title: "Your time zone", text: "Times show in India time and in yours." },
  { icon: ShieldCheck, title: "No commitment", text: "No credit card, and cancel from the email in one click." },
] as const;

export default function ScheduleDemo({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_55%)]">
      {/* Phones: heading, form, then the details; wide screens: the form beside both. */}
      <div className="mx-auto grid max-w-6xl gap-x-16 gap-y-10 px-4 pt-16 pb-24 sm:px-6 lg:grid-cols-[1fr_1.25fr] lg:grid-rows-[auto_1fr] lg:px-8 lg:pt-20">
        <div>
          <p className="font-semibold text-brand-ink text-sm uppercase tracking-wider">Book a demo</p>
          <h1 className="mt-2 font-bold text-4xl tracking-tight sm:text-5xl">Request a Personalized Demo</h1>
          <p className="mt-4 text-ink-muted text-lg leading-relaxed">
            See {company.product} with your own workflows in mind. A product specialist walks you through what matters
            to your teams and answers your questions.
          </p>
        </div>
        <section
          aria-labelledby="demo-form-heading"
          className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
        >
          <h2 id="demo-form-heading" className="font-semibold text-xl">
            Your details
          </h2>
          <p className="mt-1 mb-6 text-ink-muted text-sm">Fields marked * are required.</p>
          <DemoRequestForm
            // A new ?plan= (another Get Started, then Back/Forward) starts the form from that plan.
            key={loaderData.initialPlan}
            businessToday={loaderData.businessToday}
            plans={loaderData.plans}
            initialPlan={loaderData.initialPlan}
          />
        </section>
        <div>
          <h2 className="flex items-center gap-2 font-semibold text-lg">
            <MonitorPlay aria-hidden="true" className="size-5 text-brand-ink" />
            What we will cover
          </h2>
          <CheckList items={agenda} className="mt-4 space-y-3" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {assurances.map(({ icon: AssuranceIcon, title, text }) => (
              <li key={title} className="flex gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                  <AssuranceIcon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-sm">{title}</span>
                  <span className="block text-ink-muted text-sm">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
