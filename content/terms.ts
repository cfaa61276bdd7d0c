/**
 * The Terms of Service page (where the footer's "Terms of Service" entry leads): the terms for an
 * Aster HRMS subscription and for using this website.
 *
 * Where the facts come from: the company's names, address and email (company.ts, offices.ts); the trial, billing,
 * plan changes, payment methods and support (SPEC §9 claims, as the pricing FAQs and benefit tiles state them in
 * faqs.ts and pricing.ts); roles under data protection law, data location, export and deletion periods and the
 * 30-day notice of material changes (privacy.ts, which these terms must not contradict); data export formats (the
 * Integration & API features). Prices are never stated here: they live on /pricing, and a plan is referred to by
 * the name it carries there. No numeric service level is promised: the site's content has none.
 */
import { company } from "./company";
import { headquarters } from "./offices";
import { securityEmail } from "./security";
import type { PageHead, PolicySection } from "./types";

/** Shown under the page title, in the format privacyLastUpdated uses. */
export const termsLastUpdated = "November 26, 2026";

export const termsPage: PageHead = {
  title: "Terms of Service",
  description:
    "The terms for an Aster HRMS subscription and this website: accounts, plans and billing, your data, " +
    "confidentiality, liability and Indian law.",
  intro:
    "These terms govern your subscription to Aster HRMS and your use of this website. Please read them before you " +
    "start a trial or buy a plan; by doing either, you accept them.",
};

/** The sections in reading order; ids are the in-page anchors. */
export const termsSections: readonly PolicySection[] = [
  {
    id: "about-these-terms",
    title: "About These Terms",
    paragraphs: [
      `These terms are an agreement between ${company.legalName} ("Aster", "we", "us"), a company incorporated in ` +
        `India with its registered office in Kolkata, and the organisation that subscribes to ${company.product} ` +
        '(the "Customer", "you"). The person who accepts them on the Customer\'s behalf confirms that they have the ' +
        "authority to do so.",
      `"The Service" means ${company.product}, its web application, mobile apps and API. Our data processing ` +
        "agreement (DPA) and any order form you sign with us form part of these terms. If an order form or a signed " +
        "agreement says something different, it prevails for that subscription.",
      'If you only browse this website, the section "Using This Website" applies to you, and our Privacy Policy ' +
        "explains how we handle your personal data.",
    ],
  },
  {
    id: "accounts",
    title: "Accounts and Users",
    paragraphs: [
      "You create a workspace for your organisation and decide who may use it: your administrators, HR and payroll " +
        "staff, managers and employees. You are responsible for what your users do in the Service, for giving access " +
        "only to people who should have it, and for removing access when someone leaves.",
      "Users must keep their sign-in details to themselves. We recommend that you require two-factor authentication " +
        `for administrators and payroll users. If you suspect an account has been misused, tell us at ${securityEmail} ` +
        "without delay.",
    ],
  },
  {
    id: "trial-plans-and-billing",
    title: "Free Trial, Plans and Billing",
    paragraphs: [
      "Every plan starts with a 14-day free trial. No credit card is needed to start it, and there are no setup " +
        "fees. At the end of the trial, the workspace continues on the plan you choose; if you choose none, it is " +
        'closed as described in "Data Export and Deletion".',
      "Your subscription is to the plan named in your order or chosen in the Service. The features, the number of " +
        "users included and the price of each additional user for each plan are those shown on our pricing page at " +
        "/pricing, or in your order form, when you subscribe. Fees are charged in advance for each billing period, " +
        "monthly or yearly, and are exclusive of GST and other taxes, which are added to the invoice.",
      "You can move to another plan at any time. The change applies immediately and the fees are prorated. We accept " +
        "all major cards and PayPal; customers who sign an order form with us can also pay by bank transfer. Our payment " +
        "processors handle card details, and we never see full card numbers.",
      "We may change our prices for future billing periods. We will tell you by email at least 30 days before a new " +
        "price applies to your subscription, and you can change plan or cancel before then.",
    ],
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    paragraphs: ["You agree that you and your users will not:"],
    bullets: [
      "use the Service for anything unlawful, or to process personal data without the notice, consent or other " +
        "legal basis the law requires;",
      "use location, face recognition or other attendance features beyond what the law and your employees' notices " +
        "allow;",
      "upload malicious code, or try to gain access to data, accounts or systems you are not authorised to reach;",
      "test the security of the Service except under the rules on our Security page, or interfere with its " +
        "operation or with other customers' use of it;",
      "copy, resell or make the Service available to anyone outside your organisation, or reverse engineer it except " +
        "where the law allows;",
      "send automated requests at a rate that burdens the Service, or use it to build a competing product.",
    ],
  },
  {
    id: "customer-data",
    title: "Your Data and Our Data Processing Agreement",
    paragraphs: [
      'The data you and your users put into the Service ("Customer Data") remains yours. You are its controller, ' +
        "and its Data Fiduciary under India's Digital Personal Data Protection Act, 2023. Aster is your processor (a " +
        "Data Processor under the Act): we process Customer Data only to provide the Service, on your documented instructions, as our DPA sets out.",
      "You are responsible for the accuracy of Customer Data, for telling your employees how their data is used, " +
        "and for having a lawful basis for it. We do not sell Customer Data, use it for advertising, or use it to " +
        "train AI models that serve other customers.",
      "Customer Data is hosted with a cloud provider in India; data of UAE customers may also be processed in the " +
        "UAE. We use sub-processors under written contracts, provide their current list on request, and notify you " +
        "before adding a new one. If we become aware of a personal data breach affecting Customer Data, we will " +
        "inform you without undue delay and help you meet your own obligations.",
    ],
  },
  {
    id: "confidentiality",
    title: "Confidentiality",
    paragraphs: [
      "Each party will keep the other's confidential information secret, use it only for this agreement, and share " +
        "it only with its staff, advisers and sub-processors who need it and are bound to the same duty. Customer " +
        "Data is always your confidential information.",
      "This duty does not cover information that is public through no fault of the receiving party, that it already " +
        "had or developed independently, or that the law or a court requires it to disclose, after notice to the " +
        "other party where the law allows.",
    ],
  },
  {
    id: "security",
    title: "Security",
    paragraphs: [
      "We protect the Service and Customer Data with the technical and organisational measures described on our " +
        "Security page, and we will not materially reduce that protection during your subscription. You are " +
        "responsible for the security of your own devices, networks and users' sign-in details.",
    ],
  },
  {
    id: "availability-and-support",
    title: "Availability and Support",
    paragraphs: [
      "We work to keep the Service available at all times. We plan maintenance to limit disruption and tell your " +
        "administrators in advance when it will interrupt the Service. The Service depends on networks and providers " +
        "outside our control, and we do not promise that it will never be interrupted. A service level with credits " +
        "applies only where your order form sets one out.",
      "Every plan includes 24/7 email support. Plans that add phone support or a named account manager say so on " +
        "/pricing or in your order form.",
      "We improve the Service continually and list changes in our public changelog. We will not remove a core " +
        "feature of your plan during a billing period you have paid for.",
    ],
  },
  {
    id: "statutory-filings",
    title: "Payroll and Statutory Filings",
    paragraphs: [
      "Aster calculates payroll and prepares statutory reports and files, such as PF, ESI, professional tax, TDS " +
        "and WPS, from the data and settings you provide. Your team reviews them and submits them to the authorities, " +
        "and you remain responsible for your filings and payments. The Service does not give legal, tax or " +
        "accounting advice.",
    ],
  },
  {
    id: "suspension",
    title: "Suspension",
    paragraphs: [
      "We may suspend access to the Service, in whole or for particular users, if an invoice remains unpaid 15 days " +
        "after we have sent a written reminder, if your use breaches the acceptable use rules, or if it is necessary " +
        "to prevent a security threat to the Service or to comply with law.",
      "We will give you notice before a suspension where we can, limit it to what the situation needs, and restore " +
        "access once the cause is resolved. Customer Data is not deleted during a suspension.",
    ],
  },
  {
    id: "term-and-termination",
    title: "Term and Termination",
    paragraphs: [
      "Your subscription runs for the billing period you chose and renews automatically for the same period unless " +
        "it is cancelled. You can cancel at any time in the Service or by writing to us; cancellation takes effect at " +
        "the end of the current billing period, and fees already paid are not refunded unless these terms or the law " +
        "say otherwise.",
      "Either party may end the subscription by written notice if the other materially breaches these terms and " +
        "does not put the breach right within 30 days of being told of it, or if the other becomes insolvent.",
    ],
  },
  {
    id: "data-export-and-deletion",
    title: "Data Export and Deletion",
    paragraphs: [
      "You can export Customer Data at any time during your subscription, in common formats such as Excel and CSV. " +
        "When the subscription ends, you can still export it for 30 days.",
      "After those 30 days, we delete Customer Data from our live systems, and from our backups within a further 90 " +
        "days. Payroll records that you must keep under tax and labour law stay available to you until you ask us to " +
        "delete them. If you want your data deleted sooner, tell us in writing.",
    ],
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    paragraphs: [
      `Aster owns ${company.product}, its software, design, documentation and this website, and grants you a ` +
        "non-exclusive, non-transferable right to use the Service for your organisation's internal purposes during " +
        "your subscription. Nothing in these terms transfers ownership of either party's intellectual property.",
      "If you send us suggestions, we may use them to improve the Service without any obligation to you.",
    ],
  },
  {
    id: "warranties",
    title: "Warranties",
    paragraphs: [
      "We warrant that the Service will perform materially as described in its documentation and that we will " +
        "provide it with reasonable skill and care. If it does not, tell us, and we will correct it; if we cannot do " +
        "so within a reasonable time, you may end the subscription and receive a refund of fees paid for the unused " +
        "part of the billing period.",
      "Except as these terms say, the Service is provided without other warranties, express or implied, to the " +
        "extent the law allows.",
    ],
  },
  {
    id: "liability",
    title: "Limitation of Liability",
    paragraphs: [
      "Neither party is liable to the other for indirect or consequential loss, or for loss of profits, revenue, " +
        "business or goodwill, arising from these terms.",
      "Each party's total liability arising from these terms in any 12 months is limited to the fees paid and " +
        "payable by the Customer for the Service in the 12 months before the event giving rise to the claim.",
      "These limits do not apply to the Customer's obligation to pay fees, to either party's liability for fraud or " +
        "wilful misconduct, or to any liability that cannot be limited under the law that applies.",
    ],
  },
  {
    id: "using-this-website",
    title: "Using This Website",
    paragraphs: [
      "You may read, link to and share the content of this website. Do not copy it for commercial use, try to break " +
        "or overload it, or send false information through its forms.",
      "We keep the website accurate, but it describes the Service in general terms: the terms of your subscription " +
        "and your order form are what bind us. Links to other websites, such as a map of our offices, lead to " +
        "content we do not control.",
    ],
  },
  {
    id: "governing-law",
    title: "Governing Law and Disputes",
    paragraphs: [
      "These terms are governed by the laws of India. If a dispute arises, each party will first try to resolve it " +
        "through good-faith discussion between senior representatives for 30 days.",
      "If that does not settle it, the courts at Kolkata, West Bengal have exclusive jurisdiction, without " +
        "preventing either party from seeking urgent relief in any court that has jurisdiction.",
    ],
  },
  {
    id: "general",
    title: "General",
    paragraphs: [
      "Neither party is responsible for a delay or failure caused by events beyond its reasonable control, such as " +
        "natural disasters, war, power or network failures outside its systems, or acts of government. Neither party " +
        "may transfer this agreement without the other's written consent, except to a successor of its whole " +
        "business. If a court finds part of these terms unenforceable, the rest remains in force.",
    ],
  },
  {
    id: "changes-to-these-terms",
    title: "Changes to These Terms",
    paragraphs: [
      "We will update these terms when the Service or the law changes, and change the date at the top of this page. " +
        "If a change materially affects your subscription, we will tell your administrators by email at least 30 " +
        "days before it takes effect. If you do not accept it, you can cancel before then; otherwise the new terms " +
        "apply from that date.",
    ],
  },
  {
    id: "contact",
    title: "Contact",
    paragraphs: [
      `For questions about these terms, write to ${company.email} or call ${company.phone} ` +
        `(${company.businessHours} IST). Legal notices should be sent in writing to ${company.legalName}, ` +
        `${headquarters.address}, ${headquarters.country}.`,
    ],
  },
];
