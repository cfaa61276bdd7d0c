import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailLayout, FactTable, heading, paragraph, StaffCaution } from "../../mail/email-layout";

export interface DemoRequestStaffProps {
  requestedAt: string;
  fields: ReadonlyArray<readonly [string, string]>;
  /** Shown first when the request is marked "possibly spam". */
  caution?: string | undefined;
}

/** To sales: SPEC §7's "New Demo Request from {company}", with the request date and every field. */
export function DemoRequestStaffEmail({ requestedAt, fields, caution }: DemoRequestStaffProps) {
  return (
    <EmailLayout preview={`New demo request, ${requestedAt}`} footer="Sent by the demo request form on the website.">
      <Heading as="h1" style={heading}>
        New demo request
      </Heading>
      {caution && <StaffCaution>{caution}</StaffCaution>}
      <Text style={paragraph}>Requested on {requestedAt}. The requester has verified their email address.</Text>
      <FactTable rows={fields} />
    </EmailLayout>
  );
}
