import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { button, EmailLayout, FactTable, heading, paragraph } from "../../mail/email-layout";

export interface DemoConfirmationProps {
  name: string;
  company: string;
  /** The slot written out in the business zone, and in the requester's zone when it differs. */
  businessTime: string;
  localTime: string | null;
  durationMinutes: number;
  /** The signed page where the guest moves or cancels the booking. */
  manageUrl: string;
}

/** To the requester: when, in both zones, what to expect, and where to move or cancel it. The invite is attached. */
export function DemoConfirmationEmail({
  name,
  company,
  businessTime,
  localTime,
  durationMinutes,
  manageUrl,
}: DemoConfirmationProps) {
  return (
    <EmailLayout
      preview={`Your Aster HRMS demo is booked for ${localTime ?? businessTime}`}
      footer="You are receiving this because you requested a demo on our website."
    >
      <Heading as="h1" style={heading}>
        Your demo is booked
      </Heading>
      <Text style={paragraph}>
        {name ? `Hi ${name},` : "Hello,"} thank you for your interest in Aster HRMS. A product specialist will walk
        {company ? ` ${company}` : " you"} through the platform in a {durationMinutes}-minute video call.
      </Text>
      <FactTable
        rows={[
          ["When (India)", businessTime],
          ...(localTime ? ([["When (your time)", localTime]] as const) : []),
          ["Length", `${durationMinutes} minutes`],
        ]}
      />
      <Text style={paragraph}>
        The calendar invitation is attached; we will send the meeting link before the call. To prepare, think about how
        many people you employ and how they record attendance today.
      </Text>
      <Text style={paragraph}>Cannot make it? Move the demo to another time, or cancel it:</Text>
      <Button href={manageUrl} style={button}>
        Manage your booking
      </Button>
    </EmailLayout>
  );
}
