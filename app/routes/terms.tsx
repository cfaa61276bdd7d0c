import { termsLastUpdated, termsPage, termsSections } from "../../content/terms";
import { LegalDocument } from "../components/legal/legal-document";
import { LegalPageHeader } from "../components/legal/legal-page-header";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: termsPage.title,
    description: termsPage.description,
    path: "/terms",
    publicUrl: publicUrlOf(matches),
  });

/** /terms: the terms of an Aster HRMS subscription and of this website. */
export default function Terms() {
  return (
    <main id="main">
      <LegalPageHeader title={termsPage.title} lastUpdated={termsLastUpdated} intro={termsPage.intro} />
      <LegalDocument path="/terms" label={termsPage.title} sections={termsSections} />
    </main>
  );
}
