import { createColumnHelper } from "@tanstack/react-table";
import { Trash, UserPlus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ActiveSession, AdminUser } from "../../../common/users";
import { Button } from "../../components/ui/button";
import { serverMessageOr } from "../../lib/api";
import { PasswordForm, SessionList } from "../components/account-section";
import { AddUserDialog } from "../components/add-user-dialog";
import { DataTable } from "../components/data-table";
import { ConfirmDialog } from "../components/dialog";
import { PageHeader } from "../components/page-header";
import { adminRequest, SessionEndedError } from "../lib/api-client";
import { formatDateTime } from "../lib/format";
import { type LoadedList, loadList, readListState } from "../lib/list-query";
import { useAdminAction } from "../lib/use-admin-action";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [
  { title: "Users | Aster Admin" },
  { name: "robots", content: "noindex" },
];

const defaults = { sort: "createdAt", order: "asc" } as const;

/** The accounts, and the signed-in admin's own sessions; either failing shows in its own place. */
export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<
  LoadedList<AdminUser> & { sessions: ActiveSession[]; sessionsError: string | null }
> {
  const [users, sessions] = await Promise.all([
    loadList<AdminUser>(request, "/api/users"),
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
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const { run } = useAdminAction();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AdminUser | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  async function confirmRemove() {
    if (!removing) return;
    setRemoveBusy(true);
    // The server refuses the last admin and yourself (409); its reason is the toast.
    await run(() => adminRequest(`/api/users/${removing._id}`, { method: "DELETE" }), {
      success: `Removed ${removing.username}. Their sessions have ended.`,
      failure: "Failed to remove the user.",
    });
    setRemoveBusy(false);
    setRemoving(null);
  }

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
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap" },
      // Removing yourself is not offered (the server refuses it anyway).
      cell: (info) =>
        info.row.original.current ? null : (
          <Button variant="ghost" size="sm" onClick={() => setRemoving(info.row.original)}>
            <Trash aria-hidden="true" className="size-4 text-danger" />
            Remove<span className="sr-only"> {info.row.original.username}</span>
          </Button>
        ),
    }),
  ];

  return (
    <div>
      <PageHeader
        title="Users"
        description="Everyone who can sign in to the back office. Every user is a full admin."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add user
          </Button>
        }
      />
      <DataTable
        caption="Users"
        columns={columns}
        rows={loaderData.rows}
        total={loaderData.total}
        state={state}
        error={loaderData.error}
        getRowId={(row) => row._id}
        searchLabel="Search usernames"
        emptyTitle="No users"
        emptyText="Add a user to give someone access."
      />

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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !removeBusy && setRemoving(null)}
        title="Remove this user?"
        description={`${removing?.username ?? ""} will no longer be able to sign in, and any sessions they have end now.`}
        confirmLabel="Remove user"
        busy={removeBusy}
        busyLabel="Removing…"
        onConfirm={confirmRemove}
      />
    </div>
  );
}
