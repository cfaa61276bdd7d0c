import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Button } from "../../components/ui/button";
import { toastSelector } from "./toast";

const overlay = "fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm";
const panel =
  "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-surface p-6 shadow-2xl";

/** A modal with a title, a close button, focus trapped inside and Escape to close (Radix). */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={overlay} />
        <DialogPrimitive.Content
          className={`${panel} max-w-2xl`}
          onInteractOutside={(event) => {
            // Dismissing a toast (they sit above dialogs) is not a request to close the dialog.
            if (event.target instanceof Element && event.target.closest(toastSelector)) {
              event.preventDefault();
            }
          }}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <DialogPrimitive.Title className="font-bold text-xl">{title}</DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="mt-1 text-ink-muted text-sm">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close
              aria-label="Close"
              className="inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="mt-6">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Asks before something that cannot be undone. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  busyLabel = "Deleting…",
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  /** Shown on the confirm button while the work runs. */
  busyLabel?: string;
  onConfirm: () => void;
  /** Where the keyboard goes when the dialog closes (opened without a Radix trigger, it would be lost). */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlay} />
        <AlertDialogPrimitive.Content
          className={`${panel} max-w-md`}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <AlertDialogPrimitive.Title className="font-bold text-lg">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-ink-muted text-sm">
            {description}
          </AlertDialogPrimitive.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant="danger"
              disabled={busy}
              onClick={(event) => {
                // Stay open until the work finishes; the caller closes the dialog.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** A dialog form's last row: Cancel, and the submit button that says when it is working. */
export function DialogFormActions({
  onCancel,
  busy,
  submitLabel,
  busyLabel,
}: {
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
