import { type DataRequestType, dataRequestTypes } from "../content/data-rights";

/*
 * The kinds of data-rights request and how staff read them, without Zod: the back office's list
 * shows the labels without loading the form's schema, and the /gdpr form keeps Zod out of its first
 * download (common/data-rights-request.ts builds the schemas from these).
 */

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
