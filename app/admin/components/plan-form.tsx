import { type Plan, parseFeatureList, planInputSchema, planLimits } from "../../../common/plan";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { useAdminForm } from "../lib/use-admin-form";
import { AdminForm } from "./admin-form";
import type { FormModalControls } from "./form-modal";

/** The fields as typed: users and features stay text until the form is checked. */
const valuesOf = (plan?: Plan) => ({
  name: plan?.name ?? "",
  price: plan?.price ?? "",
  priceDetails: plan?.priceDetails ?? "",
  includedUsers: String(plan?.includedUsers ?? 0),
  additionalUser: plan?.additionalUser ?? "",
  features: plan?.features.join(", ") ?? "",
  tag: plan?.tag ?? "",
  popular: plan?.popular ?? false,
});

const inputOf = (values: ReturnType<typeof valuesOf>) => {
  const users = values.includedUsers.trim();
  return {
    ...values,
    // An empty box means the default (0); anything else must be a number, or validation says so.
    includedUsers: users === "" ? 0 : Number(users),
    features: parseFeatureList(values.features),
  };
};

/**
 * Create or edit a plan. The browser checks with the same schema as the server, for instant
 * feedback; the server's answer is still the one that counts, and its field errors show here too.
 * In a dialog (`modal`), the dialog asks before closing unsaved changes; on its own page, the form
 * warns before leaving them.
 */
export function PlanForm({
  plan,
  modal,
  onDone,
}: {
  plan?: Plan;
  modal?: FormModalControls;
  /** On its own page: where saving or cancelling goes. */
  onDone?: () => void;
}) {
  const form = useAdminForm(planInputSchema, {
    initial: valuesOf(plan),
    toInput: inputOf,
    save: (input) =>
      adminRequest<Plan>(plan ? `/api/admin/plans/${plan._id}` : "/api/admin/plans", {
        method: plan ? "PUT" : "POST",
        body: input,
      }),
    messages: {
      success: (saved) => (plan ? `Plan "${saved.name}" updated.` : `Plan "${saved.name}" created.`),
      failure: "Failed to save the plan.",
    },
    onSaved: modal?.close ?? onDone,
    onDirtyChange: modal?.onDirtyChange,
    warnOnLeave: modal === undefined,
  });
  const { errors, field, checkbox, busy } = form;

  return (
    <AdminForm form={form} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Name" error={errors.name} required {...field("name")} maxLength={planLimits.name} />
        <TextField
          label="Price"
          hint="As shown, e.g. ₹1,200"
          error={errors.price}
          required
          {...field("price")}
          maxLength={planLimits.price}
        />
        <TextField
          label="Price details"
          hint="e.g. per month"
          error={errors.priceDetails}
          {...field("priceDetails")}
          maxLength={planLimits.priceDetails}
        />
        <TextField
          label="Included users"
          error={errors.includedUsers}
          {...field("includedUsers")}
          type="number"
          inputMode="numeric"
          min={0}
          max={planLimits.includedUsers}
          step={1}
        />
        <TextField
          label="Price per additional user"
          hint="e.g. ₹20 per additional user / month"
          error={errors.additionalUser}
          {...field("additionalUser")}
          maxLength={planLimits.additionalUser}
        />
        <TextField
          label="Tag"
          hint="A short line under the name"
          error={errors.tag}
          {...field("tag")}
          maxLength={planLimits.tag}
        />
        <FormField
          label="Features"
          hint="Separate features with commas"
          error={errors.features}
          className="sm:col-span-2"
        >
          {(control) => <textarea {...control} {...field("features")} rows={3} className={inputClasses} />}
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <input {...checkbox("popular")} className="size-4 rounded border-line-strong accent-[var(--brand)]" />
        Mark as popular
      </label>
      <div className="flex justify-end gap-3 border-line border-t pt-5">
        <Button variant="secondary" onClick={modal?.requestClose ?? onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving…" : plan ? "Save changes" : "Create plan"}
        </Button>
      </div>
    </AdminForm>
  );
}
