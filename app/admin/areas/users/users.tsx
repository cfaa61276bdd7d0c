import { createColumnHelper } from "@tanstack/react-table";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import type { ActiveSession, AdminUser } from "../../../../common/users";
import { Button } from "../../../components/ui/button";
import { serverMessageOr } from "../../../lib/api";
import { PasswordForm, SessionList } from "../../components/account-section";
import { AddUserDialog } from "../../components/add-user-dialog";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { adminRequest, SessionEndedError } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => adminMeta("Users");

const defaults = { sort: "createdAt", order: "asc" } as const;

/** The accounts, and the signed-in admin's own sessions; either failing shows in its own place. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<
  LoadedList<AdminUser> & { sessions: ActiveSession[]; sessionsError: string | null }
> {
  const [users, sessions] = await Promise.all([
    loadList<AdminUser>(request, "/api/admin/users"),
    adminRequest<ActiveSession[]>("/api/auth/sessions", { signal: request.signal }).then(
      (list) => ({ sessions: list, sessionsError: null }),
      (error: unknown) => {
        // An ended session is handled by the users list (it redirects to sign-in).
        if (error instanceof SessionEndedError || (error instanceof DOMException && error.name === "AbortError")) {
          return { sessions: [], sessionsError: null };
        }
        return { sessions: [], sessionsError: serverMessageOr(error, "Failed to load your sessions.") };
      },
    ),
  ]);
  return { ...users, ...sessions };
}

const column = createColumnHelper<AdminUser>();

/** Back-office accounts (DESIGN §4): list, add, remove; and the signed-in admin's own account. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const [adding, setAdding] = useState(false);
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
        </span>
      ),
    }),
    column.accessor("createdAt", {
      header: "Added",
      meta: { sortKey: "createdAt", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    // Removing yourself is not offered (the server refuses it anyway).
    actionsColumn<AdminUser>((user) =>
      user.current ? null : (
        <DeleteRowButton label={`Remove ${user.username}`} text="Remove" onClick={() => removal.ask(user)} />
      ),
    ),
  ];

  return (
    <AdminListPage
      title="Users"
      description="Everyone who can sign in to the back office. Every user is a full admin."
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add user
        </Button>
      }
      list={loaderData}
      defaults={defaults}
      deletion={removal}
      caption="Users"
      columns={columns}
      searchLabel="Search usernames"
      emptyTitle="No users"
      emptyText="Add a user to give someone access."
    >
      <section aria-labelledby="account-heading" className="mt-10">
        <h2 id="account-heading" className="font-bold text-xl tracking-tight">
          Your account
        </h2>
        <div className="mt-4 grid gap-8 rounded-2xl border border-line bg-surface p-6 shadow-card lg:grid-cols-2">
          <PasswordForm />
          <SessionList sessions={loaderData.sessions} error={loaderData.sessionsError} />
        </div>
      </section>

      <AddUserDialog open={adding} onClose={() => setAdding(false)} />
    </AdminListPage>
  );
}
