import { useEffect, useRef, useState } from "react";
import type { LoginResponse } from "../../../common/auth";
import { fieldErrorsOf } from "../../../common/field-errors";
import { secondFactorLoginSchema } from "../../../common/two-factor";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { ApiError, apiRequest, serverMessageOr } from "../../lib/api";
import { signedOutCardClasses } from "./signed-out-page";

/**
 * Sign-in's second step: the code from an authenticator app, or a recovery code. `challenge`
 * is the server's proof that the password was right; `onSignedIn` gets the session token,
 * `onStartAgain` goes back to the password (an expired challenge does too, with its message).
 */
export function SecondFactorForm({
  challenge,
  onSignedIn,
  onStartAgain,
}: {
  challenge: string;
  onSignedIn: (token: string) => void;
  onStartAgain: (message?: string) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);
  // The step replaces the password form: the keyboard goes straight to the code.
  useEffect(() => codeField.current?.focus(), []);

  async function verify(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = secondFactorLoginSchema.safeParse({
      challenge,
      code: new FormData(event.currentTarget).get("code"),
    });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error.issues).code);
      return;
    }
    setError(undefined);
    setSubmitting(true);
    try {
      const { token } = await apiRequest<LoginResponse>("/api/auth/login/second-factor", {
        method: "POST",
        body: parsed.data,
        networkMessage: "Error logging in",
      });
      onSignedIn(token);
    } catch (failure) {
      setSubmitting(false);
      const message = serverMessageOr(failure, "Error logging in");
      // Too slow, or too many tries: back to the password, with the reason.
      if (failure instanceof ApiError && (failure.status === 429 || message.startsWith("Your sign-in took too long"))) {
        onStartAgain(message);
        return;
      }
      setError(message);
      codeField.current?.select();
    }
  }

  return (
    <form method="post" noValidate onSubmit={verify} className={signedOutCardClasses} aria-labelledby="code-heading">
      <div>
        <h2 id="code-heading" className="font-semibold">
          Two-factor sign-in
        </h2>
        <p className="mt-1 text-ink-muted text-sm">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      </div>
      <FormField label="Code" error={error} required>
        {(control) => (
          <input
            {...control}
            ref={codeField}
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            autoCapitalize="none"
            spellCheck={false}
            className={inputClasses}
          />
        )}
      </FormField>
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? "Checking…" : "Verify and sign in"}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => onStartAgain()}
          className="rounded font-semibold text-brand-ink underline underline-offset-2"
        >
          Use another account
        </button>
      </p>
    </form>
  );
}
