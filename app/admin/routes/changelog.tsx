import { createColumnHelper } from "@tanstack/react-table";
import { Pencil, Plus, Trash } from "lucide-react";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import type { ChangelogEntry } from "../../../common/changelog";
import { changeLines } from "../../../common/changelog-versions";
import { longUsDate } from "../../../common/dates";
import { Button } from "../../components/ui/button";
import { ChangelogEntryForm } from "../components/changelog-entry-form";
import { DataTable } from "../components/data-table";
import { ConfirmDialog, Modal } from "../components/dialog";
import { LeaveFormDialog } from "../components/leave-form-dialog";
import { PageHeader } from "../components/page-header";
import { adminRequest } from "../lib/api-client";
import { type LoadedList, loadList, readListState } from "../lib/list-query";
import { useAdminAction } from "../lib/use-admin-action";
import { useUnsavedChanges } from "../lib/use-unsaved-changes";
import type { Route } from "./+types/changelog";

export const meta: Route.MetaFunction = () => [
  { title: "Changelog | Aster Admin" },
  { name: "robots", content: "noindex" },
];

const defaults = { sort: "date", order: "desc" } as const;

export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LoadedList<ChangelogEntry>> {
  return loadList<ChangelogEntry>(request, "/api/admin/changelogs");
}

type Editing = { mode: "create" } | { mode: "edit"; entry: ChangelogEntry } | null;

const column = createColumnHelper<ChangelogEntry>();

export default function AdminChangelog({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const state = readListState(searchParams, defaults);
  const { run } = useAdminAction();
  const [editing, setEditing] = useState<Editing>(null);
  const [dirty, setDirty] = useState(false);
  const [askDiscard, setAskDiscard] = useState(false);
  const [deleting, setDeleting] = useState<ChangelogEntry | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  // The dialog covers the page, so its links cannot be reached; a reload or closing the tab still warns.
  const blocker = useUnsavedChanges(editing !== null && dirty);

  const closeEditor = () => {
    setEditing(null);
    setDirty(false);
  };
  // Escape, the close button and Cancel all come here: unsaved changes are not thrown away unasked.
  const requestClose = () => (dirty ? setAskDiscard(true) : closeEditor());

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    await run(() => adminRequest(`/api/v1/changelogs/${deleting._id}`, { method: "DELETE" }), {
      success: "Changelog entry deleted successfully!",
      failure: "Failed to delete changelog entry.",
    });
    setDeleteBusy(false);
    setDeleting(null);
  }

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
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { className: "text-right whitespace-nowrap" },
      cell: (info) => (
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="sm" onClick={() => setEditing({ mode: "edit", entry: info.row.original })}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit<span className="sr-only"> {info.row.original.version}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setDeleting(info.row.original)}>
            <Trash aria-hidden="true" className="size-4 text-danger" />
            <span className="sr-only">Delete {info.row.original.version}</span>
          </Button>
        </div>
      ),
    }),
  ];

  return (
    <div>
      <PageHeader
        title="Changelog"
        description="Releases on the public changelog, with release notes from Changelog blog posts."
        actions={
          <Button onClick={() => setEditing({ mode: "create" })}>
            <Plus aria-hidden="true" className="size-4" />
            Add entry
          </Button>
        }
      />
      <DataTable
        caption="Changelog entries"
        columns={columns}
        rows={loaderData.rows}
        total={loaderData.total}
        state={state}
        error={loaderData.error}
        getRowId={(row) => row._id}
        searchLabel="Search name, version or changes"
        emptyTitle="No changelog entries"
        emptyText="Add an entry to publish a release on the changelog page."
      />

      <Modal
        open={editing !== null}
        onOpenChange={(open) => !open && requestClose()}
        title={editing?.mode === "edit" ? `Edit ${editing.entry.version}` : "Add changelog entry"}
      >
        {editing && (
          <ChangelogEntryForm
            key={editing.mode === "edit" ? editing.entry._id : "new"}
            entry={editing.mode === "edit" ? editing.entry : undefined}
            onSaved={closeEditor}
            onCancel={requestClose}
            onDirtyChange={onDirtyChange}
          />
        )}
      </Modal>

      <LeaveFormDialog blocker={blocker} />
      <ConfirmDialog
        open={askDiscard}
        onOpenChange={(open) => !open && setAskDiscard(false)}
        title="Discard your changes?"
        description="This entry has changes that are not saved. If you close it now, they are lost."
        confirmLabel="Discard changes"
        onConfirm={() => {
          setAskDiscard(false);
          closeEditor();
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title="Delete this changelog entry?"
        description={`${deleting?.version ?? ""} "${deleting?.name ?? ""}" will disappear from the public changelog. This cannot be undone.`}
        confirmLabel="Delete entry"
        busy={deleteBusy}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
