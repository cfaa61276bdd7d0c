import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { button, EmailLayout, FactTable, heading, paragraph } from "../../mail/email-layout";

export interface DemoReminderProps {
  name: string;
  /** "in 24 hours", "in 1 hour": how far off the demo is when this message is due. */
  startsIn: string;
  /** The slot in the guest's own zone, with India's time in brackets when the zones differ. */
  when: string;
  durationMinutes: number;
  manageUrl: string;
}

/** To the guest, 24 hours and 1 hour before the demo (ADR 026): when, in their own time, and where to change it. */
export function DemoReminderEmail({ name, startsIn, when, durationMinutes, manageUrl }: DemoReminderProps) {
  return (
    <EmailLayout
      preview={`Your Aster HRMS demo starts ${startsIn}: ${when}`}
      footer="You are receiving this because you booked a demo on our website."
    >
      <Heading as="h1" style={heading}>
        Your demo starts {startsIn}
      </Heading>
      <Text style={paragraph}>
        {name ? `Hi ${name},` : "Hello,"} a reminder of your {durationMinutes}-minute Aster HRMS demo with a product
        specialist:
      </Text>
      <FactTable
        rows={[
          ["When", when],
          ["Length", `${durationMinutes} minutes`],
        ]}
      />
      <Text style={paragraph}>
        The meeting link is in the invitation we sent. If the time no longer suits you, move the demo or cancel it:
      </Text>
      <Button href={manageUrl} style={button}>
        Manage your booking
      </Button>
    </EmailLayout>
  );
}
