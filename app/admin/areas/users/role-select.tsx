import { useRef, useState } from "react";
import { roleLabels, type StaffRole, staffRoles } from "../../../../common/permissions";
import type { AdminUser } from "../../../../common/users";
import { inputClasses } from "../../../components/ui/form-field";
import { cn } from "../../../lib/cn";
import { ConfirmDialog } from "../../components/dialog";
import { adminRequest } from "../../lib/api-client";
import { useAdminAction } from "../../lib/use-admin-action";

/**
 * A user's role in the users table. Choosing another asks first (a keyboard's arrow keys change a
 * closed select at once in some browsers), then saves; the server refuses your own role and the
 * last admin's, and its reason is the toast. Your own row shows the role as text.
 */
export function RoleSelect({ user }: { user: AdminUser }) {
  const [asked, setAsked] = useState<StaffRole | null>(null);
  const select = useRef<HTMLSelectElement>(null);
  const { run, busy } = useAdminAction();

  if (user.current) return <span>{roleLabels[user.role]}</span>;

  async function confirm(role: StaffRole) {
    await run(() => adminRequest<AdminUser>(`/api/admin/users/${user._id}`, { method: "PATCH", body: { role } }), {
      success: (saved) => `${saved.username} is now ${roleLabels[saved.role]}.`,
      failure: "Failed to change the role.",
    });
    setAsked(null);
  }

  return (
    <>
      <select
        ref={select}
        aria-label={`Role of ${user.username}`}
        value={user.role}
        onChange={(event) => setAsked(event.target.value as StaffRole)}
        className={cn(inputClasses, "w-auto py-1.5")}
      >
        {staffRoles.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => !open && !busy && setAsked(null)}
        title={`Make ${user.username} ${asked ? roleLabels[asked] : ""}?`}
        description={`${user.username} can then do only what the ${asked ? roleLabels[asked] : ""} role allows, from their next click. Their sessions stay signed in.`}
        confirmLabel="Change role"
        busy={busy}
        busyLabel="Changing…"
        onConfirm={() => asked && confirm(asked)}
        returnFocusTo={select}
      />
    </>
  );
}
