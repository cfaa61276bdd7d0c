import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { button, EmailLayout, FactTable, heading, paragraph } from "../../mail/email-layout";

/** To the guest after they move the demo; the attached REQUEST (same UID, higher SEQUENCE) moves the calendar event. */
export function DemoRescheduledEmail({
  name,
  businessTime,
  localTime,
  previousTime,
  manageUrl,
}: {
  name: string;
  businessTime: string;
  localTime: string | null;
  /** The old slot, in the guest's own zone. */
  previousTime: string;
  manageUrl: string;
}) {
  return (
    <EmailLayout
      preview={`Your Aster HRMS demo has moved to ${localTime ?? businessTime}`}
      footer="You are receiving this because you moved a demo booked on our website."
    >
      <Heading as="h1" style={heading}>
        Your demo has moved
      </Heading>
      <Text style={paragraph}>
        {name ? `Hi ${name},` : "Hello,"} your demo is now at the new time below. The attached invitation updates the
        event in your calendar.
      </Text>
      <FactTable
        rows={[
          ["When (India)", businessTime],
          ...(localTime ? ([["When (your time)", localTime]] as const) : []),
          ["Was", previousTime],
        ]}
      />
      <Button href={manageUrl} style={button}>
        Manage your booking
      </Button>
    </EmailLayout>
  );
}

/** To sales: the guest moved their demo to another slot. */
export function DemoRescheduledStaffEmail({ fields }: { fields: ReadonlyArray<readonly [string, string]> }) {
  return (
    <EmailLayout preview="A demo was rescheduled" footer="Sent by the demo booking on the website.">
      <Heading as="h1" style={heading}>
        Demo rescheduled by the guest
      </Heading>
      <Text style={paragraph}>The old slot is free again on the booking page.</Text>
      <FactTable rows={fields} />
    </EmailLayout>
  );
}
