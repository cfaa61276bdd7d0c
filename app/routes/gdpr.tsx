import { dataRequestForm, dataRightsLastUpdated, dataRightsPage, dataRightsSections } from "../../content/data-rights";
import { DataRequestForm } from "../components/legal/data-request-form";
import { LegalDocument } from "../components/legal/legal-document";
import { LegalPageHeader } from "../components/legal/legal-page-header";
import { buttonClasses } from "../components/ui/button";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/gdpr";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: dataRightsPage.title,
    description: dataRightsPage.description,
    path: "/gdpr",
    publicUrl: publicUrlOf(matches),
  });

/** /gdpr: rights under the GDPR and India's DPDP Act 2023, and the request form. */
export default function Gdpr() {
  return (
    <main id="main">
      <LegalPageHeader title={dataRightsPage.title} lastUpdated={dataRightsLastUpdated} intro={dataRightsPage.intro}>
        <a href={`#${dataRequestForm.id}`} className={buttonClasses("primary", "md", "mt-6")}>
          {dataRequestForm.heading}
        </a>
      </LegalPageHeader>
      <LegalDocument
        path="/gdpr"
        label={dataRightsPage.title}
        sections={dataRightsSections}
        after={{ "make-a-request": <DataRequestForm /> }}
      />
    </main>
  );
}
