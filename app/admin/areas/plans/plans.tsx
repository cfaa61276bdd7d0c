import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { Plan } from "../../../../common/plan";
import { Button } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { type Editing, FormModal } from "../../components/form-modal";
import { PlanForm } from "../../components/plan-form";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/plans";

export const meta: Route.MetaFunction = () => adminMeta("Plans");

/** The public pricing page lists plans in creation order; the table starts the same way. */
const defaults = { sort: "createdAt", order: "asc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<Plan>> {
  return loadList<Plan>(request, "/api/admin/plans");
}

const column = createColumnHelper<Plan>();

export default function AdminPlans({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<Editing<Plan>>(null);
  const deletion = useConfirmedDelete<Plan>({
    path: (plan) => `/api/admin/plans/${plan._id}`,
    success: (plan) => `Plan "${plan.name}" deleted.`,
    failure: "Failed to delete the plan. Please try again.",
    exactFailure: true,
    title: "Delete this plan?",
    description: (plan) => `"${plan.name}" will disappear from the pricing page at once. This cannot be undone.`,
    confirmLabel: "Delete plan",
  });

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
    actionsColumn<Plan>((plan) => (
      <>
        <Button variant="ghost" size="sm" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <DeleteRowButton label={`Delete ${plan.name}`} text="Delete" onClick={() => deletion.ask(plan)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Plans"
      description="What visitors see on /pricing, in the order they were added."
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Add plan
        </Button>
      }
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Pricing plans"
      columns={columns}
      searchLabel="Search name, tag or price"
      emptyTitle="No plans yet"
      emptyText="The pricing page shows a notice until you add one."
    >
      <FormModal
        editing={editing}
        title={(plan) => (plan ? `Edit ${plan.name}` : "Add plan")}
        discardDescription="This plan has changes that are not saved. If you close it now, they are lost."
        onClose={() => setEditing(null)}
      >
        {(plan, modal) => <PlanForm plan={plan} modal={modal} />}
      </FormModal>
    </AdminListPage>
  );
}
