import { BackLink } from "../components/back-link";
import { JobOpeningForm, jobOpeningsPath } from "../components/job-opening-form";
import type { Route } from "./+types/job-opening-new";

export const meta: Route.MetaFunction = () => [
  { title: "Add job opening | Aster Admin" },
  { name: "robots", content: "noindex" },
];

export default function NewJobOpening() {
  return (
    <div>
      <BackLink to={jobOpeningsPath}>All job openings</BackLink>
      <h1 className="mt-4 font-bold text-2xl tracking-tight">Add job opening</h1>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
        <JobOpeningForm />
      </div>
    </div>
  );
}
