import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { brand, EmailLayout, heading, paragraph } from "../../mail/email-layout";

/** The 6-digit code for the demo form. It says how long it lasts and what to do if it was not you. */
export function VerificationCodeEmail({ code, validMinutes }: { code: string; validMinutes: number }) {
  return (
    <EmailLayout
      preview={`Your Aster HRMS verification code is ${code}`}
      footer="You are receiving this because someone entered this address on our demo request form."
    >
      <Heading as="h1" style={heading}>
        Your verification code
      </Heading>
      <Text style={paragraph}>Enter this code on the demo request form to confirm your work email:</Text>
      <Text
        style={{
          fontSize: 32,
          letterSpacing: 8,
          fontWeight: 700,
          color: brand.indigo,
          margin: "16px 0",
          fontFamily: "'SFMono-Regular', Menlo, Consolas, monospace",
        }}
      >
        {code}
      </Text>
      <Text style={paragraph}>
        The code works for {validMinutes} minutes. If you did not ask for it, you can ignore this email: nothing happens
        without the code.
      </Text>
    </EmailLayout>
  );
}
