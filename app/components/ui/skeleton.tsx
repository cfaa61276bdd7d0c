import { cn } from "../../lib/cn";

/** A grey placeholder block with a shimmer (still under reduced motion). Hidden from assistive tech. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        "rounded-md bg-[linear-gradient(90deg,var(--surface-sunken)_25%,var(--line)_50%,var(--surface-sunken)_75%)] bg-[length:200%_100%] motion-safe:animate-[shimmer_1.4s_linear_infinite]",
        className,
      )}
    />
  );
}
