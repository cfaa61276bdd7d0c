import { useState } from "react";
import { fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { type Plan, type PlanInput, parseFeatureList, planInputSchema, planLimits } from "../../../common/plan";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses, TextField } from "../../components/ui/form-field";
import { ApiError, serverMessageOr } from "../../lib/api";
import { adminRequest } from "../lib/api-client";
import { useSessionEndedRedirect } from "../lib/use-session-ended-redirect";

type FieldErrors = Partial<Record<keyof PlanInput | "form", string>>;

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  const users = text("includedUsers").trim();
  return {
    name: text("name"),
    price: text("price"),
    priceDetails: text("priceDetails"),
    // An empty box means the default (0); anything else must be a number, or validation says so.
    includedUsers: users === "" ? 0 : Number(users),
    additionalUser: text("additionalUser"),
    features: parseFeatureList(text("features")),
    tag: text("tag"),
    popular: data.get("popular") === "on",
  };
}

/**
 * Create or edit a plan. The browser checks with the same schema as the server, for instant
 * feedback; the server's answer is still the one that counts, and its field errors show here too.
 */
export function PlanForm({
  plan,
  onSaved,
  onCancel,
}: {
  plan?: Plan;
  onSaved: (plan: Plan) => void;
  onCancel?: () => void;
}) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const handleSessionEnded = useSessionEndedRedirect();

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = planInputSchema.safeParse(readForm(event.currentTarget));
    if (!parsed.success) {
      setErrors(topLevelFieldErrors(fieldErrorsOf(parsed.error.issues)));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = await adminRequest<Plan>(plan ? `/api/plans/${plan._id}` : "/api/plans", {
        method: plan ? "PUT" : "POST",
        body: parsed.data,
      });
      onSaved(saved);
    } catch (error) {
      if (handleSessionEnded(error)) return;
      const message = serverMessageOr(error, "Failed to save the plan.");
      setErrors({ ...(error instanceof ApiError ? topLevelFieldErrors(error.errors) : {}), form: message });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={save} className="space-y-5">
      {errors.form && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
          {errors.form}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          error={errors.name}
          required
          name="name"
          defaultValue={plan?.name}
          maxLength={planLimits.name}
        />
        <TextField
          label="Price"
          hint="As shown, e.g. ₹1,200"
          error={errors.price}
          required
          name="price"
          defaultValue={plan?.price}
          maxLength={planLimits.price}
        />
        <TextField
          label="Price details"
          hint="e.g. per month"
          error={errors.priceDetails}
          name="priceDetails"
          defaultValue={plan?.priceDetails}
          maxLength={planLimits.priceDetails}
        />
        <TextField
          label="Included users"
          error={errors.includedUsers}
          name="includedUsers"
          type="number"
          inputMode="numeric"
          min={0}
          max={planLimits.includedUsers}
          step={1}
          defaultValue={plan?.includedUsers ?? 0}
        />
        <TextField
          label="Price per additional user"
          hint="e.g. ₹20 per additional user / month"
          error={errors.additionalUser}
          name="additionalUser"
          defaultValue={plan?.additionalUser}
          maxLength={planLimits.additionalUser}
        />
        <TextField
          label="Tag"
          hint="A short line under the name"
          error={errors.tag}
          name="tag"
          defaultValue={plan?.tag}
          maxLength={planLimits.tag}
        />
        <FormField
          label="Features"
          hint="Separate features with commas"
          error={errors.features}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              name="features"
              rows={3}
              defaultValue={plan?.features.join(", ")}
              className={inputClasses}
            />
          )}
        </FormField>
      </div>
      <label className="flex items-center gap-3 text-sm">
        <input
          type="checkbox"
          name="popular"
          defaultChecked={plan?.popular ?? false}
          className="size-4 rounded border-line-strong accent-[var(--brand)]"
        />
        Mark as popular
      </label>
      <div className="flex justify-end gap-3 border-line border-t pt-5">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : plan ? "Save changes" : "Create plan"}
        </Button>
      </div>
    </form>
  );
}
