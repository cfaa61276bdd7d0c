import { useEffect, useRef, useState } from "react";
import { type ChangelogEntry, changelogEntryInputSchema } from "../../../common/changelog";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { adminRequest } from "../lib/api-client";
import { useAdminAction } from "../lib/use-admin-action";

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

const sameValues = (a: Values, b: Values) => (Object.keys(a) as Array<keyof Values>).every((key) => a[key] === b[key]);

/**
 * Add or edit a changelog entry (SPEC §3: name, description, version, date). Writes go to
 * SPEC's /api/v1/changelogs with the session token (DESIGN §4). The server's field messages
 * show next to the fields; the page is told whether there are unsaved changes, so closing asks.
 */
export function ChangelogEntryForm({
  entry,
  onSaved,
  onCancel,
  onDirtyChange,
}: {
  entry?: ChangelogEntry;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { run, busy } = useAdminAction();
  const [initial] = useState(() => valuesOf(entry));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checks, setChecks] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = !sameValues(values, initial);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // After a failed check, the keyboard goes to the first field that needs fixing.
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checks]);

  const change = (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = changelogEntryInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(topLevelFieldErrors(fieldErrorsOf(parsed.error.issues)));
      setChecks((count) => count + 1);
      return;
    }
    setErrors({});
    let serverErrors: FieldErrors = {};
    const result = await run(
      async () => {
        try {
          return await adminRequest<ChangelogEntry>(entry ? `/api/v1/changelogs/${entry._id}` : "/api/v1/changelogs", {
            method: entry ? "PUT" : "POST",
            body: parsed.data,
          });
        } catch (error) {
          if (error instanceof ApiError) serverErrors = topLevelFieldErrors(error.errors);
          throw error;
        }
      },
      {
        success: entry ? "Changelog entry updated successfully!" : "Changelog entry added successfully!",
        failure: "Failed to save changelog entry.",
      },
    );
    if (result) {
      onDirtyChange(false);
      onSaved();
    } else if (Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      setChecks((count) => count + 1);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={save} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          hint="What this release is about"
          error={errors.name}
          required
          className="sm:col-span-2"
          name="name"
          value={values.name}
          onChange={change("name")}
          maxLength={160}
        />
        <TextField
          label="Version"
          hint="e.g. v2.6.0"
          error={errors.version}
          required
          name="version"
          value={values.version}
          onChange={change("version")}
          maxLength={40}
        />
        <TextField
          label="Date"
          hint="The release date"
          error={errors.date}
          required
          name="date"
          type="date"
          value={values.date}
          onChange={change("date")}
        />
        <FormField
          label="Description"
          hint="One change per line: each line is a bullet on the public changelog"
          error={errors.description}
          required
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="description"
              rows={7}
              value={values.description}
              onChange={change("description")}
              maxLength={8000}
              className={inputClasses}
            />
          )}
        </FormField>
      </div>
      <div className="flex justify-end gap-3 border-line border-t pt-5">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : entry ? "Save changes" : "Add entry"}
        </Button>
      </div>
    </form>
  );
}
