import { useEffect } from "react";
import { useAsyncError, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { useSessionEndedRedirect } from "../lib/use-session-ended-redirect";

/**
 * What a page shows when the data its loader deferred (an `<Await>`'s promise) fails: the
 * message, and Try again, which runs the loaders again. A session that ended on the way sends
 * the user to sign in instead, as every other admin request does.
 */
export function DeferredLoadError({ message, className }: { message: string; className?: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const handleSessionEnded = useSessionEndedRedirect();
  useEffect(() => {
    handleSessionEnded(error);
  }, [error, handleSessionEnded]);
  return (
    <div className={cn("rounded-2xl border border-line bg-surface p-8 text-center shadow-card", className)}>
      <p role="alert" className="font-medium text-danger">
        {message}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        disabled={revalidator.state === "loading"}
        onClick={() => revalidator.revalidate()}
      >
        Try again
      </Button>
    </div>
  );
}
