import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { type JobOpening, jobOpeningInputSchema, jobStatuses } from "../../../common/jobs";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { ApiError } from "../../lib/api";
import { adminRequest } from "../lib/api-client";
import { useAdminAction } from "../lib/use-admin-action";
import { useUnsavedChanges } from "../lib/use-unsaved-changes";
import { LeaveFormDialog } from "./leave-form-dialog";

export const jobOpeningsPath = "/admin/job-openings";

/** SPEC §8's toasts for the form, word for word. */
const toasts = {
  added: "Job opening added successfully!",
  updated: "Job opening updated successfully!",
  failed: "Failed to save job opening.",
};

export const jobStatusLabels: Record<(typeof jobStatuses)[number], string> = { open: "Open", closed: "Closed" };

type Values = { title: string; department: string; location: string; status: string; description: string };

const valuesOf = (opening?: JobOpening): Values => ({
  title: opening?.title ?? "",
  department: opening?.department ?? "",
  location: opening?.location ?? "",
  // A new opening has no status until staff choose one: "open" publishes it on /careers at once.
  status: opening?.status ?? "",
  description: opening?.description ?? "",
});

const sameValues = (a: Values, b: Values) => (Object.keys(a) as Array<keyof Values>).every((key) => a[key] === b[key]);

/**
 * Add or edit a job opening (SPEC §5: title, description, location and status required;
 * department optional). The browser checks with the server's schema for instant messages; the
 * server still decides, and its field messages land next to the fields. Leaving with unsaved
 * changes asks first.
 */
export function JobOpeningForm({ opening }: { opening?: JobOpening }) {
  const navigate = useNavigate();
  const { run, busy } = useAdminAction();
  const [initial] = useState(() => valuesOf(opening));
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [checks, setChecks] = useState(0);
  const [saved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const blocker = useUnsavedChanges(!saved && !sameValues(values, initial));

  // Navigate only after the render that cleared `dirty`, or the blocker would stop this too.
  useEffect(() => {
    if (saved) navigate(jobOpeningsPath);
  }, [saved, navigate]);

  // After a failed check, the keyboard goes to the first field that needs fixing.
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checks]);

  const change =
    (field: keyof Values) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = jobOpeningInputSchema.safeParse(values);
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
          return await adminRequest<JobOpening>(opening ? `/api/job-openings/${opening._id}` : "/api/job-openings", {
            method: opening ? "PUT" : "POST",
            body: parsed.data,
          });
        } catch (error) {
          if (error instanceof ApiError) serverErrors = topLevelFieldErrors(error.errors);
          throw error;
        }
      },
      { success: opening ? toasts.updated : toasts.added, failure: toasts.failed, exactFailure: true },
    );
    if (result) {
      setSaved(true);
    } else if (Object.keys(serverErrors).length > 0) {
      setErrors(serverErrors);
      setChecks((count) => count + 1);
    }
  }

  return (
    <>
      <form ref={formRef} noValidate onSubmit={save} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Title"
            error={errors.title}
            required
            className="sm:col-span-2"
            name="title"
            value={values.title}
            onChange={change("title")}
            maxLength={160}
          />
          <TextField
            label="Department"
            hint="Optional; shown as N/A when empty"
            error={errors.department}
            name="department"
            value={values.department}
            onChange={change("department")}
            maxLength={80}
          />
          <TextField
            label="Location"
            hint="e.g. Kolkata (Hybrid)"
            error={errors.location}
            required
            name="location"
            value={values.location}
            onChange={change("location")}
            maxLength={120}
          />
          <FormField label="Status" hint="Open roles show on /careers" error={errors.status} required>
            {(control) => (
              <select
                {...control}
                name="status"
                value={values.status}
                onChange={change("status")}
                className={inputClasses}
              >
                <option value="" disabled={opening !== undefined}>
                  Select a status
                </option>
                {jobStatuses.map((status) => (
                  <option key={status} value={status}>
                    {jobStatusLabels[status]}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Description" error={errors.description} required className="sm:col-span-2">
            {(control) => (
              <textarea
                {...control}
                name="description"
                rows={8}
                value={values.description}
                onChange={change("description")}
                maxLength={8000}
                className={inputClasses}
              />
            )}
          </FormField>
        </div>
        <div className="flex justify-end gap-3 border-line border-t pt-5">
          <Button variant="secondary" onClick={() => navigate(jobOpeningsPath)}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving…" : opening ? "Save changes" : "Add job opening"}
          </Button>
        </div>
      </form>
      <LeaveFormDialog blocker={blocker} />
    </>
  );
}
