import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailLayout, FactTable, heading, paragraph } from "../../mail/email-layout";

export interface RequestAcknowledgementProps {
  /** "We received your data-rights request". */
  title: string;
  /** What happens next and when, in our words. */
  nextSteps: string;
  /** The reference first, then what the request is and when it arrived. */
  facts: ReadonlyArray<readonly [string, string]>;
  /** Why this address received it. */
  footer: string;
}

/**
 * To a visitor who sent a request (Live Support, a data-rights request): it arrived, its
 * reference, and what happens next. The address is the one typed in the form, which anyone could
 * type, so the message repeats nothing the sender wrote, not even the name: it cannot carry a
 * stranger's words to someone else's inbox (ADR 035).
 */
export function RequestAcknowledgementEmail({ title, nextSteps, facts, footer }: RequestAcknowledgementProps) {
  const reference = facts[0]?.[1] ?? "";
  return (
    <EmailLayout preview={`${title}. Reference ${reference}`} footer={footer}>
      <Heading as="h1" style={heading}>
        {title}
      </Heading>
      <Text style={paragraph}>Hello, and thank you for contacting Aster.</Text>
      <FactTable rows={facts} />
      <Text style={paragraph}>{nextSteps}</Text>
      <Text style={paragraph}>
        Please quote the reference {reference} if you write to us about it. If you did not send it, reply to this email
        to tell us.
      </Text>
    </EmailLayout>
  );
}
