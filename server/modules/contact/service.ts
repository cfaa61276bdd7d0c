import { type ContactDeps, createContactContext } from "./context";
import { type EnquiryListQuery, listEnquiries, staffWrites } from "./enquiry-list";
import { type EnquiryAcknowledgement, type EnquiryInput, submitEnquiry } from "./submit-enquiry";

export type { EnquiryAcknowledgement } from "./submit-enquiry";

/**
 * Contact-form enquiries, wired: the public form's step (submit-enquiry.ts: stored, then the
 * staff notice queued in the same transaction; a "privacy request" goes to the data-rights
 * module) and the back office's list and "handled" mark (enquiry-list.ts).
 */
export function createContactService(deps: ContactDeps) {
  const context = createContactContext(deps);
  const { setHandled } = staffWrites(context);
  return {
    submit: (input: EnquiryInput, options: { acknowledgement?: EnquiryAcknowledgement } = {}) =>
      submitEnquiry(context, input, options),
    list: (query: EnquiryListQuery) => listEnquiries(context, query),
    setHandled,
  };
}

export type ContactService = ReturnType<typeof createContactService>;
