import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back from a back-office form page to its list. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1.5 font-medium text-ink-muted text-sm hover:text-ink">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
