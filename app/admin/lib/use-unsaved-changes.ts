import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * A warning before leaving a form with unsaved changes: the browser's own prompt for reloads and
 * closing the tab, and a blocker for links inside the app (the page shows <LeaveFormDialog>).
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return blocker;
}
