import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { StatusPage } from "./components/layout/status-page";
import { useIslandsPage } from "./islands/document";
import { useIslandsLoaderScript } from "./islands/loader-script";
import { countCtaClicks } from "./lib/cta-beacon";
import { useNonce } from "./lib/nonce";
import { themeScript } from "./lib/theme";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl, customerSignInUrl: context.customerSignInUrl };
}

/** The origin never changes while the app runs. */
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // An islands page (ADR 016) loads its islands' entry instead of React Router's scripts, in
  // development too (Vite serves the entry). Only in the server's render: not in the browser,
  // where React Router keeps its scripts when it moves to an islands route.
  const islandsLoaderScript = useIslandsLoaderScript();
  const islandsPage = useIslandsPage() && islandsLoaderScript !== undefined;
  // Says the document has hydrated (effects run after React's commit): browser tests wait for it
  // before typing, as React replays a click that arrives while it hydrates but not keystrokes.
  useEffect(() => {
    (window as { asterHydrated?: boolean }).asterHydrated = true;
    countCtaClicks();
  }, []);
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {/* Before any paint: applies the stored or system theme, so the page never flashes the other one. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input.
          dangerouslySetInnerHTML={{ __html: themeScript }}
        />
        {/* With a precedence, React puts the stylesheet ahead of the script preloads it hoists into
            <head>: the browser starts on the CSS, which the first paint waits for, first. */}
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="bg-page text-ink">
        {children}
        {islandsPage ? (
          <script
            type="module"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: built from the build's manifest, no user input.
            dangerouslySetInnerHTML={{ __html: islandsLoaderScript }}
          />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusPage code="404" title="Page not found" text="The page you were looking for does not exist or has moved." />
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusPage
      code={isRouteErrorResponse(error) ? String(error.status) : "500"}
      title="Something went wrong"
      text="We could not show this page. Please try again in a moment."
    />
  );
}
