import { useState } from "react";
import { useRevalidator } from "react-router";
import { type FieldErrors, fieldErrorsOf } from "../../../common/field-errors";
import { type AdminUser, newAdminUserSchema, passwordMinLength } from "../../../common/users";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { ApiError, serverMessageOr } from "../../lib/api";
import { adminRequest } from "../lib/session";
import { useSessionEndedRedirect } from "../lib/use-session-ended-redirect";
import { Modal } from "./dialog";
import { useToast } from "./toast";

/**
 * A new back-office account. The browser checks with the server's schema for instant feedback;
 * the server's answer (a taken name) shows on its field too. Closing with typed values asks first.
 */
export function AddUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState({ username: "", password: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const toast = useToast();
  const revalidator = useRevalidator();
  const handleSessionEnded = useSessionEndedRedirect();
  const dirty = values.username !== "" || values.password !== "";

  const reset = () => {
    setValues({ username: "", password: "" });
    setErrors({});
  };
  const close = () => {
    if (dirty && !window.confirm("Discard the user you started adding?")) return;
    reset();
    onClose();
  };

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newAdminUserSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const user = await adminRequest<AdminUser>("/api/users", { method: "POST", body: parsed.data });
      toast.success(`Added ${user.username}. They can sign in now.`);
      reset();
      onClose();
      await revalidator.revalidate();
    } catch (error) {
      if (handleSessionEnded(error)) return;
      if (error instanceof ApiError) setErrors(error.errors);
      toast.error(serverMessageOr(error, "Failed to add the user."));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
    className: inputClasses,
  });

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Add a user"
      description="A new admin with full access to the back office. Share the password with them privately."
    >
      <form noValidate onSubmit={save} className="space-y-5">
        <FormField
          label="Username"
          hint="Letters, digits, dots, dashes, underscores or @"
          error={errors.username}
          required
        >
          {(control) => <input {...control} {...field("username")} autoComplete="off" required />}
        </FormField>
        <FormField label="Password" hint={`At least ${passwordMinLength} characters`} error={errors.password} required>
          {(control) => <input {...control} {...field("password")} type="password" autoComplete="new-password" />}
        </FormField>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? "Adding…" : "Add user"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
