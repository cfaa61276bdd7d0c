import { isStaffRole, roleDescriptions, roleLabels, staffRoles } from "../../../common/permissions";
import { type AdminUser, newAdminUserSchema } from "../../../common/users";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { usePasswordHint } from "../lib/use-password-hint";
import { AdminForm } from "./admin-form";
import { Modal } from "./dialog";

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
  const chosenRole = field("role").value;
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
        <FormField
          label="Role"
          hint={isStaffRole(chosenRole) ? roleDescriptions[chosenRole] : "What they may do in the back office"}
          error={errors.role}
          required
        >
          {(control) => (
            <select {...control} {...field("role")} className={inputClasses}>
              <option value="">Choose a role</option>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Adding…" : "Add user"}
          </Button>
        </div>
      </AdminForm>
    </Modal>
  );
}
