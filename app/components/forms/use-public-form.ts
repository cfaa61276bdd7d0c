import { useCallback, useEffect, useRef, useState } from "react";
import { type FieldErrors, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError } from "../../lib/api";
import type { Tone } from "../ui/tone-message";

/**
 * What every public form shares: how long it has been open (a spam signal, with the hidden
 * field in <SpamTrap>), the result banner, which takes focus so keyboard and screen-reader
 * users land on it, and the "sending" state. `submit` is the one way a public form sends.
 */
export function usePublicForm() {
  const openedAt = useRef(0);
  const spamTrap = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Tone | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The state updates after a render; a second press in between must still find the form busy.
  const submittingRef = useRef(false);

  useEffect(() => {
    openedAt.current = performance.now();
  }, []);

  const announce = useCallback((next: Tone | null) => {
    setOutcome(next);
    if (next) requestAnimationFrame(() => outcomeRef.current?.focus());
  }, []);

  /** The two spam signals the server judges (server/modules/forms/spam.ts). */
  const spamSignals = useCallback(
    () => ({ website: spamTrap.current?.value ?? "", fillMs: Math.round(performance.now() - openedAt.current) }),
    [],
  );

  /**
   * Sends once at a time: clears the last outcome, shows "sending" while `send` runs, and when it
   * fails puts the server's field errors (a 400 with `errors`) on the fields through
   * `showFieldErrors`, and announces `failure`. What a success shows is `send`'s to do.
   */
  const submit = useCallback(
    async ({
      send,
      failure,
      showFieldErrors,
      fieldErrorsFrom = topLevelFieldErrors,
    }: {
      send: () => Promise<void>;
      failure: string | ((error: unknown) => string);
      showFieldErrors: (errors: FieldErrors) => void;
      /** The server's field names → this form's (a form may send its fields under other names). */
      fieldErrorsFrom?: (errors: FieldErrors) => FieldErrors;
    }) => {
      if (submittingRef.current) return;
      submittingRef.current = true;
      setSubmitting(true);
      try {
        await send();
      } catch (error) {
        if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
          showFieldErrors(fieldErrorsFrom(error.errors));
        }
        announce({ tone: "error", text: typeof failure === "string" ? failure : failure(error) });
      } finally {
        submittingRef.current = false;
        setSubmitting(false);
      }
    },
    [announce],
  );

  return { outcome, announce, outcomeRef, submitting, setSubmitting, submit, spamTrap, spamSignals };
}
