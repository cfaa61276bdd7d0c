import { Skeleton } from "../ui/skeleton";

/** SPEC §9: six placeholder cards while posts load. */
export function PostGridSkeleton() {
  return (
    <div role="status" aria-live="polite" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      <span className="sr-only">Loading articles…</span>
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div
          key={card}
          data-testid="post-skeleton"
          className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
        >
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-3 p-6">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-5 w-11/12" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-5/6" />
            <Skeleton className="h-3.5 w-2/3" />
          </div>
        </div>
      ))}
    </div>
  );
}
