import { Lock } from "lucide-react";
import { Link } from "react-router";
import { ApiError } from "../../lib/api";

/** The copy of the page a role may not open. */
export const accessDeniedTitle = "You don't have access to this page";

/** Whether a failed load was the server refusing the signed-in role (403). */
export const isAccessDenied = (error: unknown): boolean => error instanceof ApiError && error.status === 403;

/**
 * What a back-office address shows a role that may not open it, in place of the page: never a
 * glimpse of its content (the page's data never loads; the server refuses it anyway).
 */
export function AccessDenied() {
  return (
    <div className="py-16 text-center">
      <Lock aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <h1 className="mt-4 font-bold text-2xl">{accessDeniedTitle}</h1>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">
        Your role does not include this part of the back office. If you need it for your work, ask an admin to change
        your role.
      </p>
      <Link to="/admin/dashboard" className="mt-6 inline-block font-semibold text-brand-ink underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
