import { Ban, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { AdminUser } from "../../../../common/users";
import { Button } from "../../../components/ui/button";
import { adminRequest } from "../../lib/api-client";
import { useAdminAction } from "../../lib/use-admin-action";

/**
 * Deactivating (after confirming: it signs them out everywhere at once) and reactivating other
 * accounts from the users table. The state lives with the page, not the row: a row's cell is
 * drawn anew when the list reloads, and would close an open dialog. The server refuses your own
 * account and the last active admin's, and its reason is the toast.
 */
export function useAccessChange() {
  const [target, setTarget] = useState<AdminUser | null>(null);
  const { run, busy } = useAdminAction();

  const change = (user: AdminUser, verb: "deactivate" | "reactivate") =>
    run(() => adminRequest<AdminUser>(`/api/admin/users/${user._id}/${verb}`, { method: "POST" }), {
      success: (saved) =>
        verb === "deactivate"
          ? `Deactivated ${saved.username}. They are signed out everywhere and cannot sign in.`
          : `Reactivated ${saved.username}. They can sign in again with their password.`,
      failure: verb === "deactivate" ? "Failed to deactivate the user." : "Failed to reactivate the user.",
    });

  /** The row's button: Reactivate for a deactivated account, else Deactivate (which asks first). */
  const button = (user: AdminUser) =>
    user.deactivatedAt ? (
      <Button
        variant="ghost"
        size="sm"
        disabled={busy}
        aria-label={`Reactivate ${user.username}`}
        onClick={() => change(user, "reactivate")}
      >
        <RotateCcw aria-hidden="true" className="size-4" />
        Reactivate
      </Button>
    ) : (
      <Button variant="ghost" size="sm" aria-label={`Deactivate ${user.username}`} onClick={() => setTarget(user)}>
        <Ban aria-hidden="true" className="size-4" />
        Deactivate
      </Button>
    );

  return {
    button,
    /** ConfirmDialog's props. */
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => !open && !busy && setTarget(null),
      title: "Deactivate this user?",
      description: target
        ? `${target.username} is signed out everywhere at once and cannot sign in until reactivated. Their name stays on everything they did.`
        : "",
      confirmLabel: "Deactivate",
      busy,
      busyLabel: "Deactivating…",
      onConfirm: async () => {
        if (target) await change(target, "deactivate");
        setTarget(null);
      },
    },
  };
}
