import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { button, EmailLayout, FactTable, heading, paragraph } from "../../mail/email-layout";

/** To the requester after they cancel; the attached CANCEL removes the event from their calendar. */
export function DemoCancelledEmail({
  name,
  businessTime,
  localTime,
  bookAgainUrl,
}: {
  name: string;
  businessTime: string;
  localTime: string | null;
  bookAgainUrl: string;
}) {
  return (
    <EmailLayout
      preview="Your Aster HRMS demo has been cancelled"
      footer="You are receiving this because you cancelled a demo booked on our website."
    >
      <Heading as="h1" style={heading}>
        Your demo is cancelled
      </Heading>
      <Text style={paragraph}>{name ? `Hi ${name},` : "Hello,"} we have cancelled this demo as you asked:</Text>
      <FactTable
        rows={[["When (India)", businessTime], ...(localTime ? ([["When (your time)", localTime]] as const) : [])]}
      />
      <Text style={paragraph}>Whenever you are ready, pick another time:</Text>
      <Button href={bookAgainUrl} style={button}>
        Book another demo
      </Button>
    </EmailLayout>
  );
}

/** To sales: a booked demo was cancelled by the requester. */
export function DemoCancelledStaffEmail({ fields }: { fields: ReadonlyArray<readonly [string, string]> }) {
  return (
    <EmailLayout preview="A demo was cancelled" footer="Sent by the demo booking on the website.">
      <Heading as="h1" style={heading}>
        Demo cancelled by the requester
      </Heading>
      <Text style={paragraph}>The slot is free again on the booking page.</Text>
      <FactTable rows={fields} />
    </EmailLayout>
  );
}
