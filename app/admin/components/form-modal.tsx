import { Fragment, type ReactNode, useState } from "react";
import { ConfirmDialog, Modal } from "./dialog";
import { UnsavedChangesGuard } from "./leave-form-dialog";

/** What a form inside a FormModal is given: pass these to `useAdminForm` and its buttons. */
export interface FormModalControls {
  /** For `useAdminForm`'s `onDirtyChange`. */
  onDirtyChange: (dirty: boolean) => void;
  /** Cancel: asks first when there are unsaved changes. */
  requestClose: () => void;
  /** After a save: closes without asking. */
  close: () => void;
}

/** What a FormModal shows: nothing, a new record's form, or a record's. */
export type Editing<Row> = Row | "new" | null;

/**
 * A create or edit form in a dialog, open while `editing` is set; each record gets a fresh form. Escape, the close button and Cancel do not throw unsaved
 * changes away unasked; the dialog covers the page's links, so only a reload or closing the tab
 * is left to warn about. Its form passes `warnOnLeave: false`: the warning is this one.
 */
export function FormModal<Row extends { _id: string }>({
  editing,
  title,
  discardDescription,
  onClose,
  children,
}: {
  editing: Editing<Row>;
  /** The dialog's title for a new record (no row) and for one being edited. */
  title: (row: Row | undefined) => string;
  /** Why closing now loses something, in the words of the area ("This entry has changes…"). */
  discardDescription: string;
  onClose: () => void;
  children: (row: Row | undefined, controls: FormModalControls) => ReactNode;
}) {
  const open = editing !== null;
  const row = editing === "new" || editing === null ? undefined : editing;
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);

  const close = () => {
    setDirty(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAskDiscard(true) : close());

  return (
    <>
      <Modal open={open} onOpenChange={(next) => !next && requestClose()} title={title(row)}>
        {open && (
          <Fragment key={row?._id ?? "new"}>{children(row, { onDirtyChange: setDirty, requestClose, close })}</Fragment>
        )}
      </Modal>
      <UnsavedChangesGuard dirty={open && dirty} />
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={(next) => !next && setAskDiscard(false)}
        title="Discard your changes?"
        description={discardDescription}
        confirmLabel="Discard changes"
        onConfirm={() => {
          setAskDiscard(false);
          close();
        }}
      />
    </>
  );
}
