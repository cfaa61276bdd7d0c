import { LogOut } from "lucide-react";
import { useState } from "react";
import type { MessageResponse } from "../../../common/auth";
import type { FieldErrors } from "../../../common/field-errors";
import { type ActiveSession, passwordChangeSchema } from "../../../common/users";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { adminRequest } from "../lib/api-client";
import { formatDateTime } from "../lib/format";
import { useAdminAction } from "../lib/use-admin-action";
import { useAdminForm } from "../lib/use-admin-form";
import { useConfirmedDelete } from "../lib/use-confirmed-delete";
import { usePasswordHint } from "../lib/use-password-hint";
import { AdminForm } from "./admin-form";
import { ConfirmDialog } from "./dialog";

const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** The signed-in person's own password: the current one is required, and the change signs out every other browser. */
export function PasswordForm() {
  const form = useAdminForm(passwordChangeSchema, {
    initial: emptyPasswords,
    check: (values): FieldErrors =>
      values.confirmPassword === values.newPassword ? {} : { confirmPassword: "The new passwords do not match" },
    save: (input) => adminRequest<MessageResponse>("/api/auth/password", { method: "PUT", body: input }),
    // The server says what happened to the other sessions; its words are the toast.
    messages: { success: ({ message }) => message, failure: "Failed to change the password." },
    resetOnSave: true,
  });
  const { errors, busy } = form;
  const newPasswordHint = usePasswordHint(form.field("newPassword").value);

  const field = (name: keyof typeof emptyPasswords, autoComplete: string) => ({
    ...form.field(name),
    type: "password",
    autoComplete,
    className: inputClasses,
  });

  return (
    <AdminForm form={form} aria-labelledby="password-heading" className="space-y-5">
      <div>
        <h2 id="password-heading" className="font-semibold">
          Change your password
        </h2>
        <p className="mt-1 text-ink-muted text-sm">Your other sessions are signed out when it changes.</p>
      </div>
      <FormField label="Current password" error={errors.currentPassword} required>
        {(control) => <input {...control} {...field("currentPassword", "current-password")} />}
      </FormField>
      <FormField label="New password" hint={newPasswordHint} error={errors.newPassword} required>
        {(control) => <input {...control} {...field("newPassword", "new-password")} />}
      </FormField>
      <FormField label="Confirm new password" error={errors.confirmPassword} required>
        {(control) => <input {...control} {...field("confirmPassword", "new-password")} />}
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? "Changing…" : "Change password"}
      </Button>
    </AdminForm>
  );
}

/** Where the signed-in person is signed in; any other browser can be signed out from here. */
export function SessionList({ sessions }: { sessions: ActiveSession[] }) {
  const ending = useConfirmedDelete<ActiveSession>({
    path: (session) => `/api/auth/sessions/${session.id}`,
    success: () => "Session ended. That browser is signed out.",
    failure: "Failed to end the session.",
    title: "End this session?",
    description: (session) =>
      `${session.device}, signed in ${formatDateTime(session.createdAt)}, will be signed out at once.`,
    confirmLabel: "End session",
    busyLabel: "Ending…",
  });

  const [endingOthers, setEndingOthers] = useState(false);
  const { run, busy } = useAdminAction();
  const others = sessions.filter((session) => !session.current).length;

  return (
    <section aria-labelledby="sessions-heading">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="sessions-heading" className="font-semibold">
            Your sessions
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Each browser where you are signed in. End any you do not recognise.
          </p>
        </div>
        {others > 0 && (
          <Button variant="secondary" size="sm" onClick={() => setEndingOthers(true)}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out all other sessions
          </Button>
        )}
      </div>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line">
        {[...sessions]
          .sort((a, b) => Number(b.current) - Number(a.current))
          .map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-medium">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded bg-brand-soft px-2 py-0.5 font-medium text-brand-ink text-xs">
                      This session
                    </span>
                  )}
                </p>
                <p className="mt-0.5 text-ink-muted">
                  {session.address ? `${session.address} · ` : ""}Signed in {formatDateTime(session.createdAt)} · Last
                  seen {formatDateTime(session.lastUsedAt)}
                </p>
              </div>
              {!session.current && (
                <Button variant="secondary" size="sm" onClick={() => ending.ask(session)}>
                  <LogOut aria-hidden="true" className="size-4" />
                  End session
                  <span className="sr-only">
                    {" "}
                    {session.device}, signed in {formatDateTime(session.createdAt)}
                  </span>
                </Button>
              )}
            </li>
          ))}
      </ul>
      <ConfirmDialog {...ending.dialog} />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title="Sign out all other sessions?"
        description={`${others} other browser${others === 1 ? "" : "s"} will be signed out at once. This one stays signed in.`}
        confirmLabel="Sign out others"
        busy={busy}
        busyLabel="Signing out…"
        onConfirm={async () => {
          await run(() => adminRequest<MessageResponse>("/api/auth/sessions", { method: "DELETE" }), {
            success: ({ message }) => message,
            failure: "Failed to sign out the other sessions.",
          });
          setEndingOthers(false);
        }}
      />
    </section>
  );
}
