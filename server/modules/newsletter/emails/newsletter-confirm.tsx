import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { ButtonAndLink, EmailLayout, heading, paragraph } from "../../mail/email-layout";

/**
 * The double opt-in's email (ADR 024): one button to a page with a Confirm button. It says how
 * long the link works and that nothing happens if it was not you.
 */
export function NewsletterConfirmEmail({ confirmUrl, validHours }: { confirmUrl: string; validHours: number }) {
  return (
    <EmailLayout
      preview="Confirm your subscription to The Aster Monthly"
      footer="You are receiving this because someone entered this address in the newsletter box on our website."
    >
      <Heading as="h1" style={heading}>
        Confirm your subscription
      </Heading>
      <Text style={paragraph}>
        Thanks for signing up for The Aster Monthly: one email a month with our new articles and what changed in Aster
        HRMS. Please confirm that this is your address:
      </Text>
      <ButtonAndLink href={confirmUrl} label="Confirm my subscription" />
      <Text style={paragraph}>
        The link works for {validHours} hours. If you did not sign up, ignore this email: you will not be added to the
        list.
      </Text>
    </EmailLayout>
  );
}
