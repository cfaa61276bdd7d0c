import { Send } from "lucide-react";
import { useEffect } from "react";
import type { ConversationTurn } from "../../../common/assistant";
import { assistantLimits, assistantMessages } from "../../../common/assistant-rules";
import { isEmailAddress, maxEmailLength } from "../../../common/email-address";
import type { FieldErrors } from "../../../common/field-errors";
import { ApiError, isNetworkError } from "../../lib/api";
import { FormOutcome } from "../forms/form-outcome";
import { NameEmailFields } from "../forms/name-email-fields";
import { SpamTrap } from "../forms/spam-trap";
import { useFormFields } from "../forms/use-form-fields";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";
import { requestLiveSupport } from "./assistant-api";

interface Fields {
  name: string;
  email: string;
  message: string;
}

const emptyFields: Fields = { name: "", email: "", message: "" };
const fieldOrder: readonly (keyof Fields)[] = ["name", "email", "message"];
const { nameMaxLength, turnMaxLength, conversationMaxTurns } = assistantLimits;

export const liveSupportMessages = {
  messageRequired: "Tell us what you need help with",
  messageTooLong: `Please keep this under ${assistantLimits.turnMaxLength.toLocaleString("en-IN")} characters`,
  busy: "We've had a lot of requests from your connection. Please wait a minute and try again.",
  network: "We couldn't reach our server. Check your connection and try again.",
  failed: "We couldn't send this to our team. Please try again, or write to us by email.",
} as const;

function failureText(error: unknown): string {
  if (isNetworkError(error)) return liveSupportMessages.network;
  if (error instanceof ApiError && error.status === 429) return liveSupportMessages.busy;
  return liveSupportMessages.failed;
}

/**
 * Live Support: a name and an email, and the conversation so far goes to our team as an enquiry
 * (topic "support", through the contact service and its outbox). With nothing asked yet there is
 * no conversation to send, so the message box is required then; otherwise it adds a note.
 */
export function LiveSupportForm({
  conversation,
  onSent,
  onCancel,
}: {
  conversation: readonly ConversationTurn[];
  onSent: (sender: { name: string; email: string }) => void;
  onCancel: () => void;
}) {
  const { fields, errors, set, showErrors, formRef } = useFormFields<Fields>(emptyFields, fieldOrder);
  const { outcome, announce, outcomeRef, submitting, submit, spamTrap, spamSignals } = usePublicForm();
  const messageRequired = conversation.length === 0;

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[name="name"]')?.focus();
  }, [formRef]);

  /**
   * The browser's check: the rules and words of assistantHandoffInputSchema (common/assistant.ts)
   * for name and email, whose server check has the last word (its field errors land on the same
   * fields). Done without Zod on purpose: Zod's chunk imports the router pages' shared chunk, so
   * on an islands page (ADR 016) loading it would bring React Router in with it.
   */
  function check(): { sender: { name: string; email: string }; note: string } | { errors: FieldErrors } {
    const errors: FieldErrors = {};
    const name = fields.name.trim();
    const email = fields.email.trim();
    const note = fields.message.trim();
    if (!name) errors.name = assistantMessages.nameRequired;
    else if (name.length > nameMaxLength) errors.name = `Name must be at most ${nameMaxLength} characters`;
    if (!email) errors.email = assistantMessages.emailRequired;
    else if (email.length > maxEmailLength || !isEmailAddress(email)) errors.email = assistantMessages.emailInvalid;
    if (messageRequired && !note) errors.message = liveSupportMessages.messageRequired;
    else if (note.length > turnMaxLength) errors.message = liveSupportMessages.messageTooLong;
    return Object.keys(errors).length === 0 ? { sender: { name, email }, note } : { errors };
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const checked = check();
    if ("errors" in checked) {
      showErrors(checked.errors);
      return;
    }
    const { sender, note } = checked;
    await submit({
      send: async () => {
        const added: ConversationTurn[] = note ? [{ from: "visitor", text: note }] : [];
        await requestLiveSupport({
          ...sender,
          conversation: [...conversation, ...added].slice(-conversationMaxTurns),
          ...spamSignals(),
        });
        onSent(sender);
      },
      failure: failureText,
      showFieldErrors: showErrors,
    });
  }

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={send}
      aria-labelledby="assistant-live-support-title"
      className="space-y-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div>
        <h3 id="assistant-live-support-title" className="font-semibold text-sm">
          Talk to a person
        </h3>
        <p className="mt-1 text-ink-muted text-xs">
          {messageRequired
            ? "Our support team replies by email within one business day."
            : "We'll send our support team this conversation, and they'll reply by email within one business day."}
        </p>
      </div>
      <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
      <NameEmailFields values={fields} errors={errors} set={set} nameMaxLength={nameMaxLength} />
      <FormField
        label={messageRequired ? "How can we help?" : "Anything to add?"}
        error={errors.message}
        required={messageRequired}
      >
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={3}
            maxLength={turnMaxLength}
            value={fields.message}
            onChange={set("message")}
            className={inputClasses}
          />
        )}
      </FormField>
      <SpamTrap inputRef={spamTrap} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={submitting}>
          <Send aria-hidden="true" className="size-3.5" />
          {submitting ? "Sending..." : "Send to our team"}
        </Button>
      </div>
    </form>
  );
}
