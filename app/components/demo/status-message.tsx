import { type Tone, ToneMessage } from "../ui/tone-message";

/**
 * A success or error line under a control. It lives in a live region that is always in the
 * page (empty when there is nothing to say), so screen readers announce each new message.
 */
export function StatusMessage({ id, message }: { id?: string; message: Tone | null }) {
  return (
    <p id={id} aria-live="polite" className="!mt-0 text-sm">
      {message && <ToneMessage message={message} />}
    </p>
  );
}
