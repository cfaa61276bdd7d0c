import { plansFailedMessage } from "../../lib/plans-api";
import { EmptyPanel, LoadErrorPanel } from "../ui/load-states";
import { Skeleton } from "../ui/skeleton";

/** SPEC §9: three placeholder cards while plans load. */
export function PlanGridSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading plans…</span>
      {[0, 1, 2].map((card) => (
        <div
          key={card}
          data-testid="plan-skeleton"
          className="rounded-2xl border border-line bg-surface p-8 shadow-card"
        >
          <div className="flex items-center gap-3">
            <Skeleton className="size-11 rounded-xl" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-5 w-24" />
              <Skeleton className="h-3.5 w-36" />
            </div>
          </div>
          <Skeleton className="mt-6 h-10 w-32" />
          <div className="mt-8 space-y-3">
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3.5 w-4/6" />
            <Skeleton className="h-3.5 w-5/6" />
          </div>
          <Skeleton className="mt-8 h-10 w-full rounded-lg" />
        </div>
      ))}
    </div>
  );
}

/** SPEC §8: the pricing failure panel. */
export function PricingError({ onRetry }: { onRetry?: () => void }) {
  return (
    <LoadErrorPanel title="Unable to Load Pricing" message={plansFailedMessage} {...(onRetry ? { onRetry } : {})} />
  );
}

/**
 * The failure panel as an island (ADR 016): "Try again" loads the page again, which asks the
 * server for the plans afresh (on an islands page there is no router to revalidate with).
 */
export function ReloadingPricingError() {
  return <PricingError onRetry={() => window.location.reload()} />;
}

/** An empty plan list is not an error, but the visitor still needs to know what to do. */
export function NoPlans() {
  return <EmptyPanel title="Plans are being updated" text="Talk to our team for a quote in the meantime." />;
}
