import { Pencil } from "lucide-react";
import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "../ui/button";
import { inputClasses } from "../ui/form-field";
import { StatusMessage } from "./status-message";
import type { EmailVerification } from "./use-email-verification";

/**
 * Work Email with Send Code, then Verification Code with Verify (SPEC §2, §4). Once verified
 * the address is locked; "Change" unlocks it and starts over, since a new address needs a new code.
 */
export function EmailVerificationFields({
  email,
  onEmailChange,
  emailError,
  verification,
}: {
  email: string;
  onEmailChange: (email: string) => void;
  emailError?: string | undefined;
  verification: EmailVerification;
}) {
  const id = useId();
  const { code, codeInput, send, enterCode, startOver } = useCodeEntry(verification);
  const { status } = verification;

  return (
    <div className="space-y-4 sm:col-span-2">
      <WorkEmailField
        id={id}
        email={email}
        emailError={emailError}
        verification={verification}
        onChange={(value) => {
          onEmailChange(value);
          if (status !== "unverified") startOver();
        }}
        onSend={send}
        onChangeEmail={startOver}
      />

      {status === "code-sent" && (
        <CodeField
          id={id}
          email={email}
          code={code}
          codeInput={codeInput}
          busy={verification.busy}
          onCodeChange={enterCode}
          onVerify={() => verification.verify(code)}
        />
      )}
      <StatusMessage id={`${id}-status`} message={verification.message} />
    </div>
  );
}

/** The code being typed, and the focus that takes the visitor to it once it has been sent. */
function useCodeEntry(verification: EmailVerification) {
  const [code, setCode] = useState("");
  const codeInput = useRef<HTMLInputElement>(null);
  const { status, busy } = verification;
  const focusCodeWhenShown = useRef(false);

  // After Send Code, the code field appears on the next render; take the visitor straight to it.
  useEffect(() => {
    if (status === "code-sent" && focusCodeWhenShown.current) {
      focusCodeWhenShown.current = false;
      codeInput.current?.focus();
    }
  }, [status]);

  async function send() {
    focusCodeWhenShown.current = true;
    await verification.sendCode();
  }

  /** Pasted "123 456" or "Code: 123456" still works; six digits verify at once. */
  function enterCode(value: string) {
    const digits = value.replace(/\D/g, "").slice(0, 6);
    setCode(digits);
    if (digits.length === 6 && !busy) void verification.verify(digits);
  }

  /** A new address needs a new code. */
  function startOver() {
    verification.reset();
    setCode("");
  }

  return { code, codeInput, send, enterCode, startOver };
}

/** The address, locked once verified; beside it Send Code (with its cooldown), or Change once verified. */
function WorkEmailField({
  id,
  email,
  emailError,
  verification,
  onChange,
  onSend,
  onChangeEmail,
}: {
  id: string;
  email: string;
  emailError: string | undefined;
  verification: EmailVerification;
  onChange: (email: string) => void;
  onSend: () => void;
  onChangeEmail: () => void;
}) {
  const { status, busy, resendInSeconds } = verification;
  const verified = status === "verified";
  const describedBy = [emailError ? `${id}-email-error` : null, `${id}-status`].filter(Boolean).join(" ");

  return (
    <div>
      <label htmlFor={`${id}-email`} className="block font-medium text-sm">
        Work Email
        <span className="text-danger" aria-hidden="true">
          {" "}
          *
        </span>
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          readOnly={verified}
          aria-invalid={Boolean(emailError)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} min-w-48 flex-1 read-only:bg-surface-muted read-only:text-ink-muted`}
        />
        {verified ? (
          <Button variant="secondary" onClick={onChangeEmail} className="shrink-0">
            <Pencil aria-hidden="true" className="size-4" />
            Change
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={onSend}
            disabled={busy !== null || resendInSeconds > 0}
            className="shrink-0 tabular-nums"
          >
            {busy === "sending"
              ? "Sending…"
              : resendInSeconds > 0
                ? `Resend in ${resendInSeconds}s`
                : status === "code-sent"
                  ? "Resend Code"
                  : "Send Code"}
          </Button>
        )}
      </div>
      {emailError && (
        <p id={`${id}-email-error`} className="mt-1.5 font-medium text-danger text-sm">
          {emailError}
        </p>
      )}
    </div>
  );
}

/** The emailed code and Verify, shown once a code has been sent. */
function CodeField({
  id,
  email,
  code,
  codeInput,
  busy,
  onCodeChange,
  onVerify,
}: {
  id: string;
  email: string;
  code: string;
  codeInput: RefObject<HTMLInputElement | null>;
  busy: EmailVerification["busy"];
  onCodeChange: (value: string) => void;
  onVerify: () => void;
}) {
  return (
    <div>
      <label htmlFor={`${id}-code`} className="block font-medium text-sm">
        Verification Code
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={codeInput}
          id={`${id}-code`}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="6-digit code"
          required
          value={code}
          aria-describedby={`${id}-code-hint ${id}-status`}
          onChange={(event) => onCodeChange(event.target.value)}
          className={`${inputClasses} font-mono tracking-[0.3em]`}
        />
        <Button onClick={onVerify} disabled={busy !== null} className="shrink-0">
          {busy === "verifying" ? "Verifying…" : "Verify"}
        </Button>
      </div>
      <p id={`${id}-code-hint`} className="mt-1.5 text-ink-muted text-xs">
        We emailed a 6-digit code to {email}. It works for 10 minutes.
      </p>
    </div>
  );
}
