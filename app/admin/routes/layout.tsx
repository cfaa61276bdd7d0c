import { LogOut, PanelLeft, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigate,
  useRouteLoaderData,
} from "react-router";
import type { Session } from "../../../common/auth";
import { can } from "../../../common/permissions";
import { LogoMark } from "../../components/layout/logo";
import { ThemeToggle } from "../../components/layout/theme-toggle";
import { apiRequest } from "../../lib/api";
import { cn } from "../../lib/cn";
import { AccessDenied, isAccessDenied } from "../components/access-denied";
import { ToastProvider } from "../components/toast";
import { adminLoaderRequest, clearToken, loginPath, storedToken } from "../lib/api-client";
import { backOfficeAreas, type FoundArea } from "../lib/areas";
import type { Route } from "./+types/layout";
import AdminNotFound from "./not-found";

/**
 * The guard for /admin/* (SPEC §2): no stored token, straight to sign-in. The token is also
 * checked with the server once on entry, so an expired one does not show an empty back office.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { pathname } = new URL(request.url);
  if (!storedToken()) throw redirect(loginPath(pathname));
  const session = await adminLoaderRequest<Session>("/api/auth/session", request);
  // A role that requires two-factor sign-in, and none set up: set-up first (ADR 044).
  if (session.twoFactorSetupRequired && pathname !== accountPath) throw redirect(accountPath);
  return session;
}
clientLoader.hydrate = true as const;

/** Where a second factor is set up. */
const accountPath = "/admin/account";

/**
 * Children reload their own data; the session is checked once per entry, and again when the
 * account page reloads its own (setting up a second factor can lift the set-up requirement).
 */
export const shouldRevalidate = ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === accountPath && nextUrl.pathname === accountPath;

export function HydrateFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-surface-muted">
      <p role="status" className="text-ink-muted text-sm">
        Loading the back office…
      </p>
    </div>
  );
}

/** The areas the signed-in role may open (common/permissions.ts), in sidebar order. */
const areasFor = (session: Session) => backOfficeAreas.filter((area) => can(session.role, area.permission));

/** The area an address belongs to, or undefined (the index, an unknown address). */
const areaAt = (pathname: string) =>
  backOfficeAreas.find((area) => pathname === area.to || pathname.startsWith(`${area.to}/`));

function Sidebar({ areas, onNavigate }: { areas: readonly FoundArea[]; onNavigate?: () => void }) {
  const link = ({ nav: { label, icon: ItemIcon }, to }: FoundArea) => (
    <NavLink
      key={label}
      to={to}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          "flex items-center gap-3 rounded-lg px-3 py-2.5 font-medium text-sm",
          isActive ? "bg-brand-soft text-brand-ink" : "text-ink-muted hover:bg-surface-muted hover:text-ink",
        )
      }
    >
      <ItemIcon aria-hidden="true" className="size-5" />
      {label}
    </NavLink>
  );
  return (
    <nav aria-label="Back office" className="flex flex-col gap-1 p-4">
      {areas.filter((area) => area.nav.group === "spec").map(link)}
      <p className="mt-5 mb-1 px-3 font-semibold text-ink-muted text-xs uppercase tracking-wide">More</p>
      {areas.filter((area) => area.nav.group === "more").map(link)}
    </nav>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const area = areaAt(pathname);
  if (loaderData.twoFactorSetupRequired && pathname !== accountPath) return <Navigate to={accountPath} replace />;
  return (
    <AdminChrome session={loaderData}>
      {area && !can(loaderData.role, area.permission) ? <AccessDenied /> : <Outlet />}
    </AdminChrome>
  );
}

/**
 * A screen whose data failed to load, inside the back office's chrome: the server refusing the
 * role is the access page, a record that is not there the not-found page, anything else says the
 * page could not load. (A screen with its own ErrorBoundary shows its own message.)
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const session = useRouteLoaderData<typeof clientLoader>("admin/routes/layout");
  const content = isAccessDenied(error) ? (
    <AccessDenied />
  ) : isRouteErrorResponse(error) && error.status === 404 ? (
    <AdminNotFound />
  ) : (
    <p role="alert" className="rounded-xl bg-danger-soft p-6 font-medium text-danger">
      This page could not load. Please try again.
    </p>
  );
  if (!session) return <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">{content}</main>;
  return <AdminChrome session={session}>{content}</AdminChrome>;
}

/** The sidebar (only the role's areas), the header with who is signed in, and the page. */
function AdminChrome({ session, children }: { session: Session; children: ReactNode }) {
  const areas = areasFor(session);
  const navigate = useNavigate();
  const location = useLocation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change is what closes the drawer.
  useEffect(() => setSidebarOpen(false), [location.pathname]);

  async function logout() {
    setSigningOut(true);
    const token = storedToken();
    // Revoke on the server first; if that fails the token is still forgotten here.
    if (token) await apiRequest("/api/auth/logout", { method: "POST", token }).catch(() => {});
    clearToken();
    navigate("/admin/login", { replace: true });
  }

  return (
    <ToastProvider>
      <div className="min-h-dvh bg-surface-muted">
        <a
          href="#admin-main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-brand focus:px-4 focus:py-2 focus:text-on-brand"
        >
          Skip to content
        </a>
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 overflow-y-auto border-line border-r bg-surface lg:block">
          <Link to="/admin/dashboard" className="flex h-16 items-center gap-2.5 border-line border-b px-6 font-bold">
            <LogoMark className="size-7" />
            Aster Admin
          </Link>
          <Sidebar areas={areas} />
        </aside>

        {sidebarOpen && (
          <div className="fixed inset-0 z-40 lg:hidden">
            <button
              type="button"
              aria-label="Close menu"
              tabIndex={-1}
              className="absolute inset-0 bg-slate-950/50"
              onClick={() => setSidebarOpen(false)}
            />
            <aside
              id="admin-sidebar"
              className="absolute inset-y-0 left-0 w-72 overflow-y-auto border-line border-r bg-surface shadow-xl"
            >
              <div className="flex h-16 items-center justify-between border-line border-b px-4">
                <span className="flex items-center gap-2.5 font-bold">
                  <LogoMark className="size-7" />
                  Aster Admin
                </span>
                <button
                  type="button"
                  aria-label="Close menu"
                  onClick={() => setSidebarOpen(false)}
                  className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-5" />
                </button>
              </div>
              <p className="border-line border-b px-7 py-3 text-ink-muted text-sm">
                Signed in as <span className="font-semibold text-ink">{session.username}</span>
              </p>
              <Sidebar areas={areas} onNavigate={() => setSidebarOpen(false)} />
            </aside>
          </div>
        )}

        <div className="lg:pl-64">
          <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-line border-b bg-surface/95 px-4 backdrop-blur sm:px-6">
            <button
              type="button"
              aria-label="Open menu"
              aria-expanded={sidebarOpen}
              aria-controls="admin-sidebar"
              onClick={() => setSidebarOpen(true)}
              className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-surface-muted lg:hidden"
            >
              <PanelLeft aria-hidden="true" className="size-5" />
            </button>
            <p className="ml-auto hidden text-ink-muted text-sm sm:block">
              Signed in as <span className="font-semibold text-ink">{session.username}</span>
            </p>
            <ThemeToggle />
            <button
              type="button"
              onClick={logout}
              disabled={signingOut}
              className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-3 py-2 font-semibold text-sm hover:bg-surface-muted disabled:opacity-60"
            >
              <LogOut aria-hidden="true" className="size-4" />
              {signingOut ? "Signing out…" : "Logout"}
            </button>
          </header>
          <main id="admin-main" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
            {children}
          </main>
        </div>
      </div>
    </ToastProvider>
  );
}
