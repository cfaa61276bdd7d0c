import { useState } from "react";
import { roleLabels, type StaffRole, staffRoles } from "../../../../common/permissions";
import type { TwoFactorPolicy } from "../../../../common/two-factor";
import { Button } from "../../../components/ui/button";
import { adminRequest } from "../../lib/api-client";
import { useAdminAction } from "../../lib/use-admin-action";

/**
 * Which roles must sign in with a second factor. A member of a ticked role who has none is taken
 * to set-up on their next page, and can reach only their own account until it is done.
 */
export function TwoFactorPolicyForm({ policy }: { policy: TwoFactorPolicy }) {
  const [required, setRequired] = useState<Set<StaffRole>>(() => new Set(policy.requiredFor));
  const { run, busy } = useAdminAction();
  const changed = required.size !== policy.requiredFor.length || policy.requiredFor.some((role) => !required.has(role));

  const toggle = (role: StaffRole, on: boolean) =>
    setRequired((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const requiredFor = staffRoles.filter((role) => required.has(role));
    await run(
      () => adminRequest<TwoFactorPolicy>("/api/admin/two-factor-policy", { method: "PUT", body: { requiredFor } }),
      {
        success: (saved) =>
          saved.requiredFor.length === 0
            ? "Two-factor sign-in is now optional for every role."
            : `Two-factor sign-in is now required for: ${saved.requiredFor.map((role) => roleLabels[role]).join(", ")}.`,
        failure: "Failed to save the two-factor policy.",
      },
    );
  }

  return (
    <section aria-labelledby="two-factor-policy-heading" className="mt-8">
      <form onSubmit={save} className="rounded-xl border border-line bg-surface p-4">
        <fieldset>
          <legend id="two-factor-policy-heading" className="font-semibold">
            Require two-factor sign-in
          </legend>
          <p className="mt-1 text-ink-muted text-sm">
            Members of a ticked role must use an authenticator app. Anyone without one is taken to set it up when they
            next open the back office.
          </p>
          <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {staffRoles.map((role) => (
              <label key={role} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={required.has(role)}
                  onChange={(event) => toggle(role, event.target.checked)}
                  className="size-4 accent-brand"
                />
                {roleLabels[role]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="sm" className="mt-4" disabled={busy || !changed}>
          {busy ? "Saving…" : "Save policy"}
        </Button>
      </form>
    </section>
  );
}
