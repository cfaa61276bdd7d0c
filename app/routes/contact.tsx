import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useRef, useState } from "react";
import { enquiryTopicOf } from "../../common/contact-rules";
import { company } from "../../content/company";
import { offices } from "../../content/offices";
import { ContactForm } from "../components/contact/contact-form";
import { OfficeMap } from "../components/contact/office-map";
import { SocialPlaceholders } from "../components/layout/social-placeholders";
import { PageHero } from "../components/marketing/page-hero";
import { SectionHeading } from "../components/ui/section-heading";
import { cn } from "../lib/cn";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Contact us",
    description:
      "Talk to Aster HRMS: send us a message, call or email our team, or visit one of our six offices in India and Dubai.",
    path: "/contact",
    publicUrl: publicUrlOf(matches),
  });

/** The topic a link chose (Talk to Sales sends ?topic=sales); the form starts from it. */
export function loader({ request, context }: Route.LoaderArgs) {
  context.pageCache.readsQuery(["topic"]);
  return { topic: enquiryTopicOf(new URL(request.url).searchParams.get("topic")) };
}

const quickContact = [
  { icon: Phone, label: "Call us", value: company.phone, href: `tel:${company.phone.replace(/\s+/g, "")}` },
  { icon: Mail, label: "Email us", value: company.email, href: `mailto:${company.email}` },
  { icon: Clock, label: "Business hours", value: `${company.businessHours} (India Standard Time)` },
] as const;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { selected, showMap, setShowMap, mapSection, pickOffice } = useOfficePicker();

  return (
    <main id="main">
      <PageHero
        eyebrow="Contact"
        title="Talk to the Aster HRMS team"
        intro="Questions about plans, a rollout or your account? Send a message and we reply within one business day."
      />

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:px-8">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8"
        >
          <h2 id="contact-form-heading" className="font-semibold text-xl">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-ink-muted text-sm">Fields marked * are required.</p>
          <ContactForm key={loaderData.topic} initialTopic={loaderData.topic} />
        </section>

        <OtherWaysToReachUs />
      </div>

      <Offices selectedId={selected?.id} onPick={pickOffice} />

      <section
        ref={mapSection}
        tabIndex={-1}
        aria-labelledby="office-map"
        className="mx-auto max-w-6xl px-4 py-20 outline-none sm:px-6 lg:px-8"
      >
        <h2 id="office-map" className="mb-6 font-bold text-2xl tracking-tight">
          {selected ? `Find us in ${selected.city}` : "Find us"}
        </h2>
        {selected && <OfficeMap office={selected} showMap={showMap} onShowMap={() => setShowMap(true)} />}
      </section>
    </main>
  );
}

/** The office on the map, and whether the map itself is shown (it loads only when asked for). */
function useOfficePicker() {
  const [selectedId, setSelectedId] = useState(offices[0]?.id ?? "");
  const [showMap, setShowMap] = useState(false);
  const mapSection = useRef<HTMLElement>(null);
  const selected = offices.find((office) => office.id === selectedId) ?? offices[0];

  /** SPEC §2: picking an office selects it and brings the map into view. */
  function pickOffice(id: string) {
    setSelectedId(id);
    setShowMap(true);
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    mapSection.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    mapSection.current?.focus({ preventScroll: true });
  }

  return { selected, showMap, setShowMap, mapSection, pickOffice };
}

/** Beside the form: phone, email and hours, then the social channels. */
function OtherWaysToReachUs() {
  return (
    <aside aria-label="Other ways to reach us" className="space-y-6">
      <section aria-labelledby="quick-contact" className="rounded-2xl border border-line bg-surface p-6 shadow-card">
        <h2 id="quick-contact" className="font-semibold">
          Quick contact
        </h2>
        <ul className="mt-4 space-y-4">
          {quickContact.map(({ icon: ContactIcon, label, value, ...rest }) => (
            <li key={label} className="flex gap-3">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
                <ContactIcon aria-hidden="true" className="size-5" />
              </span>
              <span className="text-sm">
                <span className="block text-ink-muted">{label}</span>
                {"href" in rest ? (
                  <a href={rest.href} className="font-semibold hover:text-brand-ink hover:underline">
                    {value}
                  </a>
                ) : (
                  <span className="font-semibold">{value}</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="social" className="rounded-2xl border border-line bg-surface p-6 shadow-card">
        <h2 id="social" className="font-semibold">
          Follow us
        </h2>
        <p className="mt-1 text-ink-muted text-sm">Our social channels open soon.</p>
        <SocialPlaceholders className="mt-4" />
      </section>
    </aside>
  );
}

/** The offices as buttons: the one on the map is pressed. */
function Offices({ selectedId, onPick }: { selectedId: string | undefined; onPick: (id: string) => void }) {
  return (
    <section aria-labelledby="offices" className="border-line border-y bg-surface-muted px-4 py-20 sm:px-6">
      <SectionHeading
        id="offices"
        eyebrow="Offices"
        title="Visit us in India and Dubai"
        intro="Pick an office to see it on the map."
      />
      <ul className="mx-auto mt-12 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offices.map((office) => {
          const current = office.id === selectedId;
          return (
            <li key={office.id}>
              <button
                type="button"
                aria-pressed={current}
                onClick={() => onPick(office.id)}
                className={cn(
                  "flex h-full w-full flex-col rounded-2xl border bg-surface p-6 text-left shadow-card transition-colors",
                  current ? "border-brand ring-2 ring-brand" : "border-line hover:border-line-strong",
                )}
              >
                <span className="flex items-center gap-2 font-semibold">
                  <MapPin aria-hidden="true" className="size-4 text-brand-ink" />
                  {office.name}
                </span>
                <span className="mt-1 text-ink-muted text-xs">{office.country}</span>
                <span className="mt-3 text-ink-muted text-sm leading-relaxed">{office.address}</span>
                <span className="mt-4 text-sm">{office.phone}</span>
                <span className="text-sm">{office.email}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
