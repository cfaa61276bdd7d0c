import type { Blocker } from "react-router";
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
