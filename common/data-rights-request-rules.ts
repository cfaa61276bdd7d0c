/*
 * The kinds of data-rights request and how staff read them, without Zod: the back office's list
 * shows the labels without loading the form's schema, and the /gdpr form keeps Zod out of its first
 * download (common/data-rights-request.ts builds the schemas from these).
 */

/**
 * The requests the form offers, one per right in "Your Rights" that a message can start; the value is the
 * request's type as stored and shown to staff. Nominating someone needs proof of the nomination, so it is asked for by email.
 */
export const dataRequestTypes = [
  { value: "access", label: "Access my data" },
  { value: "correction", label: "Correct my data" },
  { value: "deletion", label: "Delete my data" },
  { value: "portability", label: "Send me my data in a portable format" },
  { value: "objection", label: "Object to or restrict how you use my data" },
  { value: "withdraw-consent", label: "Withdraw my consent" },
  { value: "grievance", label: "Raise a grievance about how my data is handled" },
] as const;
export type DataRequestType = (typeof dataRequestTypes)[number]["value"];

/**
 * A request made through the contact form's "Privacy request" topic names no right: the message
 * says what is asked. The /gdpr form never sends this type.
 */
export const unspecifiedRequestType = "unspecified";
export const formRequestTypes = dataRequestTypes.map((type) => type.value) as [DataRequestType, ...DataRequestType[]];
export type DataRightsRequestType = DataRequestType | typeof unspecifiedRequestType;
export const dataRightsRequestTypes: [DataRightsRequestType, ...DataRightsRequestType[]] = [
  unspecifiedRequestType,
  ...formRequestTypes,
];

/** How a request's type reads to staff: the form's own words for the right asked for. */
export function dataRightsRequestTypeLabel(type: DataRightsRequestType): string {
  if (type === unspecifiedRequestType) return "Not stated (sent from the contact form)";
  return dataRequestTypes.find((known) => known.value === type)?.label ?? type;
}
