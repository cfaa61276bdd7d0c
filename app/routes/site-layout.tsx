import { Link, Outlet, useLocation } from "react-router";
import { SiteFooter } from "../components/layout/site-footer";
import { useIslandsPage } from "../islands/document";
import { Island } from "../islands/island";
import { SiteLinkProvider } from "../islands/site-link";

/**
 * The shell around every public page (SPEC §2); admin routes sit outside it. Its interactive
 * parts are islands (ADR 016). On a page React Router hydrates, their links are the router's,
 * so moving between such pages needs no page load; an islands page keeps plain links.
 */
export default function SiteLayout() {
  const { pathname } = useLocation();
  const shell = (
    <div className="flex min-h-dvh flex-col">
      <Island name="rememberLanding" props={{}} />
      <Island name="siteHeader" props={{ pathname }} />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <Island name="assistantWidget" props={{}} />
      <Island name="customCursor" props={{}} />
    </div>
  );
  return useIslandsPage() ? shell : <SiteLinkProvider value={Link}>{shell}</SiteLinkProvider>;
}
