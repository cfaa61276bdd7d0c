import { allJobOpenings, JobOpeningForm } from "../components/job-opening-form";
import { RecordPage } from "../components/record-page";
import type { Route } from "./+types/job-opening-new";

export const meta: Route.MetaFunction = () => [
  { title: "Add job opening | Aster Admin" },
  { name: "robots", content: "noindex" },
];

export default function NewJobOpening() {
  return (
    <RecordPage back={allJobOpenings} title="Add job opening">
      <JobOpeningForm />
    </RecordPage>
  );
}
