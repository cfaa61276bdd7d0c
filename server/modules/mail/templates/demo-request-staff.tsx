import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailLayout, FactTable, heading, paragraph } from "./layout";

export interface DemoRequestStaffProps {
  requestedAt: string;
  fields: ReadonlyArray<readonly [string, string]>;
}

/** To sales: SPEC §7's "New Demo Request from {company}", with the request date and every field. */
export function DemoRequestStaffEmail({ requestedAt, fields }: DemoRequestStaffProps) {
  return (
    <EmailLayout preview={`New demo request, ${requestedAt}`} footer="Sent by the demo request form on the website.">
      <Heading as="h1" style={heading}>
        New demo request
      </Heading>
      <Text style={paragraph}>Requested on {requestedAt}. The requester has verified their email address.</Text>
      <FactTable rows={fields} />
    </EmailLayout>
  );
}
