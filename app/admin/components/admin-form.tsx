import type { ReactNode } from "react";
import type { AdminFormState } from "../lib/use-admin-form";
import { UnsavedChangesGuard } from "./leave-form-dialog";

/**
 * The form element for `useAdminForm`: the browser's own checks off (the schema's messages are
 * shown instead), the submit handled, and, unless the form says otherwise, a warning before
 * leaving it with unsaved changes.
 */
export function AdminForm({
  form,
  className,
  children,
  ...labelled
}: {
  form: Pick<AdminFormState, "formRef" | "onSubmit" | "dirty" | "warnOnLeave">;
  className?: string;
  children: ReactNode;
  /** A form named by a heading inside it. */
  "aria-labelledby"?: string;
}) {
  return (
    <>
      <form ref={form.formRef} method="post" noValidate onSubmit={form.onSubmit} className={className} {...labelled}>
        {children}
      </form>
      {form.warnOnLeave && <UnsavedChangesGuard dirty={form.dirty} />}
    </>
  );
}
