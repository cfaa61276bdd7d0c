import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { brand, button, EmailLayout, heading, paragraph } from "../../mail/email-layout";

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
      <Button href={confirmUrl} style={button}>
        Confirm my subscription
      </Button>
      <Text style={paragraph}>
        Or open this link:{" "}
        <Link href={confirmUrl} style={{ color: brand.indigo, wordBreak: "break-all" }}>
          {confirmUrl}
        </Link>
      </Text>
      <Text style={paragraph}>
        The link works for {validHours} hours. If you did not sign up, ignore this email: you will not be added to the
        list.
      </Text>
    </EmailLayout>
  );
}
