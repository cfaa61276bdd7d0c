import { createColumnHelper } from "@tanstack/react-table";
import { Send, UserPlus } from "lucide-react";
import { useState } from "react";
import type { Invitation } from "../../../../common/invitations";
import type { TwoFactorPolicy } from "../../../../common/two-factor";
import type { AdminUser } from "../../../../common/users";
import { Button } from "../../../components/ui/button";
import { AddUserDialog } from "../../components/add-user-dialog";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { ConfirmDialog } from "../../components/dialog";
import { InviteDialog } from "../../components/invite-dialog";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/users";
import { OpenInvitations } from "./invitations";
import { RoleSelect } from "./role-select";
import { TwoFactorPolicyForm } from "./two-factor-policy";
import { useAccessChange } from "./use-access-change";

export const meta: Route.MetaFunction = () => adminMeta("Users");

const defaults = { sort: "createdAt", order: "asc" } as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<{
  users: LoadedList<AdminUser>;
  invitations: Invitation[];
  twoFactorPolicy: TwoFactorPolicy;
}> {
  const [users, invitations, twoFactorPolicy] = await Promise.all([
    loadList<AdminUser>(request, "/api/admin/users"),
    adminRequest<Invitation[]>("/api/admin/invitations"),
    adminRequest<TwoFactorPolicy>("/api/admin/two-factor-policy"),
  ]);
  return { users, invitations, twoFactorPolicy };
}

const column = createColumnHelper<AdminUser>();

// Defined once, not per render: a cell function made anew would be a new component to React, and
// the select (with its open confirm dialog) would be replaced when the list reloads after a save.
const roleColumn = column.accessor("role", {
  header: "Role",
  cell: (info) => <RoleSelect user={info.row.original} />,
});

/** Back-office accounts (DESIGN §4): list, invite or add with a role, change a role, deactivate, remove; open invitations. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const access = useAccessChange();
  // The server refuses the last admin and yourself (409); its reason is the toast.
  const removal = useConfirmedDelete<AdminUser>({
    path: (user) => `/api/admin/users/${user._id}`,
    success: (user) => `Removed ${user.username}. Their sessions have ended.`,
    failure: "Failed to remove the user.",
    title: "Remove this user?",
    description: (user) => `${user.username} will no longer be able to sign in, and any sessions they have end now.`,
    confirmLabel: "Remove user",
    busyLabel: "Removing…",
  });

  const columns = [
    column.accessor("username", {
      header: "Username",
      meta: { sortKey: "username" },
      cell: (info) => (
        <span className="font-medium">
          {info.getValue()}
          {info.row.original.current && (
            <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 font-medium text-brand-ink text-xs">You</span>
          )}
          {info.row.original.deactivatedAt && (
            <span className="ml-2 rounded bg-surface-muted px-2 py-0.5 font-medium text-ink-muted text-xs">
              Deactivated
            </span>
          )}
        </span>
      ),
    }),
    roleColumn,
    column.accessor("createdAt", {
      header: "Added",
      meta: { sortKey: "createdAt", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    // Deactivating or removing yourself is not offered (the server refuses both anyway).
    actionsColumn<AdminUser>((user) =>
      user.current ? null : (
        <>
          {access.button(user)}
          <DeleteRowButton label={`Remove ${user.username}`} text="Remove" onClick={() => removal.ask(user)} />
        </>
      ),
    ),
  ];

  return (
    <AdminListPage
      title="Users"
      description="Everyone who can sign in to the back office, and what their role lets them do."
      actions={
        <>
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add user
          </Button>
          <Button onClick={() => setInviting(true)}>
            <Send aria-hidden="true" className="size-4" />
            Invite
          </Button>
        </>
      }
      list={loaderData.users}
      defaults={defaults}
      deletion={removal}
      caption="Users"
      columns={columns}
      searchLabel="Search usernames"
      emptyTitle="No users"
      emptyText="Add a user to give someone access."
    >
      <OpenInvitations invitations={loaderData.invitations} />
      <TwoFactorPolicyForm policy={loaderData.twoFactorPolicy} />
      <ConfirmDialog {...access.dialog} />
      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
    </AdminListPage>
  );
}
