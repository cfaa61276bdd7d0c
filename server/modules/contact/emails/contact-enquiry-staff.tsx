import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailLayout, FactTable, heading, paragraph, StaffCaution } from "../../mail/email-layout";

/** To staff: a contact-form enquiry, every field, with the message as written. Reply goes to the sender. */
export function ContactEnquiryStaffEmail({
  receivedAt,
  fields,
  message,
  caution,
}: {
  receivedAt: string;
  fields: ReadonlyArray<readonly [string, string]>;
  message: string;
  /** Shown first when the enquiry is marked "possibly spam". */
  caution?: string | undefined;
}) {
  return (
    <EmailLayout preview={`New enquiry, ${receivedAt}`} footer="Sent by the contact form on the website.">
      <Heading as="h1" style={heading}>
        New enquiry from the website
      </Heading>
      {caution && <StaffCaution>{caution}</StaffCaution>}
      <Text style={paragraph}>Received on {receivedAt}. Reply to this email to answer the sender.</Text>
      <FactTable rows={fields} />
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap", borderLeft: "3px solid #c7d2fe", paddingLeft: 12 }}>
        {message}
      </Text>
    </EmailLayout>
  );
}
