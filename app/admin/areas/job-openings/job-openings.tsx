import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { longUsDate } from "../../../../common/dates";
import { type JobOpening, jobStatuses } from "../../../../common/job-openings";
import { buttonClasses } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { FilterSelect } from "../../components/filter-select";
import { jobOpeningsPath, jobStatusLabels } from "../../components/job-opening-form";
import { useToast } from "../../components/toast";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/job-openings";

export const meta: Route.MetaFunction = () => adminMeta("Job Openings");

/** SPEC §8 words these exactly; the server's own messages are not shown instead. */
const fetchFailed = "Failed to fetch job openings.";
const deleted = "Job opening deleted successfully!";
const deleteFailed = "Failed to delete job opening.";

const defaults = { sort: "postedDate", order: "desc" } as const;

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<JobOpening>> {
  const list = await loadList<JobOpening>(request, "/api/admin/job-openings");
  return list.error ? { ...list, error: fetchFailed } : list;
}

const column = createColumnHelper<JobOpening>();

function StatusBadge({ status }: { status: JobOpening["status"] }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 font-medium text-xs",
        status === "open" ? "bg-success-soft text-success" : "bg-surface-muted text-ink-muted",
      )}
    >
      {jobStatusLabels[status]}
    </span>
  );
}

const statusFilterOptions = [
  { value: "", label: "All" },
  ...jobStatuses.map((status) => ({ value: status, label: jobStatusLabels[status] })),
];

export default function JobOpenings({ loaderData }: Route.ComponentProps) {
  const toast = useToast();
  const deletion = useConfirmedDelete<JobOpening>({
    path: (opening) => `/api/admin/job-openings/${opening._id}`,
    success: () => deleted,
    failure: deleteFailed,
    exactFailure: true,
    title: "Are you sure you want to delete this job opening?",
    description: (opening) =>
      `"${opening.title}" will be removed from the back office and the careers page. This cannot be undone.`,
    confirmLabel: "Delete job opening",
  });

  // SPEC §8: a failed load is a toast as well as the table's error state (with its retry).
  useEffect(() => {
    if (loaderData.error) toast.error(loaderData.error);
  }, [loaderData, toast]);

  const columns = [
    column.accessor("title", {
      header: "Title",
      meta: { sortKey: "title" },
      cell: (info) => (
        <Link
          to={`${jobOpeningsPath}/${info.row.original._id}`}
          className="font-semibold hover:text-brand-ink hover:underline"
        >
          {info.getValue()}
        </Link>
      ),
    }),
    column.accessor("department", {
      header: "Department",
      meta: { sortKey: "department" },
      // SPEC §3: department is optional and shown as N/A when empty.
      cell: (info) => info.getValue() || <span className="text-ink-muted">N/A</span>,
    }),
    column.accessor("location", { header: "Location", meta: { sortKey: "location" } }),
    column.accessor("status", {
      header: "Status",
      meta: { sortKey: "status" },
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor("postedDate", {
      header: "Posted",
      meta: { sortKey: "postedDate", className: "whitespace-nowrap" },
      cell: (info) => <time dateTime={info.getValue()}>{longUsDate(info.getValue())}</time>,
    }),
    actionsColumn<JobOpening>((opening) => (
      <>
        <Link to={`${jobOpeningsPath}/${opening._id}`} className={buttonClasses("ghost", "sm")}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {opening.title}</span>
        </Link>
        <DeleteRowButton label={`Delete ${opening.title}`} onClick={() => deletion.ask(opening)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Job Openings"
      description="Open roles show on the careers page; closed ones stay here."
      actions={
        <Link to={`${jobOpeningsPath}/new`} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          Add job opening
        </Link>
      }
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Job openings"
      columns={columns}
      searchLabel="Search title, location or department"
      emptyTitle="No job openings"
      emptyText="Add a job opening to show it on the careers page."
      toolbar={<FilterSelect label="Status" param="status" options={statusFilterOptions} />}
    />
  );
}
