import { useState } from "react";
import { adminRequest } from "./api-client";
import { useAdminAction } from "./use-admin-action";

/** What a back-office area says when one of its records is removed; SPEC fixes some of it word for word. */
export interface DeleteWording<Row> {
  /** The DELETE request's path for this record. */
  path: (row: Row) => string;
  success: (row: Row) => string;
  failure: string;
  /** SPEC's own failure text, shown instead of the server's message. */
  exactFailure?: boolean;
  title: string;
  description: (row: Row) => string;
  confirmLabel: string;
  /** Shown on the confirm button while the request runs ("Deleting…" unless said). */
  busyLabel?: string;
}

/**
 * Removing a record from a back-office list: `ask(row)` opens the confirm dialog (Cancel has the
 * focus), confirming sends the DELETE, and `useAdminAction` says how it went and reloads the list.
 * The dialog stays open, its button busy, until the answer comes. `dialog` is ConfirmDialog's props.
 */
export function useConfirmedDelete<Row>(wording: DeleteWording<Row>) {
  const { run } = useAdminAction();
  const [target, setTarget] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  /** Resolves true when the record was deleted. */
  async function confirm(): Promise<boolean> {
    if (target === null) return false;
    setBusy(true);
    const result = await run(() => adminRequest(wording.path(target), { method: "DELETE" }), {
      success: wording.success(target),
      failure: wording.failure,
      exactFailure: wording.exactFailure,
    });
    setBusy(false);
    setTarget(null);
    return result !== undefined;
  }

  return {
    ask: (row: Row) => setTarget(row),
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && !busy && setTarget(null),
      title: wording.title,
      description: target === null ? "" : wording.description(target),
      confirmLabel: wording.confirmLabel,
      busyLabel: wording.busyLabel,
      busy,
      onConfirm: confirm,
    },
  };
}

export type ConfirmedDelete<Row> = ReturnType<typeof useConfirmedDelete<Row>>;
