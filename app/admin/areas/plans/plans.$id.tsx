import { useNavigate } from "react-router";
import type { Plan } from "../../../../common/plan";
import { PlanForm } from "../../components/plan-form";
import { RecordLoadError, RecordPage } from "../../components/record-page";
import { adminLoadRecord } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/plans.$id";

export const meta: Route.MetaFunction = () => adminMeta("Edit plan");

const back = { to: "/admin/plans", label: "All plans" };

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return { plan: await adminLoadRecord<Plan>(`/api/admin/plans/${encodeURIComponent(params.id)}`, request) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordLoadError
      error={error}
      back={back}
      missing="This plan does not exist. It may have been deleted."
      failed="Failed to load the plan. Please reload."
    />
  );
}

export default function EditPlan({ loaderData: { plan } }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <RecordPage back={back} title={`Edit ${plan.name}`}>
      <PlanForm plan={plan} onDone={() => navigate(back.to)} />
    </RecordPage>
  );
}
