import { privacyLastUpdated, privacySections } from "../../content/privacy";
import { LegalDocument } from "../components/legal/legal-document";
import { LegalPageHeader } from "../components/legal/legal-page-header";
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

/** /privacy (SPEC §2): the last-updated date, a table of contents and the ten sections at reading width. */
export default function Privacy() {
  return (
    <main id="main">
      <LegalPageHeader
        title="Privacy Policy"
        lastUpdated={privacyLastUpdated}
        intro="How Aster handles personal data in Aster HRMS and on this website, who we share it with, how long we keep it, and the rights you have over it."
      />
      <LegalDocument path="/privacy" label="Privacy Policy" sections={privacySections} />
    </main>
  );
}
