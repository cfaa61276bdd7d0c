import { Mail, Send, X } from "lucide-react";
import type { Invitation } from "../../../../common/invitations";
import { roleLabels } from "../../../../common/permissions";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../components/dialog";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { useAdminAction } from "../../lib/use-admin-action";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";

const expiredBadge =
  "rounded bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-950 dark:text-amber-200";

/**
 * Invitations nobody has accepted yet, under the users table: when each link stops working, and
 * Resend (a new link, 72 more hours) or Revoke (the link stops working now). Hidden when there are none.
 */
export function OpenInvitations({ invitations }: { invitations: Invitation[] }) {
  const { run, busy } = useAdminAction();
  const revoking = useConfirmedDelete<Invitation>({
    path: (invitation) => `/api/admin/invitations/${invitation._id}`,
    success: (invitation) => `Revoked the invitation to ${invitation.email}.`,
    failure: "Failed to revoke the invitation.",
    title: "Revoke this invitation?",
    description: (invitation) =>
      `The link sent to ${invitation.email} stops working at once. You can invite them again later.`,
    confirmLabel: "Revoke invitation",
    busyLabel: "Revoking…",
  });
  const resend = (invitation: Invitation) =>
    run(() => adminRequest(`/api/admin/invitations/${invitation._id}/resend`, { method: "POST" }), {
      success: `Sent the invitation to ${invitation.email} again. The new link works for 72 hours; the old one no longer does.`,
      failure: "Failed to resend the invitation.",
    });

  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h2 id="invitations-heading" className="font-semibold">
        Open invitations
      </h2>
      <p className="mt-1 text-ink-muted text-sm">Sent, and not accepted yet.</p>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
        {invitations.map((invitation) => (
          <li key={invitation._id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                <Mail aria-hidden="true" className="size-4 text-ink-muted" />
                {invitation.name}
                <span className="font-normal text-ink-muted">{invitation.email}</span>
              </p>
              <p className="mt-1 text-ink-muted">
                {roleLabels[invitation.role]} · invited by {invitation.invitedBy ?? "a removed account"}{" "}
                {formatDateTime(invitation.createdAt)} ·{" "}
                {invitation.status === "expired" ? (
                  <span className={expiredBadge}>Expired {formatDateTime(invitation.expiresAt)}</span>
                ) : (
                  <>link works until {formatDateTime(invitation.expiresAt)}</>
                )}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                aria-label={`Resend the invitation to ${invitation.email}`}
                onClick={() => resend(invitation)}
              >
                <Send aria-hidden="true" className="size-4" />
                Resend
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Revoke the invitation to ${invitation.email}`}
                onClick={() => revoking.ask(invitation)}
              >
                <X aria-hidden="true" className="size-4" />
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog {...revoking.dialog} />
    </section>
  );
}
