import { useNavigate } from "react-router";
import { type JobOpening, jobOpeningInputSchema, jobStatuses } from "../../../common/job-openings";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { AdminForm } from "./admin-form";

export const jobOpeningsPath = "/admin/job-openings";

/** The way back from an opening's page to the list. */
export const allJobOpenings = { to: jobOpeningsPath, label: "All job openings" };

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

/**
 * Add or edit a job opening (SPEC §5: title, description, location and status required;
 * department optional). The browser checks with the server's schema for instant messages; the
 * server still decides, and its field messages land next to the fields. Leaving with unsaved
 * changes asks first.
 */
export function JobOpeningForm({ opening }: { opening?: JobOpening }) {
  const navigate = useNavigate();
  const form = useAdminForm(jobOpeningInputSchema, {
    initial: valuesOf(opening),
    save: (input) =>
      adminRequest<JobOpening>(opening ? `/api/admin/job-openings/${opening._id}` : "/api/admin/job-openings", {
        method: opening ? "PUT" : "POST",
        body: input,
      }),
    messages: { success: opening ? toasts.updated : toasts.added, failure: toasts.failed, exactFailure: true },
    onSaved: () => navigate(jobOpeningsPath),
  });
  const { errors, field, busy } = form;

  return (
    <AdminForm form={form} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Title"
          error={errors.title}
          required
          className="sm:col-span-2"
          {...field("title")}
          maxLength={160}
        />
        <TextField
          label="Department"
          hint="Optional; shown as N/A when empty"
          error={errors.department}
          {...field("department")}
          maxLength={80}
        />
        <TextField
          label="Location"
          hint="e.g. Kolkata (Hybrid)"
          error={errors.location}
          required
          {...field("location")}
          maxLength={120}
        />
        <FormField label="Status" hint="Open roles show on /careers" error={errors.status} required>
          {(control) => (
            <select {...control} {...field("status")} className={inputClasses}>
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
            <textarea {...control} {...field("description")} rows={8} maxLength={8000} className={inputClasses} />
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
    </AdminForm>
  );
}
