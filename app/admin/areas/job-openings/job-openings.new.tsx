import { allJobOpenings, JobOpeningForm } from "../../components/job-opening-form";
import { RecordPage } from "../../components/record-page";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/job-openings.new";

export const meta: Route.MetaFunction = () => adminMeta("Add job opening");

export default function NewJobOpening() {
  return (
    <RecordPage back={allJobOpenings} title="Add job opening">
      <JobOpeningForm />
    </RecordPage>
  );
}
