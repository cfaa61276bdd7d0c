import { useCallback, useEffect, useRef, useState } from "react";
import type { Tone } from "../ui/tone-message";

/**
 * What every public form shares: how long it has been open (a spam signal, with the hidden
 * field in <SpamTrap>), the result banner, which takes focus so keyboard and screen-reader
 * users land on it, and the "sending" state.
 */
export function usePublicForm() {
  const openedAt = useRef(0);
  const spamTrap = useRef<HTMLInputElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const [outcome, setOutcome] = useState<Tone | null>(null);
  const [submitting, setSubmitting] = useState(false);

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

  return { outcome, announce, outcomeRef, submitting, setSubmitting, spamTrap, spamSignals };
}
