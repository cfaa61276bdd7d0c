import { createColumnHelper } from "@tanstack/react-table";
import { FileText } from "lucide-react";
import { useState } from "react";
import type { NewsletterSubscriber } from "../../../../common/newsletter";
import { newsletterStatuses, newsletterStatusLabels } from "../../../../common/newsletter-rules";
import { Button } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, DeleteRowButton, emailCell } from "../../components/data-table";
import { Modal } from "../../components/dialog";
import { ExportCsvButton } from "../../components/export-csv-button";
import { Facts } from "../../components/facts";
import { FilterSelect } from "../../components/filter-select";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => adminMeta("Subscribers");

const defaults = { sort: "createdAt", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<NewsletterSubscriber>> {
  return loadList<NewsletterSubscriber>(request, "/api/admin/subscribers");
}

const statusFilter = [
  { value: "", label: "All" },
  ...newsletterStatuses.map((status) => ({ value: status, label: newsletterStatusLabels[status] })),
];

const column = createColumnHelper<NewsletterSubscriber>();
const when = (value: string | null) => (value ? formatDateTime(value) : "—");

/** The newsletter's list (ADR 024): who signed up, their consent record, removal and export. */
export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const [reading, setReading] = useState<NewsletterSubscriber | null>(null);
  const deletion = useConfirmedDelete<NewsletterSubscriber>({
    path: (subscriber) => `/api/admin/subscribers/${subscriber._id}`,
    success: (subscriber) => `Removed ${subscriber.email} from the list.`,
    failure: "Failed to remove the subscriber.",
    title: "Remove this subscriber?",
    description: (subscriber) =>
      `${subscriber.email} and its consent record will be deleted. They get no more newsletters unless they sign up again. This cannot be undone.`,
    confirmLabel: "Remove subscriber",
  });

  const columns = [
    column.accessor("email", { header: "Email", meta: { sortKey: "email" }, cell: emailCell }),
    column.accessor("status", {
      header: "Status",
      meta: { sortKey: "status", className: "whitespace-nowrap" },
      cell: (info) => newsletterStatusLabels[info.getValue()],
    }),
    column.accessor("createdAt", {
      header: "Signed up",
      meta: { sortKey: "createdAt", className: "whitespace-nowrap" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("confirmedAt", {
      header: "Confirmed",
      meta: { sortKey: "confirmedAt", className: "whitespace-nowrap" },
      cell: (info) => when(info.getValue()),
    }),
    actionsColumn<NewsletterSubscriber>((subscriber) => (
      <>
        <Button variant="ghost" size="sm" onClick={() => setReading(subscriber)}>
          <FileText aria-hidden="true" className="size-4" />
          Consent<span className="sr-only"> record of {subscriber.email}</span>
        </Button>
        <DeleteRowButton label={`Remove ${subscriber.email}`} onClick={() => deletion.ask(subscriber)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Subscribers"
      description="Who signed up for the newsletter, with their consent. Only confirmed subscribers get it."
      actions={<ExportCsvButton path="/api/admin/subscribers/export.csv" failure="Failed to export the subscribers." />}
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Subscribers"
      columns={columns}
      searchLabel="Search email addresses"
      emptyTitle="No subscribers"
      emptyText="Sign-ups from the blog's newsletter box appear here."
      toolbar={<FilterSelect label="Status" param="status" options={statusFilter} />}
    >
      <Modal
        open={reading !== null}
        onOpenChange={(open) => !open && setReading(null)}
        title={reading ? `Consent of ${reading.email}` : "Consent"}
      >
        <Facts
          facts={
            reading
              ? [
                  ["Status", newsletterStatusLabels[reading.status]],
                  ["Consent asked", formatDateTime(reading.consentAskedAt)],
                  ["On page", reading.consentPage],
                  ["Confirmed", when(reading.confirmedAt)],
                  ["Unsubscribed", when(reading.unsubscribedAt)],
                ]
              : []
          }
        />
        <h3 className="mt-6 font-semibold text-sm">Wording shown</h3>
        <p className="mt-2 rounded-lg bg-surface-muted p-4 text-sm">{reading?.consentWording}</p>
      </Modal>
    </AdminListPage>
  );
}
