import { useEffect, useState } from "react";
import { fieldErrorsOf } from "../../../../common/field-errors";
import type { RecoveryCodes, TwoFactorSetup } from "../../../../common/two-factor";
import { twoFactorConfirmSchema } from "../../../../common/two-factor";
import { Button } from "../../../components/ui/button";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { ApiError, serverMessageOr } from "../../../lib/api";
import { DialogFormActions, Modal } from "../../components/dialog";
import { adminRequest } from "../../lib/api-client";
import { RecoveryCodeList } from "./recovery-codes";

/** The key as apps ask for it when typed: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

type Step =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "scan"; setup: TwoFactorSetup }
  | { kind: "codes"; codes: string[] };

/**
 * Setting up an authenticator app: scan the QR code (or type the key), enter one code to prove
 * it works, then keep the recovery codes. `onDone` runs when the dialog closes after it is on.
 */
export function TwoFactorSetupDialog({ open, onClose }: { open: boolean; onClose: (turnedOn: boolean) => void }) {
  const [step, setStep] = useState<Step>({ kind: "loading" });
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const start = () => {
    setStep({ kind: "loading" });
    adminRequest<TwoFactorSetup>("/api/auth/two-factor/setup", { method: "POST" })
      .then((setup) => setStep({ kind: "scan", setup }))
      .catch((error: unknown) =>
        setStep({ kind: "failed", message: serverMessageOr(error, "Could not start the set-up.") }),
      );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new secret each time the dialog opens, not on every render
  useEffect(() => {
    if (open) start();
  }, [open]);

  async function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = twoFactorConfirmSchema.safeParse({ code: new FormData(event.currentTarget).get("code") });
    if (!parsed.success) {
      setCodeError(fieldErrorsOf(parsed.error.issues).code);
      return;
    }
    setBusy(true);
    try {
      const { recoveryCodes } = await adminRequest<RecoveryCodes>("/api/auth/two-factor/confirm", {
        method: "POST",
        body: parsed.data,
      });
      setCodeError(undefined);
      setStep({ kind: "codes", codes: recoveryCodes });
    } catch (error) {
      setCodeError(
        error instanceof ApiError && error.errors.code
          ? error.errors.code
          : serverMessageOr(error, "Could not turn it on."),
      );
    } finally {
      setBusy(false);
    }
  }

  const close = () => onClose(step.kind === "codes");
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={step.kind === "codes" ? "Save your recovery codes" : "Set up two-factor sign-in"}
      description={
        step.kind === "codes"
          ? "Two-factor sign-in is on."
          : "You will need your phone's authenticator app (such as 1Password, Google Authenticator or Authy) each time you sign in."
      }
    >
      {step.kind === "loading" && (
        <p role="status" className="text-ink-muted text-sm">
          Preparing a new key…
        </p>
      )}
      {step.kind === "failed" && (
        <div className="space-y-4">
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
            {step.message}
          </p>
          <Button onClick={start}>Try again</Button>
        </div>
      )}
      {step.kind === "scan" && (
        <form noValidate onSubmit={confirm} className="space-y-5">
          <ol className="list-decimal space-y-4 pl-5 text-sm">
            <li>
              <p>Scan this QR code with the app.</p>
              <img
                src={step.setup.qrCode}
                alt="QR code holding your new authenticator key"
                width={176}
                height={176}
                className="mt-3 rounded-lg bg-white p-1"
              />
              <p className="mt-3 text-ink-muted">Can't scan it? Enter this key in the app instead:</p>
              <p className="mt-1">
                <code data-testid="totp-secret" className="select-all rounded bg-surface-muted px-2 py-1 font-mono">
                  {grouped(step.setup.secret)}
                </code>
              </p>
            </li>
            <li>
              <FormField label="Enter the 6-digit code the app shows" error={codeError} required>
                {(control) => (
                  <input
                    {...control}
                    name="code"
                    autoComplete="one-time-code"
                    inputMode="numeric"
                    className={`${inputClasses} max-w-48`}
                  />
                )}
              </FormField>
            </li>
          </ol>
          <DialogFormActions onCancel={close} busy={busy} submitLabel="Turn on" busyLabel="Checking…" />
        </form>
      )}
      {step.kind === "codes" && <RecoveryCodeList codes={step.codes} onDone={close} />}
    </Modal>
  );
}
