import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { MessageResponse } from "../../../../common/auth";
import { passwordConfirmationSchema, type RecoveryCodes, type TwoFactorStatus } from "../../../../common/two-factor";
import { Button } from "../../../components/ui/button";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { ApiError, serverMessageOr } from "../../../lib/api";
import { DialogFormActions, Modal } from "../../components/dialog";
import { useToast } from "../../components/toast";
import { adminRequest } from "../../lib/api-client";
import { RecoveryCodeList } from "./recovery-codes";
import { TwoFactorSetupDialog } from "./two-factor-setup";

type PasswordAction = "renew" | "turn-off";

const passwordActions: Record<PasswordAction, { title: string; description: string; submit: string; path: string }> = {
  renew: {
    title: "Make new recovery codes",
    description: "Your old recovery codes stop working. Enter your password to go on.",
    submit: "Make new codes",
    path: "/api/auth/two-factor/recovery-codes",
  },
  "turn-off": {
    title: "Turn off two-factor sign-in",
    description:
      "Your password alone will sign you in, and your recovery codes stop working. Enter your password to go on.",
    submit: "Turn off",
    path: "/api/auth/two-factor/disable",
  },
};

/** The signed-in person's second factor: set it up, renew the recovery codes, or turn it off. */
export function TwoFactorSection({ status }: { status: TwoFactorStatus }) {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [settingUp, setSettingUp] = useState(false);
  const [asking, setAsking] = useState<PasswordAction | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  return (
    <section aria-labelledby="two-factor-heading" className="space-y-4">
      <div>
        <h2 id="two-factor-heading" className="flex items-center gap-2 font-semibold">
          Two-factor sign-in
          {status.enabled ? (
            <span className="rounded bg-success-soft px-2 py-0.5 font-medium text-success text-xs">On</span>
          ) : (
            <span className="rounded bg-surface-muted px-2 py-0.5 font-medium text-ink-muted text-xs">Off</span>
          )}
        </h2>
        <p className="mt-1 text-ink-muted text-sm">
          A code from an app on your phone, asked for after your password: a stolen password alone no longer opens the
          back office.
        </p>
      </div>
      {status.required && !status.enabled && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
          Your role requires two-factor sign-in. Set it up to use the rest of the back office.
        </p>
      )}
      {status.enabled ? (
        <>
          <p className="text-sm">
            {status.recoveryCodesLeft} of 10 recovery codes left.
            {status.recoveryCodesLeft <= 3 && " Make new ones before you run out."}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setAsking("renew")}>
              Make new recovery codes
            </Button>
            {status.required ? (
              <p className="text-ink-muted text-sm">Your role requires it, so it cannot be turned off.</p>
            ) : (
              <Button variant="secondary" onClick={() => setAsking("turn-off")}>
                <ShieldOff aria-hidden="true" className="size-4" />
                Turn off
              </Button>
            )}
          </div>
        </>
      ) : (
        <Button onClick={() => setSettingUp(true)}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          Set up two-factor sign-in
        </Button>
      )}

      <TwoFactorSetupDialog
        open={settingUp}
        onClose={(turnedOn) => {
          setSettingUp(false);
          if (turnedOn) {
            toast.success("Two-factor sign-in is on.");
            void revalidator.revalidate();
          }
        }}
      />
      {asking && (
        <PasswordDialog
          action={asking}
          onClose={() => setAsking(null)}
          onDone={(answer) => {
            setAsking(null);
            if ("recoveryCodes" in answer) setCodes(answer.recoveryCodes);
            else toast.success(answer.message);
            void revalidator.revalidate();
          }}
        />
      )}
      <Modal
        open={codes !== null}
        onOpenChange={(open) => !open && setCodes(null)}
        title="Save your recovery codes"
        description="Your old codes no longer work."
      >
        {codes && <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />}
      </Modal>
    </section>
  );
}

/** Asks for the password before a change to the second factor. */
function PasswordDialog({
  action,
  onClose,
  onDone,
}: {
  action: PasswordAction;
  onClose: () => void;
  onDone: (answer: RecoveryCodes | MessageResponse) => void;
}) {
  const words = passwordActions[action];
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordConfirmationSchema.safeParse({
      password: new FormData(event.currentTarget).get("password"),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      onDone(await adminRequest<RecoveryCodes | MessageResponse>(words.path, { method: "POST", body: parsed.data }));
    } catch (failure) {
      setBusy(false);
      setError(
        failure instanceof ApiError && failure.errors.password
          ? failure.errors.password
          : serverMessageOr(failure, "That did not work. Please try again."),
      );
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={words.title} description={words.description}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField label="Your password" error={error} required>
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              className={inputClasses}
            />
          )}
        </FormField>
        <DialogFormActions onCancel={onClose} busy={busy} submitLabel={words.submit} busyLabel="Checking…" />
      </form>
    </Modal>
  );
}
