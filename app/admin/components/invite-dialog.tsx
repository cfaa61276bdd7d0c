import { type Invitation, invitationValidHours, newInvitationSchema } from "../../../common/invitations";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { AdminForm } from "./admin-form";
import { DialogFormActions, Modal } from "./dialog";
import { RoleField } from "./role-field";

/**
 * Invites a person by email: they get a link to choose their own password, so nobody has to pass
 * one on. The server's answer (an address already invited or signed up) shows on the email field.
 */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useAdminForm(newInvitationSchema, {
    initial: { name: "", email: "", role: "" },
    save: (input) => adminRequest<Invitation>("/api/admin/invitations", { method: "POST", body: input }),
    messages: {
      success: (invitation) =>
        `Invitation sent to ${invitation.email}. The link works for ${invitationValidHours} hours.`,
      failure: "Failed to send the invitation.",
    },
    resetOnSave: true,
    onSaved: onClose,
    warnOnLeave: false,
  });
  const { errors, field, busy } = form;

  const close = () => {
    if (form.dirty && !window.confirm("Discard the invitation you started?")) return;
    form.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Invite a person"
      description={`They get an email with a link to choose their password, valid for ${invitationValidHours} hours. They sign in with their email address.`}
    >
      <AdminForm form={form} className="space-y-5">
        <FormField label="Name" error={errors.name} required>
          {(control) => <input {...control} {...field("name")} className={inputClasses} autoComplete="off" />}
        </FormField>
        <FormField
          label="Email"
          hint="Where the invitation goes, and what they sign in with"
          error={errors.email}
          required
        >
          {(control) => (
            <input {...control} {...field("email")} className={inputClasses} type="email" autoComplete="off" />
          )}
        </FormField>
        <RoleField select={field("role")} error={errors.role} />
        <DialogFormActions onCancel={close} busy={busy} submitLabel="Send invitation" busyLabel="Sending…" />
      </AdminForm>
    </Modal>
  );
}
