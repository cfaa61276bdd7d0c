import type { assistantHandoffInputSchema } from "../../../common/assistant";
import type { z } from "../../../common/zod";
import type { EnquiryAcknowledgement } from "../contact/service";
import type { AnswerSigner } from "./answer-signature";
import type { AssistantContext } from "./context";

type HandoffFields = z.output<typeof assistantHandoffInputSchema>;

/** What the visitor is sent after a Live Support hand-off, in the words of the answer they were shown. */
const handoffAcknowledgement: EnquiryAcknowledgement = {
  title: "We received your message to our team",
  nextSteps:
    "A person will read your conversation with our website assistant and reply to this address within one " +
    "business day.",
  footer:
    "You are receiving this because this address was given when a conversation was sent to our team from our website.",
};

/**
 * The conversation as staff read it in the enquiry and its email. The client sends it, so a turn
 * is the assistant's only when its answer id signs its text (we said it); any other turn, however
 * it is labelled, is shown as the visitor's words.
 */
export function conversationText(conversation: HandoffFields["conversation"], signer: AnswerSigner): string {
  const saidByUs = (turn: HandoffFields["conversation"][number]) =>
    turn.from === "assistant" && turn.answerId !== undefined && signer.said(turn.answerId, turn.text);
  return [
    "Sent from the website assistant (Live Support). The conversation so far:",
    "",
    ...conversation.map((turn) => `${saidByUs(turn) ? "Assistant" : "Visitor"}: ${turn.text.trim()}`),
  ].join("\n");
}

/**
 * Live Support: the conversation reaches staff as a support enquiry, through the contact
 * service and the outbox, and the visitor is sent its reference.
 */
export async function handOff(
  { contact, signer }: Pick<AssistantContext, "contact" | "signer">,
  input: HandoffFields,
): Promise<void> {
  await contact.submit(
    {
      name: input.name,
      email: input.email,
      company: "",
      phone: "",
      message: conversationText(input.conversation, signer),
      topic: "support",
      website: input.website,
      ...(input.fillMs === undefined ? {} : { fillMs: input.fillMs }),
    },
    { acknowledgement: handoffAcknowledgement },
  );
}
