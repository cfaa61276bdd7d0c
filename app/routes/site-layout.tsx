import { Link, Outlet, type ShouldRevalidateFunction, useLoaderData, useLocation } from "react-router";
import { businessTimeZone, yearIn } from "../../common/business-time";
import { SiteFooter } from "../components/layout/site-footer";
import { useIslandsPage } from "../islands/document";
import { Island } from "../islands/island";
import { SiteLinkProvider } from "../islands/site-link";
import type { Route } from "./+types/site-layout";

/**
 * The shell around every public page (SPEC §2); admin routes sit outside it. Its interactive
 * parts are islands (ADR 016). On a page React Router hydrates, their links are the router's,
 * so moving between such pages needs no page load; an islands page keeps plain links.
 */
export function loader({ context }: Route.LoaderArgs) {
  // The footer's copyright year, by the server's clock (pages read time there); a page
  // kept in the cache is not shown past the new year.
  // Only the year: a timestamp would make every render of an uncached page differ (its ETag too).
  const { year, msUntilNext } = yearIn(context.now(), businessTimeZone);
  context.pageCache.expiresIn(msUntilNext);
  return { copyrightYear: year };
}

/** The year does not change between one page and the next: no fetch for it on navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export default function SiteLayout() {
  const { pathname } = useLocation();
  const { copyrightYear } = useLoaderData<typeof loader>();
  const shell = (
    <div className="flex min-h-dvh flex-col">
      <Island name="rememberLanding" props={{}} />
      <Island name="siteHeader" props={{ pathname }} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter copyrightYear={copyrightYear} />
      <Island name="assistantWidget" props={{}} />
      <Island name="customCursor" props={{}} />
    </div>
  );
  return useIslandsPage() ? shell : <SiteLinkProvider value={Link}>{shell}</SiteLinkProvider>;
}
