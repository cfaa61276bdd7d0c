import { CircleExclamationPoint, SearchX } from "lucide-react";
import { Button } from "./button";

/** A list or page that could not load: SPEC's title and message, and a way to try again. */
export function LoadErrorPanel({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-2xl border border-line bg-surface p-10 text-center shadow-card"
    >
      <CircleExclamationPoint aria-hidden="true" className="mx-auto size-10 text-danger" />
      <h3 className="mt-4 font-bold text-xl">{title}</h3>
      <p className="mt-2 text-ink-muted">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} className="mt-6">
          Try again
        </Button>
      )}
    </div>
  );
}

/** Nothing to show is not an error, but the visitor still needs to know what to do next. */
export function EmptyPanel({ title, text, children }: { title: string; text: string; children?: React.ReactNode }) {
  return (
    <div role="status" className="mx-auto max-w-lg rounded-2xl border border-line border-dashed p-10 text-center">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <h3 className="mt-4 font-bold text-xl">{title}</h3>
      <p className="mt-2 text-ink-muted">{text}</p>
      {children}
    </div>
  );
}
