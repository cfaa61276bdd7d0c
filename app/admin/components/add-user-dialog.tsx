import { roleLabels } from "../../../common/permissions";
import { type AdminUser, newAdminUserSchema } from "../../../common/users";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { usePasswordHint } from "../lib/use-password-hint";
import { AdminForm } from "./admin-form";
import { DialogFormActions, Modal } from "./dialog";
import { RoleField } from "./role-field";

/**
 * A new back-office account. The browser checks with the server's schema for instant feedback;
 * the server's answer (a taken name) shows on its field too. Closing with typed values asks first.
 */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useAdminForm(newAdminUserSchema, {
    initial: { username: "", password: "", role: "" },
    save: (input) => adminRequest<AdminUser>("/api/admin/users", { method: "POST", body: input }),
    messages: {
      success: (user) => `Added ${user.username} (${roleLabels[user.role]}). They can sign in now.`,
      failure: "Failed to add the user.",
    },
    resetOnSave: true,
    onSaved: onClose,
    // Closing the dialog with typed values asks on its own (close, below).
    warnOnLeave: false,
  });
  const { errors, field, busy } = form;
  const passwordHint = usePasswordHint(field("password").value, [field("username").value]);

  const close = () => {
    if (form.dirty && !window.confirm("Discard the user you started adding?")) return;
    form.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add a user"
      description="A new staff account, with what its role allows. Share the password with them privately."
    >
      <AdminForm form={form} className="space-y-5">
        <FormField
          label="Username"
          hint="Letters, digits, dots, dashes, underscores or @"
          error={errors.username}
          required
        >
          {(control) => <input {...control} {...field("username")} className={inputClasses} autoComplete="off" />}
        </FormField>
        <FormField label="Password" hint={passwordHint} error={errors.password} required>
          {(control) => (
            <input
              {...control}
              {...field("password")}
              className={inputClasses}
              type="password"
              autoComplete="new-password"
            />
          )}
        </FormField>
        <RoleField select={field("role")} error={errors.role} />
        <DialogFormActions onCancel={close} busy={busy} submitLabel="Add user" busyLabel="Adding…" />
      </AdminForm>
    </Modal>
  );
}
