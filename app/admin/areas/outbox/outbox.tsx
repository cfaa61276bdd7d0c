import { createColumnHelper } from "@tanstack/react-table";
import { Eye, RotateCcw } from "lucide-react";
import { useEffect, useState } from "react";
import { type OutboxMessage, type OutboxMessageDetail, outboxStatuses } from "../../../../common/outbox";
import { Button } from "../../../components/ui/button";
import { serverMessageOr } from "../../../lib/api";
import { cn } from "../../../lib/cn";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn } from "../../components/data-table";
import { Modal } from "../../components/dialog";
import { Facts } from "../../components/facts";
import { FilterSelect } from "../../components/filter-select";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useAdminAction } from "../../lib/use-admin-action";
import { useSessionEndedRedirect } from "../../lib/use-session-ended-redirect";
import type { Route } from "./+types/outbox";

export const meta: Route.MetaFunction = () => adminMeta("Outbox");

const defaults = { sort: "createdAt", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<OutboxMessage>> {
  return loadList<OutboxMessage>(request, "/api/admin/outbox");
}

type Status = OutboxMessage["status"];
const statusLabels: Record<Status, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
  expired: "Expired",
  skipped: "Skipped",
};
const statusClasses: Record<Status, string> = {
  queued: "bg-surface-muted text-ink",
  sending: "bg-brand-soft text-brand-ink",
  sent: "bg-success-soft text-success",
  failed: "bg-danger-soft text-danger",
  // Not sent on purpose: told apart from a failure, with its reason in the message's details.
  expired: "bg-surface-muted text-ink-muted",
  skipped: "bg-surface-muted text-ink-muted",
};
const statusFilter = [
  { value: "", label: "All" },
  ...outboxStatuses.map((status) => ({ value: status, label: statusLabels[status] })),
];

function StatusBadge({ status }: { status: Status }) {
  return (
    <span className={cn("rounded px-2 py-1 font-medium text-xs", statusClasses[status])}>{statusLabels[status]}</span>
  );
}

const column = createColumnHelper<OutboxMessage>();

/** Email the site sends (DESIGN §2's outbox): what left, what waits, what failed and why. */
export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { run } = useAdminAction();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [viewing, setViewing] = useState<OutboxMessage | null>(null);

  async function retry(message: OutboxMessage) {
    setRetrying(message._id);
    await run(() => adminRequest(`/api/admin/outbox/${message._id}/retry`, { method: "POST" }), {
      success: `“${message.subject}” to ${message.to} is queued again.`,
      failure: "Failed to queue the email again.",
    });
    setRetrying(null);
  }

  const columns = [
    column.accessor("createdAt", {
      header: "Created",
      meta: { sortKey: "createdAt", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("to", { header: "To", meta: { sortKey: "to", className: "whitespace-nowrap" } }),
    column.accessor("subject", { header: "Subject", meta: { sortKey: "subject", className: "min-w-48" } }),
    column.accessor("status", {
      header: "Status",
      meta: { sortKey: "status" },
      cell: (info) => <StatusBadge status={info.getValue()} />,
    }),
    column.accessor("attempts", { header: "Attempts", meta: { sortKey: "attempts", className: "tabular-nums" } }),
    column.accessor("lastError", {
      header: "Last error",
      meta: { className: "min-w-40 max-w-xs" },
      cell: (info) =>
        info.getValue() ? (
          <span className="line-clamp-3 break-words text-danger">{info.getValue()}</span>
        ) : (
          <span className="text-ink-muted">—</span>
        ),
    }),
    column.accessor("sentAt", {
      header: "Sent",
      meta: { className: "whitespace-nowrap" },
      cell: (info) => {
        const sentAt = info.getValue();
        return sentAt ? formatDateTime(sentAt) : <span className="text-ink-muted">—</span>;
      },
    }),
    actionsColumn<OutboxMessage>((message) => (
      <>
        <Button variant="ghost" size="sm" onClick={() => setViewing(message)}>
          <Eye aria-hidden="true" className="size-4" />
          View
          <span className="sr-only">
            {" "}
            “{message.subject}” to {message.to}
          </span>
        </Button>
        {message.status === "failed" && (
          <Button variant="secondary" size="sm" disabled={retrying === message._id} onClick={() => retry(message)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {retrying === message._id ? "Retrying…" : "Retry"}
            <span className="sr-only">
              {" "}
              “{message.subject}” to {message.to}
            </span>
          </Button>
        )}
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Outbox"
      description="Every email the site sends. Failed messages keep their error; Retry sends them again."
      list={loaderData}
      defaults={defaults}
      caption="Outbox"
      columns={columns}
      searchLabel="Search recipient or subject"
      emptyTitle="No email"
      emptyText="Email the site sends appears here."
      toolbar={<FilterSelect label="Status" param="status" options={statusFilter} />}
    >
      <MessageDialog message={viewing} onClose={() => setViewing(null)} />
    </AdminListPage>
  );
}

/** The message as it was (or will be) sent, loaded when opened: the list carries no bodies. */
function MessageDialog({ message, onClose }: { message: OutboxMessage | null; onClose: () => void }) {
  const [detail, setDetail] = useState<OutboxMessageDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const handleSessionEnded = useSessionEndedRedirect();

  useEffect(() => {
    setDetail(null);
    setError(null);
    if (!message) return;
    const controller = new AbortController();
    adminRequest<OutboxMessageDetail>(`/api/admin/outbox/${message._id}`, { signal: controller.signal }).then(
      setDetail,
      (failure: unknown) => {
        if (controller.signal.aborted || handleSessionEnded(failure)) return;
        setError(serverMessageOr(failure, "Failed to load the email."));
      },
    );
    return () => controller.abort();
  }, [message, handleSessionEnded]);

  const facts: Array<[string, React.ReactNode]> = message
    ? [
        ["To", message.to],
        ["Status", <StatusBadge key="status" status={(detail ?? message).status} />],
        ["Attempts", String((detail ?? message).attempts)],
        ["Created", formatDateTime(message.createdAt)],
        ["Sent", message.sentAt ? formatDateTime(message.sentAt) : "—"],
        ...(message.lastError ? ([["Last error", message.lastError]] as Array<[string, string]>) : []),
      ]
    : [];

  return (
    <Modal open={message !== null} onOpenChange={(open) => !open && onClose()} title={message?.subject ?? "Email"}>
      <Facts facts={facts} />
      <h3 className="mt-6 font-semibold text-sm">Message text</h3>
      {error ? (
        <p role="alert" className="mt-2 font-medium text-danger text-sm">
          {error}
        </p>
      ) : detail ? (
        <pre className="mt-2 max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 font-mono text-xs">
          {detail.text}
        </pre>
      ) : (
        <p className="mt-2 text-ink-muted text-sm">Loading…</p>
      )}
    </Modal>
  );
}
