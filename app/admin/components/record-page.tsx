import type { ReactNode } from "react";
import { isRouteErrorResponse } from "react-router";
import { BackLink } from "./back-link";

/** The way back to an area's list: where it is and what it says ("All plans"). */
export interface BackTo {
  to: string;
  label: string;
}

/** A page with one record's form: the way back to the list, the heading, the form on a card. */
export function RecordPage({ back, title, children }: { back: BackTo; title: string; children: ReactNode }) {
  return (
    <div>
      <BackLink to={back.to}>{back.label}</BackLink>
      <h1 className="mt-4 font-bold text-2xl tracking-tight">{title}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">{children}</div>
    </div>
  );
}

/**
 * An edit page's ErrorBoundary: a record that is not there (adminLoadRecord's 404) says so; any
 * other failure asks for a reload. The way back to the list stays.
 */
export function RecordLoadError({
  error,
  back,
  missing,
  failed,
}: {
  error: unknown;
  back: BackTo;
  missing: string;
  failed: string;
}) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div>
      <BackLink to={back.to}>{back.label}</BackLink>
      <p role="alert" className="mt-6 rounded-xl bg-danger-soft p-6 font-medium text-danger">
        {notFound ? missing : failed}
      </p>
    </div>
  );
}
