import { useEffect } from "react";
import { useBlocker } from "react-router";

/**
 * A warning before leaving a form with unsaved changes: the browser's own prompt for reloads and
 * closing the tab, and a blocker for links inside the app (the page shows <LeaveFormDialog>).
 * A navigation with `state: { keepsForm: true }` takes the form along (a new record moving to its
 * own address after its first save), so it is not leaving.
 */
export function useUnsavedChanges(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      (nextLocation.state as { keepsForm?: boolean } | null)?.keepsForm !== true,
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
