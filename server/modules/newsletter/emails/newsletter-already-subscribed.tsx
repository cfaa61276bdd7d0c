import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { brand, EmailLayout, heading, paragraph } from "../../mail/email-layout";

/**
 * To an address already on the list, when the newsletter box is used for it again: nothing
 * changed, and leaving is one link away. Sent instead of the confirmation, under the same
 * per-address limits, so the box's answer and its work are the same whatever the address's state
 * (ADR 024), and the person learns that someone, maybe they, asked.
 */
export function NewsletterAlreadySubscribedEmail({ unsubscribeUrl }: { unsubscribeUrl: string }) {
  return (
    <EmailLayout
      preview="You are already subscribed to The Aster Monthly"
      footer="You are receiving this because someone entered this address in the newsletter box on our website."
    >
      <Heading as="h1" style={heading}>
        You are already subscribed
      </Heading>
      <Text style={paragraph}>
        Someone, perhaps you, asked to subscribe this address to The Aster Monthly. It is already on the list, so
        nothing has changed: you will keep receiving one email a month.
      </Text>
      <Text style={paragraph}>
        If you would rather not receive it, unsubscribe here:{" "}
        <Link href={unsubscribeUrl} style={{ color: brand.indigo, wordBreak: "break-all" }}>
          {unsubscribeUrl}
        </Link>
      </Text>
    </EmailLayout>
  );
}
