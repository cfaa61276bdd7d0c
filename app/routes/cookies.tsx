import { cookiesLastUpdated, cookiesPage, cookiesSections } from "../../content/cookies";
import { LegalDocument } from "../components/legal/legal-document";
import { LegalPageHeader } from "../components/legal/legal-page-header";
import { pageMeta, publicUrlOf } from "../lib/seo";
import type { Route } from "./+types/cookies";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: cookiesPage.title,
    description: cookiesPage.description,
    path: "/cookies",
    publicUrl: publicUrlOf(matches),
  });

/** /cookies: no cookies, and every value the site keeps in browser storage, checked against the code. */
export default function Cookies() {
  return (
    <main id="main">
      <LegalPageHeader title={cookiesPage.title} lastUpdated={cookiesLastUpdated} intro={cookiesPage.intro} />
      <LegalDocument path="/cookies" label={cookiesPage.title} sections={cookiesSections} />
    </main>
  );
}
