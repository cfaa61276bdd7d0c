import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import type { ChangelogEntry } from "../../../../common/changelog";
import { changeLines } from "../../../../common/changelog-versions";
import { longUsDate } from "../../../../common/dates";
import { Button } from "../../../components/ui/button";
import { AdminListPage } from "../../components/admin-list-page";
import { ChangelogEntryForm } from "../../components/changelog-entry-form";
import { actionsColumn, DeleteRowButton } from "../../components/data-table";
import { type Editing, FormModal } from "../../components/form-modal";
import { type LoadedList, loadList } from "../../lib/list-query";
import { adminMeta } from "../../lib/meta";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";
import type { Route } from "./+types/changelog";

export const meta: Route.MetaFunction = () => adminMeta("Changelog");

const defaults = { sort: "date", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<ChangelogEntry>> {
  return loadList<ChangelogEntry>(request, "/api/admin/changelog");
}

const column = createColumnHelper<ChangelogEntry>();

export default function AdminChangelog({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<Editing<ChangelogEntry>>(null);
  const deletion = useConfirmedDelete<ChangelogEntry>({
    path: (entry) => `/api/admin/changelog/${entry._id}`,
    success: () => "Changelog entry deleted successfully!",
    failure: "Failed to delete changelog entry.",
    title: "Delete this changelog entry?",
    description: (entry) =>
      `${entry.version} "${entry.name}" will disappear from the public changelog. This cannot be undone.`,
    confirmLabel: "Delete entry",
  });

  const columns = [
    column.accessor("version", {
      header: "Version",
      meta: { sortKey: "version", className: "whitespace-nowrap font-semibold" },
    }),
    column.accessor("name", { header: "Name", meta: { sortKey: "name", className: "min-w-40" } }),
    column.accessor("date", {
      header: "Date",
      meta: { sortKey: "date", className: "whitespace-nowrap" },
      cell: (info) => <time dateTime={info.getValue()}>{longUsDate(info.getValue())}</time>,
    }),
    column.accessor("description", {
      header: "Changes",
      // Wide enough to read on a phone, where the table scrolls sideways instead.
      meta: { className: "min-w-64" },
      cell: (info) => {
        const lines = changeLines(info.getValue());
        return (
          <span className="text-ink-muted">
            {lines[0]}
            {lines.length > 1 && <span className="whitespace-nowrap"> (+{lines.length - 1} more)</span>}
          </span>
        );
      },
    }),
    actionsColumn<ChangelogEntry>((entry) => (
      <>
        <Button variant="ghost" size="sm" onClick={() => setEditing(entry)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {entry.version}</span>
        </Button>
        <DeleteRowButton label={`Delete ${entry.version}`} onClick={() => deletion.ask(entry)} />
      </>
    )),
  ];

  return (
    <AdminListPage
      title="Changelog"
      description="Releases on the public changelog, with release notes from Changelog blog posts."
      actions={
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Add entry
        </Button>
      }
      list={loaderData}
      defaults={defaults}
      deletion={deletion}
      caption="Changelog entries"
      columns={columns}
      searchLabel="Search name, version or changes"
      emptyTitle="No changelog entries"
      emptyText="Add an entry to publish a release on the changelog page."
    >
      <FormModal
        editing={editing}
        title={(entry) => (entry ? `Edit ${entry.version}` : "Add changelog entry")}
        discardDescription="This entry has changes that are not saved. If you close it now, they are lost."
        onClose={() => setEditing(null)}
      >
        {(entry, modal) => <ChangelogEntryForm entry={entry} modal={modal} />}
      </FormModal>
    </AdminListPage>
  );
}
