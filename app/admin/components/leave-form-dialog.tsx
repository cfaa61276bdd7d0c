import type { Blocker } from "react-router";
import { useUnsavedChanges } from "../lib/use-unsaved-changes";
import { ConfirmDialog } from "./dialog";

/** Asks before a link leaves a form with unsaved changes (useUnsavedChanges). */
export function LeaveFormDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      onOpenChange={(open) => {
        if (!open && blocker.state === "blocked") blocker.reset();
      }}
      title="Leave without saving?"
      description="Your changes on this page have not been saved. If you leave now, they are lost."
      confirmLabel="Leave without saving"
      onConfirm={() => blocker.state === "blocked" && blocker.proceed()}
    />
  );
}

/**
 * The warning before leaving unsaved changes, as one element: a router allows one blocker at a
 * time, so a page renders one of these (a form's own, or the dialog's around it).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: boolean }) {
  return <LeaveFormDialog blocker={useUnsavedChanges(dirty)} />;
}
