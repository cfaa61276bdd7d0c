import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus, Trash } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import type { Plan } from "../../../common/plan";
import { Button } from "../../components/ui/button";
import { DataTable } from "../components/data-table";
import { ConfirmDialog, Modal } from "../components/dialog";
import { PageHeader } from "../components/page-header";
import { PlanForm } from "../components/plan-form";
import { useToast } from "../components/toast";
import { adminRequest } from "../lib/api-client";
import { type LoadedList, loadList, readListState } from "../lib/list-query";
import { useAdminAction } from "../lib/use-admin-action";
import type { Route } from "./+types/plans";

export const meta: Route.MetaFunction = () => [
  { title: "Plans | Aster Admin" },
  { name: "robots", content: "noindex" },
];

/** The public pricing page lists plans in creation order; the table starts the same way. */
const defaults = { sort: "createdAt", order: "asc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<Plan>> {
  return loadList<Plan>(request, "/api/admin/plans");
}

type Editing = { mode: "create" } | { mode: "edit"; plan: Plan } | null;

const column = createColumnHelper<Plan>();

export default function AdminPlans({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const toast = useToast();
  const revalidator = useRevalidator();
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    await run(() => adminRequest(`/api/plans/${deleting._id}`, { method: "DELETE" }), {
      success: `Plan "${deleting.name}" deleted.`,
      failure: "Failed to delete the plan. Please try again.",
      exactFailure: true,
    });
    setDeleteBusy(false);
    setDeleting(null);
  }

  const columns = [
    column.accessor("name", {
      header: "Name",
      meta: { sortKey: "name" },
      cell: (info) => (
        <>
          <Link
            to={`/admin/plans/${info.row.original._id}`}
            className="font-semibold hover:text-brand-ink hover:underline"
          >
            {info.getValue()}
          </Link>
          {info.row.original.tag && <span className="block text-ink-muted text-xs">{info.row.original.tag}</span>}
        </>
      ),
    }),
    column.accessor("price", {
      header: "Price",
      meta: { sortKey: "price" },
      cell: (info) => (
        <>
          {info.getValue()} <span className="text-ink-muted">{info.row.original.priceDetails}</span>
        </>
      ),
    }),
    column.accessor("includedUsers", { header: "Users included", meta: { sortKey: "includedUsers" } }),
    column.accessor((plan) => plan.features.length, { id: "features", header: "Features" }),
    column.accessor("popular", { header: "Popular", cell: (info) => (info.getValue() ? "Yes" : "No") }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap" },
      cell: (info) => {
        const plan = info.row.original;
        return (
          <div className="flex justify-end gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setEditing({ mode: "edit", plan })}
              aria-label={`Edit ${plan.name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              onClick={() => setDeleting(plan)}
              aria-label={`Delete ${plan.name}`}
            >
              <Trash aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </div>
        );
      },
    }),
  ];

  return (
    <div>
      <PageHeader
        title="Plans"
        description="What visitors see on /pricing, in the order they were added."
        actions={
          <Button onClick={() => setEditing({ mode: "create" })}>
            <Plus aria-hidden="true" className="size-4" />
            Add plan
          </Button>
        }
      />
      <DataTable
        caption="Pricing plans"
        columns={columns}
        rows={loaderData.rows}
        total={loaderData.total}
        state={state}
        error={loaderData.error}
        getRowId={(plan) => plan._id}
        searchLabel="Search name, tag or price"
        emptyTitle="No plans yet"
        emptyText="The pricing page shows a notice until you add one."
      />

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.mode === "edit" ? `Edit ${editing.plan.name}` : "Add plan"}
      >
        {editing && (
          <PlanForm
            plan={editing.mode === "edit" ? editing.plan : undefined}
            onCancel={() => setEditing(null)}
            onSaved={async (saved) => {
              toast.success(
                editing.mode === "edit" ? `Plan "${saved.name}" updated.` : `Plan "${saved.name}" created.`,
              );
              setEditing(null);
              await revalidator.revalidate();
            }}
          />
        )}
      </Modal>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title="Delete this plan?"
        description={`"${deleting?.name ?? ""}" will disappear from the pricing page at once. This cannot be undone.`}
        confirmLabel="Delete plan"
        busy={deleteBusy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
