import { createColumnHelper } from "@tanstack/react-table";
import { MessageSquareText } from "lucide-react";
import { useState } from "react";
import type { ContactEnquiry } from "../../../../common/contact";
import { enquiryTopicLabels, enquiryTopics } from "../../../../common/contact-rules";
import { Button } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { actionsColumn, emailCell, TwoLineCell } from "../../components/data-table";
import { Modal } from "../../components/dialog";
import { Facts } from "../../components/facts";
import { FilterSelect } from "../../components/filter-select";
import { PossibleSpamBadge } from "../../components/possible-spam-badge";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useAdminAction } from "../../lib/use-admin-action";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => adminMeta("Enquiries");

const defaults = { sort: "createdAt", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<ContactEnquiry>> {
  return loadList<ContactEnquiry>(request, "/api/admin/enquiries");
}

const handledFilter = [
  { value: "", label: "All" },
  { value: "false", label: "Not handled" },
  { value: "true", label: "Handled" },
] as const;

const topicFilter = [
  { value: "", label: "All topics" },
  ...enquiryTopics.map((topic) => ({ value: topic, label: enquiryTopicLabels[topic] })),
];

const column = createColumnHelper<ContactEnquiry>();

/** Contact-form submissions (DESIGN §4): read them, answer them, tick them off. */
export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { run } = useAdminAction();
  const [reading, setReading] = useState<ContactEnquiry | null>(null);

  const setHandled = (enquiry: ContactEnquiry, handled: boolean) =>
    run(() => adminRequest(`/api/admin/enquiries/${enquiry._id}`, { method: "PATCH", body: { handled } }), {
      success: handled
        ? `The enquiry from ${enquiry.name} is marked handled.`
        : `The enquiry from ${enquiry.name} is marked not handled.`,
      failure: "Failed to update the enquiry.",
    });

  const columns = [
    column.accessor("createdAt", {
      header: "Received",
      meta: { sortKey: "createdAt", className: "min-w-[7.5rem]" },
      cell: (info) => formatDateTime(info.getValue()),
    }),
    column.accessor("name", {
      header: "Name",
      meta: { sortKey: "name" },
      cell: (info) => (
        <TwoLineCell primary={info.getValue()} secondary={info.row.original.company || "No company given"} />
      ),
    }),
    column.accessor("email", {
      header: "Email",
      meta: { sortKey: "email" },
      cell: emailCell,
    }),
    column.accessor("topic", {
      header: "Topic",
      meta: { className: "whitespace-nowrap" },
      cell: (info) => enquiryTopicLabels[info.getValue()],
    }),
    column.accessor("message", {
      header: "Message",
      meta: { className: "max-w-xs" },
      cell: (info) => (
        <>
          <PossibleSpamBadge doubt={info.row.original.spamDoubt} />
          <span className="line-clamp-2 text-ink-muted">{info.getValue()}</span>
        </>
      ),
    }),
    column.accessor("handled", {
      header: "Handled",
      cell: (info) => (
        <input
          type="checkbox"
          checked={info.getValue()}
          aria-label={`Handled: the enquiry from ${info.row.original.name}`}
          onChange={(event) => setHandled(info.row.original, event.target.checked)}
          className="size-5 accent-brand"
        />
      ),
    }),
    actionsColumn<ContactEnquiry>((enquiry) => (
      <Button variant="ghost" size="sm" onClick={() => setReading(enquiry)}>
        <MessageSquareText aria-hidden="true" className="size-4" />
        Read<span className="sr-only"> the enquiry from {enquiry.name}</span>
      </Button>
    )),
  ];

  return (
    <AdminListPage
      title="Enquiries"
      description="Messages sent through the contact form, newest first."
      list={loaderData}
      defaults={defaults}
      caption="Enquiries"
      cards
      columns={columns}
      searchLabel="Search reference, name, email, company or message"
      emptyTitle="No enquiries"
      emptyText="Messages from the contact page appear here."
      toolbar={
        <>
          <FilterSelect label="Show" param="handled" options={handledFilter} />
          <FilterSelect label="Topic" param="topic" options={topicFilter} />
        </>
      }
    >
      <EnquiryDialog enquiry={reading} onClose={() => setReading(null)} onSetHandled={setHandled} />
    </AdminListPage>
  );
}

function EnquiryDialog({
  enquiry,
  onClose,
  onSetHandled,
}: {
  enquiry: ContactEnquiry | null;
  onClose: () => void;
  onSetHandled: (enquiry: ContactEnquiry, handled: boolean) => Promise<unknown>;
}) {
  const facts: Array<[string, string]> = enquiry
    ? [
        ["Reference", enquiry.reference],
        ["Received", formatDateTime(enquiry.createdAt)],
        ["Topic", enquiryTopicLabels[enquiry.topic]],
        ["Email", enquiry.email],
        ["Company", enquiry.company || "—"],
        ["Phone", enquiry.phone || "—"],
        ["Status", enquiry.handled ? "Handled" : "Not handled"],
        ...(enquiry.spamDoubt ? ([["Possibly spam", enquiry.spamDoubt]] as Array<[string, string]>) : []),
      ]
    : [];
  return (
    <Modal
      open={enquiry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={enquiry ? `Enquiry from ${enquiry.name}` : "Enquiry"}
    >
      <Facts facts={facts} />
      <h3 className="mt-6 font-semibold text-sm">Message</h3>
      <p className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-surface-muted p-4 text-sm">{enquiry?.message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {enquiry && (
          <Button
            variant="secondary"
            onClick={async () => {
              await onSetHandled(enquiry, !enquiry.handled);
              onClose();
            }}
          >
            {enquiry.handled ? "Mark not handled" : "Mark handled"}
          </Button>
        )}
        {enquiry && (
          <a href={`mailto:${enquiry.email}`} className="inline-flex items-center">
            <span className="sr-only">Reply to {enquiry.name} by email: </span>
            <span className="font-medium text-brand-ink hover:underline">Reply by email</span>
          </a>
        )}
      </div>
    </Modal>
  );
}
