import { Pencil, Plus, Trash } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Plan } from "../../../common/plan";
import { Button } from "../../components/ui/button";
import { ConfirmDialog, Modal } from "../components/dialog";
import { PlanForm } from "../components/plan-form";
import { useToast } from "../components/toast";
import { adminLoaderRequest, adminRequest } from "../lib/session";
import { useSessionEndedRedirect } from "../lib/use-session-ended-redirect";
import type { Route } from "./+types/plans";

export const meta: Route.MetaFunction = () => [
  { title: "Plans | Aster Admin" },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { plans: await adminLoaderRequest<Plan[]>("/api/plans", request) };
}

export function ErrorBoundary() {
  return (
    <p role="alert" className="rounded-xl bg-danger-soft p-6 font-medium text-danger">
      Failed to load plans. Check your connection and reload the page.
    </p>
  );
}

type Editing = { mode: "create" } | { mode: "edit"; plan: Plan } | null;

export default function AdminPlans({ loaderData }: Route.ComponentProps) {
  const { plans } = loaderData;
  const toast = useToast();
  const revalidator = useRevalidator();
  const handleSessionEnded = useSessionEndedRedirect();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await adminRequest(`/api/plans/${deleting._id}`, { method: "DELETE" });
      toast.success(`Plan "${deleting.name}" deleted.`);
      setDeleting(null);
      await revalidator.revalidate();
    } catch (error) {
      if (!handleSessionEnded(error)) toast.error("Failed to delete the plan. Please try again.");
    } finally {
      setDeleteBusy(false);
    }
  }

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-bold text-2xl tracking-tight">Plans</h1>
          <p className="mt-1 text-ink-muted text-sm">What visitors see on /pricing, in this order.</p>
        </div>
        <Button onClick={() => setEditing({ mode: "create" })}>
          <Plus aria-hidden="true" className="size-4" />
          Add plan
        </Button>
      </div>

      {plans.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-line border-dashed bg-surface p-12 text-center">
          <h2 className="font-semibold text-lg">No plans yet</h2>
          <p className="mt-1 text-ink-muted text-sm">The pricing page shows a notice until you add one.</p>
          <Button className="mt-6" onClick={() => setEditing({ mode: "create" })}>
            Add the first plan
          </Button>
        </div>
      ) : (
        <div className="mt-8 overflow-x-auto rounded-2xl border border-line bg-surface shadow-card">
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">Pricing plans</caption>
            <thead className="border-line border-b bg-surface-muted text-ink-muted text-xs uppercase tracking-wide">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Price
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Users included
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Features
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Popular
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {plans.map((plan) => (
                <tr key={plan._id}>
                  <th scope="row" className="px-4 py-3 font-semibold">
                    <Link to={`/admin/plans/${plan._id}`} className="hover:text-brand-ink hover:underline">
                      {plan.name}
                    </Link>
                    {plan.tag && <span className="block font-normal text-ink-muted text-xs">{plan.tag}</span>}
                  </th>
                  <td className="px-4 py-3">
                    {plan.price} <span className="text-ink-muted">{plan.priceDetails}</span>
                  </td>
                  <td className="px-4 py-3">{plan.includedUsers}</td>
                  <td className="px-4 py-3">{plan.features.length}</td>
                  <td className="px-4 py-3">{plan.popular ? "Yes" : "No"}</td>
                  <td className="px-4 py-3">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

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
