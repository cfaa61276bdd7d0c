import { isRouteErrorResponse, useNavigate } from "react-router";
import type { Plan } from "../../../common/plan";
import { ApiError } from "../../lib/api";
import { BackLink } from "../components/back-link";
import { PlanForm } from "../components/plan-form";
import { useToast } from "../components/toast";
import { adminLoaderRequest } from "../lib/api-client";
import type { Route } from "./+types/plan-edit";

export const meta: Route.MetaFunction = () => [
  { title: "Edit plan | Aster Admin" },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  try {
    return { plan: await adminLoaderRequest<Plan>(`/api/plans/${encodeURIComponent(params.id)}`, request) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Plan not found", { status: 404 });
    }
    throw error;
  }
}

function BackToPlans() {
  return <BackLink to="/admin/plans">All plans</BackLink>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div>
      <BackToPlans />
      <p role="alert" className="mt-6 rounded-xl bg-danger-soft p-6 font-medium text-danger">
        {missing ? "This plan does not exist. It may have been deleted." : "Failed to load the plan. Please reload."}
      </p>
    </div>
  );
}

export default function EditPlan({ loaderData }: Route.ComponentProps) {
  const { plan } = loaderData;
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <div>
      <BackToPlans />
      <h1 className="mt-4 font-bold text-2xl tracking-tight">Edit {plan.name}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
        <PlanForm
          plan={plan}
          onCancel={() => navigate("/admin/plans")}
          onSaved={(saved) => {
            toast.success(`Plan "${saved.name}" updated.`);
            navigate("/admin/plans");
          }}
        />
      </div>
    </div>
  );
}
