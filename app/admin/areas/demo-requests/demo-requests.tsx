import { createColumnHelper } from "@tanstack/react-table";
import { NotebookPen } from "lucide-react";
import { useState } from "react";
import type { DemoRequest } from "../../../../common/demo";
import { type DemoStatus, demoStatuses, demoStatusLabels } from "../../../../common/demo-rules";
import { Button } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton, emailCell, TwoLineCell } from "../../components/data-table";
import { DemoRequestDetails } from "../../components/demo-request-details";
import { ExportCsvButton } from "../../components/export-csv-button";
import { FilterSelect } from "../../components/filter-select";
import { PossibleSpamBadge } from "../../components/possible-spam-badge";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useAdminAction } from "../../lib/use-admin-action";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/demo-requests";

export const meta: Route.MetaFunction = () => adminMeta("Demo Requests");

const defaults = { sort: "createdAt", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<DemoRequest>> {
  return loadList<DemoRequest>(request, "/api/admin/demo-requests");
}

const statusFilterOptions = [
  { value: "", label: "All" },
  ...demoStatuses.map((status) => ({ value: status, label: demoStatusLabels[status] })),
  { value: "spam", label: "Spam" },
];

const column = createColumnHelper<DemoRequest>();

export default function DemoRequests({ loaderData }: Route.ComponentProps) {
  const { run } = useAdminAction();
  const [details, setDetails] = useState<DemoRequest | null>(null);
  const deletion = useConfirmedDelete<DemoRequest>({
    path: (request) => `/api/admin/demo-requests/${request._id}`,
    success: (request) => `Deleted the demo request from ${request.company}.`,
    failure: "Failed to delete the demo request.",
    title: "Delete this demo request?",
    description: (request) =>
      `The request from ${request.company} will be removed, and its time becomes free to book. This cannot be undone.`,
    confirmLabel: "Delete request",
  });

  const setStatus = (request: DemoRequest, status: DemoStatus) =>
    run(() => adminRequest(`/api/admin/demo-requests/${request._id}`, { method: "PATCH", body: { status } }), {
      success: `${request.company}: ${demoStatusLabels[status]}`,
      failure: "Failed to update the demo request.",
    });

  const columns = [
    column.accessor("createdAt", {
      header: "Requested",
      meta: { sortKey: "createdAt", className: "min-w-[7.5rem]" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("company", {
      header: "Company",
      meta: { sortKey: "company" },
      cell: (info) => <TwoLineCell primary={info.getValue()} secondary={info.row.original.name || "No name given"} />,
    }),
    column.accessor("email", {
      header: "Email",
      meta: { sortKey: "email" },
      cell: emailCell,
    }),
    column.accessor("date", {
      header: "Demo (India time)",
      meta: { sortKey: "date", className: "whitespace-nowrap" },
      cell: (info) => (
        <>
          {info.getValue()} {info.row.original.time}
          <span className="block text-ink-muted text-xs">Visitor: {info.row.original.timeZone}</span>
        </>
      ),
    }),
    column.accessor("status", {
      header: "Status",
      meta: { sortKey: "status" },
      cell: (info) =>
        info.row.original.spamReason ? (
          <span className="rounded bg-danger-soft px-2 py-1 font-medium text-danger text-xs">Spam</span>
        ) : (
          <div className="flex flex-col items-start gap-1">
            <select
              aria-label={`Status of the request from ${info.row.original.company}`}
              value={info.getValue()}
              onChange={(event) => setStatus(info.row.original, event.target.value as DemoStatus)}
              className="rounded-lg border border-line-strong bg-surface px-2 py-1.5 text-sm"
            >
              {demoStatuses.map((status) => (
                <option key={status} value={status}>
                  {demoStatusLabels[status]}
                </option>
              ))}
            </select>
            <PossibleSpamBadge doubt={info.row.original.spamDoubt} />
          </div>
        ),
    }),
    actionsColumn<DemoRequest>((request) => (
      <>
        <Button variant="ghost" size="sm" onClick={() => setDetails(request)}>
          <NotebookPen aria-hidden="true" className="size-4" />
          Details<span className="sr-only"> of the request from {request.company}</span>
        </Button>
        <DeleteRowButton label={`Delete the request from ${request.company}`} onClick={() => deletion.ask(request)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Demo Requests"
      description="Everyone who booked a demo, newest first. Set the status as you follow up."
      actions={
        <ExportCsvButton path="/api/admin/demo-requests/export.csv" failure="Failed to export the demo requests." />
      }
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Demo requests"
      cards
      columns={columns}
      searchLabel="Search name, company, email or phone"
      emptyTitle="No demo requests"
      emptyText="Requests from the booking page appear here."
      toolbar={<FilterSelect label="Status" param="status" options={statusFilterOptions} />}
    >
      <DemoRequestDetails request={details} onClose={() => setDetails(null)} />
    </AdminListPage>
  );
}
