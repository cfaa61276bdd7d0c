import type { LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { type Tone, ToneMessage } from "../ui/tone-message";

/**
 * The result of sending a form, in a live region that takes focus (usePublicForm.announce).
 * `details` follow a success in the same region (a booking's time and calendar link).
 */
export function FormOutcome({
  outcome,
  outcomeRef,
  successIcon,
  details,
}: {
  outcome: Tone | null;
  outcomeRef: Ref<HTMLDivElement>;
  successIcon?: LucideIcon;
  details?: ReactNode;
}) {
  return (
    <div ref={outcomeRef} tabIndex={-1} aria-live="polite" className="outline-none">
      {outcome && <ToneMessage message={outcome} banner {...(successIcon ? { successIcon } : {})} />}
      {outcome?.tone === "success" && details}
    </div>
  );
}
