import { createColumnHelper } from "@tanstack/react-table";
import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import type { DeadlineState } from "../../../../common/data-rights-deadline";
import type { DataRightsRequest } from "../../../../common/data-rights-request";
import { dataRightsRequestTypeLabel } from "../../../../common/data-rights-request-rules";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, emailCell } from "../../components/data-table";
import { Modal } from "../../components/dialog";
import { Facts } from "../../components/facts";
import { FilterSelect } from "../../components/filter-select";
import { PossibleSpamBadge } from "../../components/possible-spam-badge";
import { adminRequest } from "../../lib/api-client";
import { formatCalendarDate, formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useAdminAction } from "../../lib/use-admin-action";
import type { Route } from "./+types/data-rights-requests";

export const meta: Route.MetaFunction = () => adminMeta("Data-Rights Requests");

/** The API's own defaults: open requests, the soonest deadline first. */
const defaults = { sort: "dueOn", order: "asc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<DataRightsRequest>> {
  return loadList<DataRightsRequest>(request, "/api/admin/data-rights-requests");
}

const statusFilter = [
  { value: "", label: "Open" },
  { value: "closed", label: "Closed" },
  { value: "all", label: "All" },
] as const;

/** Words as well as colour: the state must read without seeing the colour. Closed ones need no flag. */
const deadlineFlags: Record<Exclude<DeadlineState, "closed">, { label: string; className: string }> = {
  overdue: { label: "Overdue", className: "bg-danger-soft text-danger" },
  "due soon": { label: "Due soon", className: "bg-gold-soft text-gold" },
  "on track": { label: "On track", className: "bg-surface-muted text-ink-muted" },
};

function DueDate({ request }: { request: DataRightsRequest }) {
  const flag = request.deadline === "closed" ? null : deadlineFlags[request.deadline];
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span className={cn(request.deadline === "closed" && "text-ink-muted")}>{formatCalendarDate(request.dueOn)}</span>
      {flag && (
        <span className={cn("whitespace-nowrap rounded px-2 py-0.5 font-medium text-xs", flag.className)}>
          {flag.label}
        </span>
      )}
    </span>
  );
}

const column = createColumnHelper<DataRightsRequest>();

/**
 * GDPR and DPDP requests (ADR 035): each must be answered by its due date, one month from receipt.
 * The list opens on the open ones, the soonest deadline first, flagged when due soon or overdue.
 */
export default function DataRightsRequests({ loaderData }: Route.ComponentProps) {
  const { run } = useAdminAction();
  const [reading, setReading] = useState<DataRightsRequest | null>(null);

  const setStatus = (request: DataRightsRequest, status: DataRightsRequest["status"]) =>
    run(() => adminRequest(`/api/admin/data-rights-requests/${request._id}`, { method: "PATCH", body: { status } }), {
      success:
        status === "closed" ? `Request ${request.reference} is closed.` : `Request ${request.reference} is open again.`,
      failure: "Failed to update the request.",
    });

  const columns = [
    column.accessor("reference", {
      header: "Reference",
      meta: { className: "whitespace-nowrap" },
      cell: (info) => <span className="font-mono text-xs">{info.getValue()}</span>,
    }),
    column.accessor("dueOn", {
      header: "Due by",
      meta: { sortKey: "dueOn", className: "whitespace-nowrap" },
      cell: (info) => <DueDate request={info.row.original} />,
    }),
    column.accessor("requestType", {
      header: "Request",
      meta: { className: "min-w-40" },
      cell: (info) => (
        <>
          {dataRightsRequestTypeLabel(info.getValue())}
          <span className="block">
            <PossibleSpamBadge doubt={info.row.original.spamDoubt} />
          </span>
        </>
      ),
    }),
    column.accessor("name", { header: "Name", meta: { sortKey: "name" } }),
    column.accessor("email", { header: "Email", meta: { sortKey: "email" }, cell: emailCell }),
    column.accessor("receivedAt", {
      header: "Received",
      meta: { sortKey: "receivedAt", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("status", {
      header: "Status",
      cell: (info) => (info.getValue() === "open" ? "Open" : "Closed"),
    }),
    actionsColumn<DataRightsRequest>((request) => (
      <Button variant="ghost" size="sm" onClick={() => setReading(request)}>
        <MessageSquareText aria-hidden="true" className="size-4" />
        Read<span className="sr-only"> request {request.reference}</span>
      </Button>
    )),
  ];

  return (
    <AdminListPage
      title="Data-Rights Requests"
      description="GDPR and DPDP requests: access, correction, deletion and the other rights. Answer each by its due date, one month from receipt."
      list={loaderData}
      defaults={defaults}
      caption="Data-rights requests"
      columns={columns}
      searchLabel="Search name, email or reference"
      emptyTitle="No data-rights requests"
      emptyText="Requests from the data rights page and the contact form's privacy topic appear here."
      toolbar={<FilterSelect label="Show" param="status" options={statusFilter} />}
    >
      <RequestDialog request={reading} onClose={() => setReading(null)} onSetStatus={setStatus} />
    </AdminListPage>
  );
}

function RequestDialog({
  request,
  onClose,
  onSetStatus,
}: {
  request: DataRightsRequest | null;
  onClose: () => void;
  onSetStatus: (request: DataRightsRequest, status: DataRightsRequest["status"]) => Promise<unknown>;
}) {
  const facts: Array<[string, React.ReactNode]> = request
    ? [
        ["Reference", request.reference],
        ["Request", dataRightsRequestTypeLabel(request.requestType)],
        ["Received", formatDateTime(request.receivedAt)],
        ["Due by", <DueDate key="due" request={request} />],
        ["Email", request.email],
        ["Status", request.closedAt ? `Closed on ${formatDateTime(request.closedAt)}` : "Open"],
        ...(request.spamDoubt ? ([["Possibly spam", request.spamDoubt]] as Array<[string, React.ReactNode]>) : []),
      ]
    : [];
  const replySubject = request ? `Your data-rights request ${request.reference}` : "";
  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={request ? `Data-rights request from ${request.name}` : "Data-rights request"}
    >
      <Facts facts={facts} />
      <h3 className="mt-6 font-semibold text-sm">Details</h3>
      <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 text-sm">
        {request?.details || "None given."}
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {request && (
          <Button
            variant="secondary"
            onClick={async () => {
              await onSetStatus(request, request.status === "open" ? "closed" : "open");
              onClose();
            }}
          >
            {request.status === "open" ? "Close request" : "Reopen request"}
          </Button>
        )}
        {request && (
          <a
            href={`mailto:${request.email}?subject=${encodeURIComponent(replySubject)}`}
            className="inline-flex items-center"
          >
            <span className="sr-only">Reply to {request.name} by email: </span>
            <span className="font-medium text-brand-ink hover:underline">Reply by email</span>
          </a>
        )}
      </div>
    </Modal>
  );
}
