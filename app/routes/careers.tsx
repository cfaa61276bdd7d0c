import { Mail } from "lucide-react";
import { Suspense } from "react";
import { Await, data, useRevalidator } from "react-router";
import type { JobOpening } from "../../common/job-openings";
import { careersBenefits, careersCulture, careersEmail, careersIntro, hiringSteps } from "../../content/careers";
import { JobCard } from "../components/careers/job-card";
import { JsonLd } from "../components/json-ld";
import { IconCardGrid } from "../components/marketing/icon-card-grid";
import { PageHero } from "../components/marketing/page-hero";
import { buttonClasses } from "../components/ui/button";
import { EmptyPanel, LoadErrorPanel } from "../components/ui/load-states";
import { SectionHeading } from "../components/ui/section-heading";
import { apiRequest } from "../lib/api";
import { cta } from "../lib/ctas";
import { pageMeta, publicUrlOf } from "../lib/seo";
import { jobPostingJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/careers";

/** SPEC §8's words for the openings list. */
const failedText = "Error: Failed to fetch job openings.";
const emptyText = "No job openings available at the moment. Please check back later!";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Careers",
    description:
      "Join the Aster HRMS team in Kolkata, Bangalore, Dubai and remote across India. See our open roles, benefits and how we hire.",
    path: "/careers",
    publicUrl: publicUrlOf(matches),
  });

export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { openings: (await context.services.jobOpenings.listOpen()) as JobOpening[] | null };
  } catch (error) {
    return data({ openings: null as JobOpening[] | null }, { status: context.loadFailed(error, "job openings") });
  }
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const openings: Promise<JobOpening[] | null> = apiRequest<unknown>("/api/job-openings", {
    signal: request.signal,
  }).then((body) => (Array.isArray(body) ? (body as JobOpening[]) : []));
  openings.catch(() => {});
  return { openings };
}

function Openings({ openings, onRetry }: { openings: JobOpening[] | null; onRetry: () => void }) {
  if (!openings) return <LoadErrorPanel title="Unable to Load Openings" message={failedText} onRetry={onRetry} />;
  if (openings.length === 0) return <EmptyPanel title="No open roles right now" text={emptyText} />;
  return (
    <ul className="space-y-6">
      {openings.map((job) => (
        <li key={job._id}>
          <JobCard job={job} applyEmail={careersEmail} />
        </li>
      ))}
    </ul>
  );
}

export default function Careers({ loaderData, matches }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const retry = () => revalidator.revalidate();
  const publicUrl = publicUrlOf(matches);
  const toCards = (items: typeof careersBenefits) =>
    items.map((item) => ({ icon: item.icon, title: item.title, description: item.text }));

  return (
    <main id="main">
      <PageHero eyebrow="Careers" title={careersIntro.title} intro={careersIntro.text} />

      <section aria-labelledby="benefits" className="mx-auto max-w-6xl px-4 pb-20 sm:px-6 lg:px-8">
        <SectionHeading id="benefits" eyebrow="Benefits" title="What you get when you join" />
        <IconCardGrid items={toCards(careersBenefits)} className="mt-12" />
      </section>

      <section aria-labelledby="openings" className="border-line border-y bg-surface-muted px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-4xl">
          <SectionHeading
            id="openings"
            eyebrow="Current Openings"
            title="Roles we are hiring for"
            intro="Every role lists where it is based. Apply by email with your CV and a few lines on why the role fits you."
          />
          <div className="mt-12">
            <Suspense
              fallback={
                <p role="status" className="text-center text-ink-muted">
                  Loading job openings...
                </p>
              }
            >
              <Await
                resolve={loaderData.openings}
                errorElement={<LoadErrorPanel title="Unable to Load Openings" message={failedText} onRetry={retry} />}
              >
                {(openings) => (
                  <>
                    {openings?.map((job) => (
                      <JsonLd key={job._id} data={jobPostingJsonLd(job, { publicUrl, applyEmail: careersEmail })} />
                    ))}
                    <Openings openings={openings} onRetry={retry} />
                  </>
                )}
              </Await>
            </Suspense>
          </div>
        </div>
      </section>

      <section aria-labelledby="culture" className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:px-8">
        <SectionHeading id="culture" eyebrow="Culture" title="How we work together" />
        <IconCardGrid items={toCards(careersCulture)} columns={4} className="mt-12" />
      </section>

      <section aria-labelledby="hiring" className="mx-auto max-w-5xl px-4 pb-24 sm:px-6 lg:px-8">
        <SectionHeading id="hiring" eyebrow="Hiring" title="What happens after you apply" />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {hiringSteps.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-line bg-surface p-6 shadow-card">
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-brand text-on-brand font-bold text-sm">
                {index + 1}
              </span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-ink-muted text-sm leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 rounded-2xl bg-brand-soft p-8 text-center">
          <h3 className="font-bold text-xl">Do not see your role?</h3>
          <p className="mt-2 text-ink-muted">
            Tell us what you do best; we keep good people in mind for what comes next.
          </p>
          <a
            href={`mailto:${careersEmail}`}
            {...cta("careers-open-application")}
            className={buttonClasses("primary", "md", "mt-6")}
          >
            <Mail aria-hidden="true" className="size-4" />
            {careersEmail}
          </a>
        </div>
      </section>
    </main>
  );
}
