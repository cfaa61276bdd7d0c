import { Download, Mail } from "lucide-react";
import { logoUsage, logoVersions, pressBoilerplate, pressContact, pressFacts, pressPage } from "../../content/press";
import { LegalPageHeader } from "../components/legal/legal-page-header";
import { buttonClasses } from "../components/ui/button";
import { cn } from "../lib/cn";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/press";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: pressPage.title,
    description: pressPage.description,
    path: "/press",
    publicUrl: publicUrlOf(matches),
  });

/** The page's sections, in order; ids are stable anchors (the assistant links to /press#logo-files). */
const sectionIds = { facts: "company-facts", about: "about-aster", logos: "logo-files", contact: "press-contact" };

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={`${id}-title`} className="font-bold text-2xl tracking-tight">
      {children}
    </h2>
  );
}

/** /press: the fact sheet, the "About Aster" paragraph, the logo files and the press contact. */
export default function Press() {
  return (
    <main id="main">
      <LegalPageHeader eyebrow="Press" title={pressPage.title} intro={pressPage.intro}>
        <a href={`mailto:${pressContact.email}`} className={buttonClasses("primary", "md", "mt-6")}>
          <Mail aria-hidden="true" className="size-4" />
          {pressContact.email}
        </a>
      </LegalPageHeader>

      <div className="px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <div className="mx-auto max-w-6xl space-y-16">
          <div className="grid gap-12 lg:grid-cols-2">
            <section id={sectionIds.facts} aria-labelledby={`${sectionIds.facts}-title`} className="scroll-mt-24">
              <SectionTitle id={sectionIds.facts}>Company Facts</SectionTitle>
              <dl className="mt-6 divide-y divide-line rounded-2xl border border-line bg-surface">
                {pressFacts.map((fact) => (
                  <div key={fact.label} className="grid gap-1 px-5 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
                    <dt className="font-medium text-ink-muted text-sm">{fact.label}</dt>
                    <dd className="text-sm">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            <section id={sectionIds.about} aria-labelledby={`${sectionIds.about}-title`} className="scroll-mt-24">
              <SectionTitle id={sectionIds.about}>{pressBoilerplate.title}</SectionTitle>
              <p className="mt-2 text-ink-muted text-sm">You may quote this paragraph as it stands.</p>
              <blockquote className="mt-6 rounded-2xl border-brand-ink border-l-4 bg-surface-muted p-6 leading-7">
                {pressBoilerplate.text}
              </blockquote>
            </section>
          </div>

          <section id={sectionIds.logos} aria-labelledby={`${sectionIds.logos}-title`} className="scroll-mt-24">
            <SectionTitle id={sectionIds.logos}>Logo Files</SectionTitle>
            <p className="mt-2 max-w-[70ch] text-ink-muted">{logoUsage}</p>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {logoVersions.map((version) => {
                const [vector] = version.files;
                return (
                  <li key={version.label} className="overflow-hidden rounded-2xl border border-line bg-surface">
                    <div
                      className={cn(
                        "flex h-40 items-center justify-center p-8",
                        version.onDark ? "bg-slate-900" : "bg-white",
                      )}
                    >
                      {vector && (
                        <img
                          src={vector.file}
                          alt=""
                          width={version.preview.width}
                          height={version.preview.height}
                          className="h-auto max-w-full"
                        />
                      )}
                    </div>
                    <div className="border-line border-t p-5">
                      <h3 className="font-semibold">{version.label}</h3>
                      <ul className="mt-3 flex flex-wrap gap-3">
                        {version.files.map((file) => (
                          <li key={file.file}>
                            <a href={file.file} download className={buttonClasses("secondary", "sm")}>
                              <Download aria-hidden="true" className="size-4" />
                              {file.format}
                              <span className="sr-only"> of the {version.label.toLowerCase()}</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>

          <section
            id={sectionIds.contact}
            aria-labelledby={`${sectionIds.contact}-title`}
            className="scroll-mt-24 rounded-2xl border border-line bg-surface-muted p-6 sm:p-8"
          >
            <SectionTitle id={sectionIds.contact}>{pressContact.title}</SectionTitle>
            <p className="mt-3 max-w-[70ch] text-ink-muted leading-7">{pressContact.text}</p>
            <a href={`mailto:${pressContact.email}`} className={buttonClasses("secondary", "md", "mt-5")}>
              <Mail aria-hidden="true" className="size-4" />
              Email {pressContact.email}
            </a>
          </section>
        </div>
      </div>
    </main>
  );
}
