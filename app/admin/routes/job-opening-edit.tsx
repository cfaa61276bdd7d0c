import { isRouteErrorResponse } from "react-router";
import type { JobOpening } from "../../../common/jobs";
import { ApiError } from "../../lib/api";
import { BackLink } from "../components/back-link";
import { JobOpeningForm, jobOpeningsPath } from "../components/job-opening-form";
import { adminLoaderRequest } from "../lib/api-client";
import type { Route } from "./+types/job-opening-edit";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.opening ? `Edit ${data.opening.title}` : "Job opening"} | Aster Admin` },
  { name: "robots", content: "noindex" },
];

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  try {
    const opening = await adminLoaderRequest<JobOpening>(
      `/api/admin/job-openings/${encodeURIComponent(params.id)}`,
      request,
    );
    return { opening };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response("Job opening not found", { status: 404 });
    }
    throw error;
  }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div>
      <BackLink to={jobOpeningsPath}>All job openings</BackLink>
      <p role="alert" className="mt-6 rounded-xl bg-danger-soft p-6 font-medium text-danger">
        {missing
          ? "This job opening does not exist. It may have been deleted."
          : "Failed to load the job opening. Please reload."}
      </p>
    </div>
  );
}

export default function EditJobOpening({ loaderData }: Route.ComponentProps) {
  const { opening } = loaderData;
  return (
    <div>
      <BackLink to={jobOpeningsPath}>All job openings</BackLink>
      <h1 className="mt-4 font-bold text-2xl tracking-tight">Edit {opening.title}</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
        {/* A fresh form per opening: its baseline for "unsaved changes" is what was loaded. */}
        <JobOpeningForm key={opening._id} opening={opening} />
      </div>
    </div>
  );
}
