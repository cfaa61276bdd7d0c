import { type ChangelogEntry, changelogEntryInputSchema } from "../../../common/changelog";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { AdminForm } from "./admin-form";
import type { FormModalControls } from "./form-modal";

type Values = { name: string; version: string; date: string; description: string };

/** Today as YYYY-MM-DD in the browser's own calendar: a release is dated the day staff write it. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const valuesOf = (entry?: ChangelogEntry): Values => ({
  name: entry?.name ?? "",
  version: entry?.version ?? "",
  date: entry?.date ?? today(),
  description: entry?.description ?? "",
});

/**
 * Add or edit a changelog entry (SPEC §3: name, description, version, date). Writes go to
 * SPEC's /api/v1/changelogs with the session token (DESIGN §4). The server's field messages
 * show next to the fields; the dialog around it (FormModal) asks before closing unsaved changes.
 */
export function ChangelogEntryForm({ entry, modal }: { entry?: ChangelogEntry; modal: FormModalControls }) {
  const form = useAdminForm(changelogEntryInputSchema, {
    initial: valuesOf(entry),
    save: (input) =>
      adminRequest<ChangelogEntry>(entry ? `/api/admin/changelog/${entry._id}` : "/api/admin/changelog", {
        method: entry ? "PUT" : "POST",
        body: input,
      }),
    messages: {
      success: entry ? "Changelog entry updated successfully!" : "Changelog entry added successfully!",
      failure: "Failed to save changelog entry.",
    },
    onSaved: modal.close,
    onDirtyChange: modal.onDirtyChange,
    warnOnLeave: false,
  });
  const { errors, field, busy } = form;

  return (
    <AdminForm form={form} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          hint="What this release is about"
          error={errors.name}
          required
          className="sm:col-span-2"
          {...field("name")}
          maxLength={160}
        />
        <TextField
          label="Version"
          hint="e.g. v2.6.0"
          error={errors.version}
          required
          {...field("version")}
          maxLength={40}
        />
        <TextField label="Date" hint="The release date" error={errors.date} required {...field("date")} type="date" />
        <FormField
          label="Description"
          hint="One change per line: each line is a bullet on the public changelog"
          error={errors.description}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea {...control} {...field("description")} rows={7} maxLength={8000} className={inputClasses} />
          )}
        </FormField>
      </div>
      <div className="flex justify-end gap-3 border-line border-t pt-5">
        <Button variant="secondary" onClick={modal.requestClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : entry ? "Save changes" : "Add entry"}
        </Button>
      </div>
    </AdminForm>
  );
}
