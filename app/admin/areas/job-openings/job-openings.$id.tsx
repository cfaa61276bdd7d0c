import type { JobOpening } from "../../../../common/job-openings";
import { allJobOpenings, JobOpeningForm } from "../../components/job-opening-form";
import { RecordLoadError, RecordPage } from "../../components/record-page";
import { adminLoadRecord } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/job-openings.$id";

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.opening ? `Edit ${data.opening.title}` : "Job opening");

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const path = `/api/admin/job-openings/${encodeURIComponent(params.id)}`;
  return { opening: await adminLoadRecord<JobOpening>(path, request) };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <RecordLoadError
      error={error}
      back={allJobOpenings}
      missing="This job opening does not exist. It may have been deleted."
      failed="Failed to load the job opening. Please reload."
    />
  );
}

export default function EditJobOpening({ loaderData: { opening } }: Route.ComponentProps) {
  return (
    <RecordPage back={allJobOpenings} title={`Edit ${opening.title}`}>
      {/* A fresh form per opening: its baseline for "unsaved changes" is what was loaded. */}
      <JobOpeningForm key={opening._id} opening={opening} />
    </RecordPage>
  );
}
