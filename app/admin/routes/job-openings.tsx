import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus, Trash } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { longUsDate } from "../../../common/dates";
import { type JobOpening, jobStatuses } from "../../../common/jobs";
import { Button, buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DataTable } from "../components/data-table";
import { ConfirmDialog } from "../components/dialog";
import { FilterSelect } from "../components/filter-select";
import { jobOpeningsPath, jobStatusLabels } from "../components/job-opening-form";
import { PageHeader } from "../components/page-header";
import { useToast } from "../components/toast";
import { adminRequest } from "../lib/api-client";
import { type LoadedList, loadList, readListState } from "../lib/list-query";
import { useAdminAction } from "../lib/use-admin-action";
import type { Route } from "./+types/job-openings";

export const meta: Route.MetaFunction = () => [
  { title: "Job Openings | Aster Admin" },
  { name: "robots", content: "noindex" },
];

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
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const toast = useToast();
  const { run } = useAdminAction();
  const [deleting, setDeleting] = useState<JobOpening | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  // SPEC §8: a failed load is a toast as well as the table's error state (with its retry).
  useEffect(() => {
    if (loaderData.error) toast.error(loaderData.error);
  }, [loaderData, toast]);

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    await run(() => adminRequest(`/api/job-openings/${deleting._id}`, { method: "DELETE" }), {
      success: deleted,
      failure: deleteFailed,
      exactFailure: true,
    });
    setDeleteBusy(false);
    setDeleting(null);
  }

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
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap" },
      cell: (info) => (
        <div className="flex justify-end gap-1">
          <Link to={`${jobOpeningsPath}/${info.row.original._id}`} className={buttonClasses("ghost", "sm")}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {info.row.original.title}</span>
          </Link>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(info.row.original)}>
            <Trash aria-hidden="true" className="size-4 text-danger" />
            <span className="sr-only">Delete {info.row.original.title}</span>
          </Button>
        </div>
      ),
    }),
  ];

  return (
    <div>
      <PageHeader
        title="Job Openings"
        description="Open roles show on the careers page; closed ones stay here."
        actions={
          <Link to={`${jobOpeningsPath}/new`} className={buttonClasses()}>
            <Plus aria-hidden="true" className="size-4" />
            Add job opening
          </Link>
        }
      />
      <DataTable
        caption="Job openings"
        columns={columns}
        rows={loaderData.rows}
        total={loaderData.total}
        state={state}
        error={loaderData.error}
        getRowId={(row) => row._id}
        searchLabel="Search title, location or department"
        emptyTitle="No job openings"
        emptyText="Add a job opening to show it on the careers page."
        toolbar={<FilterSelect label="Status" param="status" options={statusFilterOptions} />}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title="Are you sure you want to delete this job opening?"
        description={`"${deleting?.title ?? ""}" will be removed from the back office and the careers page. This cannot be undone.`}
        confirmLabel="Delete job opening"
        busy={deleteBusy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
