import { securityEmail, securityLastUpdated, securityPage, securitySections } from "../../content/security";
import { LegalDocument } from "../components/legal/legal-document";
import { LegalPageHeader } from "../components/legal/legal-page-header";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/security";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: securityPage.title,
    description: securityPage.description,
    path: "/security",
    publicUrl: publicUrlOf(matches),
  });

/** /security: how customer data is protected, and where to report a vulnerability. */
export default function Security() {
  return (
    <main id="main">
      <LegalPageHeader
        eyebrow="Trust"
        title={securityPage.title}
        lastUpdated={securityLastUpdated}
        intro={securityPage.intro}
      >
        <p className="mt-6 text-sm">
          Found a weakness?{" "}
          <a
            href="#report-a-vulnerability"
            className="font-medium text-brand-ink underline decoration-1 underline-offset-2 hover:decoration-2"
          >
            Report a vulnerability
          </a>{" "}
          or write to{" "}
          <a
            href={`mailto:${securityEmail}`}
            className="font-medium text-brand-ink underline decoration-1 underline-offset-2 hover:decoration-2"
          >
            {securityEmail}
          </a>
          .
        </p>
      </LegalPageHeader>
      <LegalDocument path="/security" label={securityPage.title} sections={securitySections} />
    </main>
  );
}
