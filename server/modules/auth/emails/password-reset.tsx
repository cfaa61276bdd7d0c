import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { ButtonAndLink, EmailLayout, heading, paragraph } from "../../mail/email-layout";

/** A reset link for a staff account: how long it works, and what to do if it was not them. */
export function PasswordResetEmail({ resetUrl, validMinutes }: { resetUrl: string; validMinutes: number }) {
  return (
    <EmailLayout
      preview="Choose a new password for the Aster HRMS back office"
      footer="You are receiving this because someone asked to reset the password of the Aster HRMS back-office account that uses this address."
    >
      <Heading as="h1" style={heading}>
        Choose a new password
      </Heading>
      <Text style={paragraph}>Someone asked to reset the password of your Aster HRMS back-office account.</Text>
      <ButtonAndLink href={resetUrl} label="Choose a new password" />
      <Text style={paragraph}>
        The link works once, for {validMinutes} minutes. Choosing a new password signs you out everywhere else. If you
        did not ask for this, ignore this email: your password stays as it is.
      </Text>
    </EmailLayout>
  );
}
