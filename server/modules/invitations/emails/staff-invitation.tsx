import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { ButtonAndLink, EmailLayout, heading, paragraph } from "../../mail/email-layout";

/**
 * An invitation to the back office: who invited them, as what, one button to choose a password,
 * how long the link works, and what to do if it was not meant for them.
 */
export function StaffInvitationEmail({
  name,
  invitedBy,
  roleLabel,
  roleDescription,
  email,
  acceptUrl,
  validHours,
}: {
  name: string;
  invitedBy: string;
  roleLabel: string;
  roleDescription: string;
  email: string;
  acceptUrl: string;
  validHours: number;
}) {
  return (
    <EmailLayout
      preview={`${invitedBy} invited you to the Aster HRMS back office`}
      footer="You are receiving this because an admin of the Aster HRMS website invited this address to its back office."
    >
      <Heading as="h1" style={heading}>
        You are invited to the Aster HRMS back office
      </Heading>
      <Text style={paragraph}>
        Hello {name}, {invitedBy} invited you to join the team that runs the Aster HRMS website, as{" "}
        <strong>{roleLabel}</strong>: {roleDescription}
      </Text>
      <ButtonAndLink href={acceptUrl} label="Choose your password" />
      <Text style={paragraph}>
        You will sign in with this email address, {email}, and the password you choose. The link works once, for{" "}
        {validHours} hours. If you did not expect this, ignore this email: no account is made.
      </Text>
    </EmailLayout>
  );
}
