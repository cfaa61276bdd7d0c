import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonClasses } from "../ui/button";

/**
 * The card the newsletter's emailed links open (ADR 024): a title, a sentence, and either a
 * plain form whose one button POSTs back to the same address (no JavaScript needed; a GET never
 * acts, so mail scanners that follow links change nothing) or a way on.
 */
export function NewsletterLinkCard({
  icon: Icon,
  title,
  children,
  action,
  next,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  /** The form's address and its button's words, while there is something to do. */
  action?: { url: string; label: string; variant?: "primary" | "danger" } | undefined;
  /** Where to go from here, when there is nothing (more) to do. */
  next?: { to: string; label: string } | undefined;
}) {
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-20 sm:px-6">
      <div className="rounded-2xl border border-line bg-surface p-8 shadow-card">
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-soft text-brand-ink">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="mt-4 font-bold text-2xl tracking-tight">{title}</h1>
        <div className="mt-3 space-y-3 text-ink-muted">{children}</div>
        <div className="mt-6 flex flex-wrap gap-3">
          {action && (
            <form method="post" action={action.url}>
              <Button type="submit" variant={action.variant ?? "primary"}>
                {action.label}
              </Button>
            </form>
          )}
          {next && (
            <Link to={next.to} className={buttonClasses(action ? "secondary" : "primary")}>
              {next.label}
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
