import type { LucideIcon } from "lucide-react";
import type { Ref } from "react";
import { type Tone, ToneMessage } from "../ui/tone-message";

/** The result of sending a form, in a live region that takes focus (usePublicForm.announce). */
export function FormOutcome({
  outcome,
  outcomeRef,
  successIcon,
}: {
  outcome: Tone | null;
  outcomeRef: Ref<HTMLDivElement>;
  successIcon?: LucideIcon;
}) {
  return (
    <div ref={outcomeRef} tabIndex={-1} aria-live="polite" className="outline-none">
      {outcome && <ToneMessage message={outcome} banner {...(successIcon ? { successIcon } : {})} />}
    </div>
  );
}
