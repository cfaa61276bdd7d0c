import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { type Passkey, passkeyNameSchema } from "../../../../common/passkeys";
import { Button } from "../../../components/ui/button";
import { FormField, inputClasses } from "../../../components/ui/form-field";
import { serverMessageOr } from "../../../lib/api";
import { ConfirmDialog, DialogFormActions, Modal } from "../../components/dialog";
import { useToast } from "../../components/toast";
import { adminRequest } from "../../lib/api-client";
import { formatDateTime } from "../../lib/format";
import { useConfirmedDelete } from "../../lib/use-confirmed-delete";

/** Creates a passkey in the browser for the signed-in person, under `name`. */
async function addPasskey(name: string): Promise<Passkey> {
  const { startRegistration } = await import("@simplewebauthn/browser");
  const optionsJSON = await adminRequest<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
    "/api/auth/passkeys/options",
    { method: "POST" },
  );
  const response = await startRegistration({ optionsJSON });
  return adminRequest<Passkey>("/api/auth/passkeys", { method: "POST", body: { name, response } });
}

/** A name dialog: for a new passkey (then the browser's prompt), or to rename one. */
function NameDialog({
  title,
  initial,
  submitLabel,
  onClose,
  onSubmit,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<void>;
}) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(new FormData(event.currentTarget).get("name"));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await onSubmit(parsed.data);
    } catch (failure) {
      setBusy(false);
      const cancelled =
        failure instanceof Error && /NotAllowed|cancel|abort/i.test(`${failure.name} ${failure.message}`);
      setError(
        cancelled
          ? "The browser's prompt was closed. Try again when you are ready."
          : serverMessageOr(failure, "That did not work. Please try again."),
      );
    }
  }

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <FormField label="Name" hint="So you can tell your passkeys apart, e.g. “Work laptop”." error={error} required>
          {(control) => <input {...control} name="name" defaultValue={initial} className={inputClasses} />}
        </FormField>
        <DialogFormActions
          onCancel={onClose}
          busy={busy}
          submitLabel={submitLabel}
          busyLabel="Waiting for the browser…"
        />
      </form>
    </Modal>
  );
}

/** The signed-in person's passkeys: add (several), rename, remove. */
export function PasskeySection({ passkeys }: { passkeys: Passkey[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const removal = useConfirmedDelete<Passkey>({
    path: (key) => `/api/auth/passkeys/${encodeURIComponent(key.id)}`,
    success: (key) => `Removed the passkey “${key.name}”. It no longer signs you in.`,
    failure: "Failed to remove the passkey.",
    title: "Remove this passkey?",
    description: (key) =>
      `“${key.name}” will no longer sign you in. The key itself stays on your device until you delete it there.`,
    confirmLabel: "Remove passkey",
    busyLabel: "Removing…",
  });

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="passkeys-heading" className="font-semibold">
            Passkeys
          </h2>
          <p className="mt-1 text-ink-muted text-sm">
            Sign in with your fingerprint, face or device PIN instead of a password and code. A passkey cannot be
            phished.
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <KeyRound aria-hidden="true" className="size-4" />
          Add a passkey
        </Button>
      </div>
      {passkeys.length === 0 ? (
        <p className="rounded-xl border border-line border-dashed p-4 text-ink-muted text-sm">No passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
              <div>
                <p className="font-medium">{key.name}</p>
                <p className="mt-0.5 text-ink-muted">
                  Added {formatDateTime(key.createdAt)} ·{" "}
                  {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : "not used yet"}
                </p>
              </div>
              <div className="flex gap-2">
                <Button variant="secondary" size="sm" onClick={() => setRenaming(key)}>
                  <Pencil aria-hidden="true" className="size-4" />
                  Rename<span className="sr-only"> {key.name}</span>
                </Button>
                <Button variant="secondary" size="sm" onClick={() => removal.ask(key)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> {key.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <NameDialog
          title="Add a passkey"
          initial=""
          submitLabel="Continue"
          onClose={() => setAdding(false)}
          onSubmit={async (name) => {
            await addPasskey(name);
            setAdding(false);
            toast.success(`Added the passkey “${name}”. You can now sign in with it alone.`);
            await revalidator.revalidate();
          }}
        />
      )}
      {renaming && (
        <NameDialog
          title="Rename this passkey"
          initial={renaming.name}
          submitLabel="Save"
          onClose={() => setRenaming(null)}
          onSubmit={async (name) => {
            await adminRequest(`/api/auth/passkeys/${encodeURIComponent(renaming.id)}`, {
              method: "PATCH",
              body: { name },
            });
            setRenaming(null);
            toast.success(`Renamed the passkey to “${name}”.`);
            await revalidator.revalidate();
          }}
        />
      )}
      <ConfirmDialog {...removal.dialog} />
    </section>
  );
}
