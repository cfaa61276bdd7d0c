import { Heading } from "@react-email/heading";
import { Text } from "@react-email/text";
import { EmailLayout, FactTable, heading, paragraph, StaffCaution } from "../../mail/email-layout";

/** To the privacy team: a data-rights request, its reference and the date it must be answered by. */
export function DataRightsRequestStaffEmail({
  facts,
  details,
  caution,
}: {
  facts: ReadonlyArray<readonly [string, string]>;
  details: string;
  /** Shown first when the request is marked "possibly spam". */
  caution?: string | undefined;
}) {
  return (
    <EmailLayout
      preview="New data-rights request"
      footer="Sent by the website (the data rights page, or the contact form's privacy topic). Track it in the back office under Data-Rights Requests."
    >
      <Heading as="h1" style={heading}>
        New data-rights request
      </Heading>
      {caution && <StaffCaution>{caution}</StaffCaution>}
      <Text style={paragraph}>
        Confirm that the request comes from the person it is about before you show, change or delete any data. Reply to
        this email to answer the sender; they have been sent an acknowledgement with the reference below.
      </Text>
      <FactTable rows={facts} />
      <Text style={{ ...paragraph, whiteSpace: "pre-wrap", borderLeft: "3px solid #c7d2fe", paddingLeft: 12 }}>
        {details || "No details given."}
      </Text>
    </EmailLayout>
  );
}
