/**
 * The data rights page (where the footer's "GDPR" entry leads): the rights people have over their
 * personal data under the EU GDPR and India's Digital Personal Data Protection Act, 2023, how to exercise them,
 * and the copy of the request form on the page, which sends a data-rights request (ADR 035).
 *
 * Where the facts come from: who is controller and who is processor, the Grievance Officer, privacy@asterhrms.com,
 * the 2-business-day acknowledgement and the 30-day aim, and the complaint bodies are those of the privacy policy
 * (content/privacy.ts), which this page must agree with; the headquarters address comes from offices.ts and the
 * phone and hours from company.ts. Article and section numbers are the GDPR's and the DPDP Act's own. DPDP time
 * limits are "as prescribed" because the Act leaves them to its rules.
 */
import { company } from "./company";
import { headquarters } from "./offices";
import type { PageHead, PolicySection } from "./types";

/** Where privacy requests and grievances go; the address the privacy policy gives (content/privacy.ts). */
export const privacyEmail = "privacy@asterhrms.com";

/** Shown under the page title, in the format privacyLastUpdated uses. */
export const dataRightsLastUpdated = "November 26, 2026";

export const dataRightsPage: PageHead = {
  title: "GDPR and Your Data Rights",
  description:
    "Your rights under the GDPR and India's DPDP Act 2023: access, correction, erasure and more, how to make a " +
    "request, and how we confirm it is you.",
  intro:
    "The EU's General Data Protection Regulation (GDPR) and India's Digital Personal Data Protection Act, 2023 " +
    "(DPDP Act) give you rights over your personal data. This page explains them and how to use them with Aster.",
};

/** The sections in reading order; ids are the in-page anchors. The request form follows "make-a-request". */
export const dataRightsSections: readonly PolicySection[] = [
  {
    id: "who-is-responsible",
    title: "Who Is Responsible for Your Data",
    paragraphs: [
      "For data about visitors to this website, people who contact us or request a demo, job applicants and the " +
        "staff who sign in to our website back office, Aster is the controller under the GDPR and the Data " +
        "Fiduciary under the DPDP Act. Send requests about that data to us.",
      "When a company uses Aster HRMS for its employees, that company is the controller and Data Fiduciary, and " +
        "Aster is its processor, acting only on its instructions. If your data is in Aster HRMS because your " +
        "employer uses it, send your request to your employer. If you send it to us, we will refer it to your " +
        "employer and help them answer it.",
    ],
  },
  {
    id: "laws-that-apply",
    title: "The Laws That Apply",
    paragraphs: [
      "The GDPR, and the UK's version of it, protect people in the European Union and the United Kingdom. The DPDP " +
        "Act applies to personal data processed in India, where Aster is based. The two laws use different " +
        'words for the same roles: under the DPDP Act you are a "Data Principal"; under the GDPR, a "data subject". ' +
        "People in the United Arab Emirates have similar rights under the UAE's Personal Data Protection Law.",
      "We answer the requests on this page from anyone, whichever law applies. That law decides the exact scope of " +
        "each right and the time limits we must meet.",
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    paragraphs: ["You can ask us to do any of the following:"],
    bullets: [
      "Access: tell you whether we hold personal data about you, give you a copy, and explain how we use it and who " +
        "we have shared it with (GDPR Article 15; DPDP Act section 11).",
      "Correction: correct inaccurate data, and complete or update data that is incomplete or out of date (GDPR " +
        "Article 16; DPDP Act section 12).",
      "Erasure: delete your data when we no longer need it for the purpose you gave it for, or when you withdraw " +
        "your consent, unless the law requires us to keep it (GDPR Article 17; DPDP Act section 12).",
      "Portability: give you the data you provided to us in a structured, machine-readable format such as CSV, to " +
        "take elsewhere (GDPR Article 20).",
      "Objection and restriction: stop using your data for a purpose based on our legitimate interests, stop any " +
        "direct marketing at once, or pause our use of your data while a question about it is settled (GDPR " +
        "Articles 18 and 21).",
      "Withdrawing consent: where we rely on your consent, you can withdraw it at any time, as easily as you gave it. " +
        "This does not affect what we did before you withdrew it (GDPR Article 7; DPDP Act section 6).",
      "Grievance redressal: have a complaint about how we handle your data answered by our Grievance Officer (DPDP " +
        "Act section 13).",
      "Nominating someone: name another person to exercise your rights if you die or become unable to do so (DPDP " +
        "Act section 14).",
    ],
  },
  {
    id: "make-a-request",
    title: "How to Make a Request",
    paragraphs: [
      "Use the form on this page to ask for access to, correction, deletion or a portable copy of your data, to " +
        "object to or restrict how we use it, to withdraw your consent, or to raise a grievance. To nominate " +
        `someone, or if you prefer email, write to ${privacyEmail}. You can also write to our Grievance Officer at ` +
        "the address below.",
      "Making a request is free. Under the GDPR, we may charge a reasonable fee or decline a request only if it is " +
        "clearly unfounded or excessive, and we will explain why if we do.",
    ],
  },
  {
    id: "identity-verification",
    title: "How We Confirm It Is You",
    paragraphs: [
      "Before we show, change or delete personal data, we make sure the request comes from the person it is about. " +
        "We reply only to the email address in the request. If that address is the one in our records, confirming " +
        "that you can read mail sent to it is usually enough. If it is not, we may ask for details that match what " +
        "we hold, such as the date of your demo request or enquiry.",
      "We ask for an identity document only when there is no other way to be sure, and we delete any proof once " +
        "your request is closed. If you act for someone else, as their nominee or with their authority, we will ask " +
        "for the written authority or proof of nomination.",
    ],
  },
  {
    id: "response-times",
    title: "When You Will Hear from Us",
    paragraphs: ["We acknowledge every request within 2 business days and aim to resolve it within 30 days."],
    bullets: [
      "Under the GDPR, we answer within one month of receiving your request. If a request is complex, or you send " +
        "several, we may take up to two further months; if so, we will tell you why within the first month.",
      "Under the DPDP Act, we respond to requests and grievances within the period prescribed under the Act and its " +
        "rules.",
    ],
  },
  {
    id: "what-we-may-keep",
    title: "When We Cannot Do Everything You Ask",
    paragraphs: [
      "Some data must be kept even after you ask us to delete it, for example records the law requires us to keep, " +
        "or data needed to establish or defend a legal claim. We keep a short record of your request and our answer, " +
        "so we can show that we handled it.",
      "If we cannot do what you ask, in full or in part, we will tell you why and how you can complain.",
    ],
  },
  {
    id: "grievance-officer",
    title: "Our Grievance Officer",
    paragraphs: [
      `Our Grievance Officer is based at our Kolkata headquarters: ${company.legalName}, ${headquarters.address}, ` +
        `${headquarters.country}. Write to ${privacyEmail}, or call ${company.phone} during business hours ` +
        `(${company.businessHours}, India Standard Time).`,
    ],
  },
  {
    id: "complaints",
    title: "Complaints to a Regulator",
    paragraphs: ["If you are not satisfied with our answer, you can complain to a regulator:"],
    bullets: [
      "In India, the Data Protection Board of India. The DPDP Act requires you to raise the grievance with us first.",
      "In the European Union, the data protection supervisory authority of the country where you live or work, or " +
        "where you believe the problem happened.",
      "In the United Kingdom, the Information Commissioner's Office.",
      "In the United Arab Emirates, the UAE Data Office.",
    ],
  },
];

// The request types are the contract's (common/), the form and the staff list show the same labels.
export { type DataRequestType, dataRequestTypes } from "../common/data-rights-request-rules";

/** The contact form's topic for a privacy request: such an enquiry becomes a data-rights request (ADR 035). */
export const privacyRequestTopic = "privacy request";

/** A form field's visible label and the help text under it (tied to the control with aria-describedby). */
export interface RequestFieldCopy {
  label: string;
  help: string;
  required: boolean;
}

/** The words of the request form on the data rights page. */
export interface DataRequestFormCopy {
  /** The form's in-page anchor. */
  id: string;
  heading: string;
  intro: string;
  fields: {
    name: RequestFieldCopy;
    email: RequestFieldCopy;
    requestType: RequestFieldCopy & { placeholder: string };
    details: RequestFieldCopy;
  };
  /** Under the fields, above the button: what happens to what is sent. */
  notice: string;
  submitLabel: string;
  sendingLabel: string;
  /** Shown in place of the form once the enquiry is stored. */
  confirmation: { title: string; text: string };
  /** Shown above the form when the request could not be sent; what was typed stays in the form. */
  failure: string;
}

export const dataRequestForm: DataRequestFormCopy = {
  id: "request-form",
  heading: "Make a Request",
  intro: "Ask us for a copy of your data, to correct or delete it, or to use any other right above. We reply by email.",
  fields: {
    name: {
      label: "Full Name",
      help: "The name you used when you contacted us, requested a demo or applied for a job.",
      required: true,
    },
    email: {
      label: "Email",
      help: "We reply only to this address. Use the one you gave us before, so we can find your data.",
      required: true,
    },
    requestType: {
      label: "What would you like us to do?",
      help: "If your employer uses Aster HRMS and your request is about your HR records, please ask your employer.",
      placeholder: "Select a request",
      required: true,
    },
    details: {
      label: "Details",
      help:
        "Anything that helps us find your data or act on it, such as what is wrong and what it should say. " +
        "Please do not send identity documents or passwords.",
      required: false,
    },
  },
  notice:
    "We use what you send here only to answer your request, and keep it as our Privacy Policy describes for " +
    "enquiries.",
  submitLabel: "Send Request",
  sendingLabel: "Sending...",
  confirmation: {
    title: "Request received",
    text:
      "Thank you. We will reply to the email address you gave within 2 business days, and may first ask you to " +
      "confirm that it is yours.",
  },
  failure: `We could not send your request. Please try again later, or write to ${privacyEmail}.`,
};
