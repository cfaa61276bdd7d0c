import { CircleExclamationPoint } from "lucide-react";
import { plansFailedMessage } from "../../lib/plans-api";
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
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-line bg-surface p-10 text-center shadow-card"
    >
      <CircleExclamationPoint aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h3 className="mt-4 font-bold text-xl">Unable to Load Pricing</h3>
      <p className="mt-2 text-ink-muted">{plansFailedMessage}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-6 rounded-lg border border-line-strong px-4 py-2 font-semibold text-sm hover:bg-surface-muted"
        >
          Try again
        </button>
      )}
    </div>
  );
}

/** An empty plan list is not an error, but the visitor still needs to know what to do. */
export function NoPlans() {
  return (
    <div className="mx-auto max-w-lg rounded-2xl border border-line border-dashed p-10 text-center">
      <h3 className="font-bold text-xl">Plans are being updated</h3>
      <p className="mt-2 text-ink-muted">Talk to our team for a quote in the meantime.</p>
    </div>
  );
}
