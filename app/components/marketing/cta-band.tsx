import { Check } from "lucide-react";
import { Link } from "react-router";
import { cta } from "../../lib/ctas";
import { buttonClasses } from "../ui/button";

/**
 * The closing call to action of a marketing page: a heading, a line of text, Schedule Demo
 * and, where SPEC asks for it, Contact Sales. White text on indigo-700 keeps 8:1 contrast.
 */
export function CtaBand({
  title,
  text,
  points,
  demoLabel = "Schedule Demo",
  showContactSales = true,
}: {
  title: string;
  text: string;
  points?: readonly string[];
  demoLabel?: string;
  showContactSales?: boolean;
}) {
  return (
    <section className="px-4 py-20 sm:px-6">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-indigo-700 px-6 py-14 text-center text-white shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(217_70_239/0.35),transparent_50%)]"
        />
        <div className="relative">
          <h2 className="font-bold text-3xl tracking-tight sm:text-4xl">{title}</h2>
          <p className="mx-auto mt-4 max-w-2xl text-indigo-50 text-lg">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/schedule-demo" {...cta("cta-band-schedule-demo")} className={buttonClasses("light", "lg")}>
              {demoLabel}
            </Link>
            {showContactSales && (
              <Link
                to="/contact?topic=sales"
                {...cta("cta-band-contact-sales")}
                className={buttonClasses("ghost", "lg", "border border-white/60 text-white hover:bg-white/10")}
              >
                Contact Sales
              </Link>
            )}
          </div>
          {points && (
            <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-indigo-50 text-sm">
              {points.map((point) => (
                <li key={point} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-4" />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}
