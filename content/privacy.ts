/**
 * The privacy policy shown on /privacy: a last-updated date and ten sections (SPEC §2 "Privacy policy").
 * It states SPEC §9's facts plainly: face data is processed on the device, not stored, and deleted after
 * verification; children under 16 are not knowingly served. The site's browser storage is the SPEC §3
 * theme and token keys, plus the session's first-touch attribution (app/lib/attribution.ts); the Cookie Policy
 * (content/cookies.ts) lists every key and a test checks it against the code.
 */
import type { PolicySection } from "./types";

/** Shown under the page title (SPEC §2, §9). */
export const privacyLastUpdated = "October 8, 2025";

/** The ten sections of the policy, in reading order; ids are the in-page anchors. */
export const privacySections: readonly PolicySection[] = [
  {
    id: "about-this-policy",
    title: "About This Policy",
    paragraphs: [
      'This policy explains how Aster Workforce Technologies Pvt. Ltd. ("Aster", "we", "us"), a company ' +
        "incorporated in India with its registered office in Kolkata, handles personal data through the Aster HRMS " +
        "platform, its mobile apps and the asterhrms.com website.",
      "We play two different roles. When a company subscribes to Aster HRMS and adds its employees, that company " +
        "decides what employee data is collected and why. The customer is the controller (a Data Fiduciary under " +
        "India's Digital Personal Data Protection Act, 2023) and Aster is its processor, acting only on the " +
        "customer's documented instructions under our data processing agreement. If you are an employee of one of " +
        "our customers, your employer's privacy notice is the main one that applies to you, and requests about " +
        "your HR records should go to your employer first.",
      "For data about visitors to our website, people who contact us or request a demo, job applicants and the " +
        "staff who sign in to our website back office, Aster is the controller and this policy applies in full.",
    ],
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    paragraphs: [
      "On behalf of customers, the platform holds the employee data each customer chooses to record. On our own " +
        "behalf, we collect only what we need to run the website and answer you.",
    ],
    bullets: [
      "Website enquiries: your name, email address, company, phone number and message when you use the contact form.",
      "Demo requests: your name, company, work email, phone number and preferred date and time, plus a one-time " +
        "code we email to confirm the address.",
      "Job applications: your CV and the details you send to careers@asterhrms.com.",
      "Questions to the website assistant: it answers from this website's own pages and shares your question with " +
        "no one else. When it cannot answer, or you mark an answer as unhelpful, we keep the question, with email " +
        "addresses and phone numbers masked, so our staff can improve the pages. If you choose Live Support, your " +
        "name, email address and the conversation are sent to our support staff as an enquiry.",
      "Newsletter: your email address and its state on the list (waiting for confirmation, subscribed or " +
        "unsubscribed), with the record of your consent: when you signed up, the page you signed up on, the words " +
        "the sign-up box showed you, and when you confirmed from the link we emailed. You are only added once you " +
        "confirm. Every newsletter email has an unsubscribe link that takes you off the list in one click, and mail " +
        "apps that offer an Unsubscribe button use the same link.",
      "Technical data: IP address, browser type and request times in our server logs, used to keep the service " +
        "secure and to limit repeated sign-in attempts.",
      "Website visits, counted by our own servers, with no cookie and no third party: the page you opened, the " +
        "website that linked you here (its name only), the campaign tags in the link (utm_source and the like), " +
        "whether you use a desktop, phone or tablet, and which buttons you click to book a demo or contact us. To " +
        "count visitors rather than visits, we mix your IP address and browser name with a random value that " +
        "changes every day into a visitor code that cannot be turned back into either; we delete each day's random " +
        "value when the day ends, so a visit cannot be linked to you or to another day's. We never store your IP " +
        "address, your browser's name or a cookie for this. If your browser sends Global Privacy Control or Do Not " +
        "Track, you are not counted at all.",
      "Customer employee data (as processor): profile and job details, attendance and location check-ins, leave, " +
        "salary and statutory identifiers such as PAN, UAN and ESI numbers, bank details, expenses and documents.",
      "Face data for attendance: when a customer enables face recognition, the face image is processed on the " +
        "device, is not stored by Aster, and is deleted after verification. Only the result (matched or not) and " +
        "the check-in time reach our servers.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "How We Use Information and Our Legal Bases",
    paragraphs: [
      "We use website and enquiry data to answer your questions, schedule and run demos, send information you asked " +
        "for, evaluate job applications, and keep the website secure. We do not sell personal data, and we do not " +
        "use customer employee data for advertising or to train AI models that serve other customers.",
      "Under the Digital Personal Data Protection Act, 2023, we process your data with your consent, which you give " +
        "when you submit a form and can withdraw at any time, or for legitimate uses the Act allows, such as " +
        "complying with law. For employee data, the customer as Data Fiduciary is responsible for the notice and " +
        "the basis, which for employment purposes is usually a legitimate use under the Act.",
      "For people in the United Arab Emirates, we process personal data in line with Federal Decree-Law No. 45 of " +
        "2021 on the Protection of Personal Data (PDPL): with your consent, to take steps you asked for before a " +
        "contract, to perform a contract, or to meet a legal obligation such as Wage Protection System reporting " +
        "carried out by our customers.",
    ],
  },
  {
    id: "sharing-and-sub-processors",
    title: "Sharing and Sub-processors",
    paragraphs: [
      "We share personal data only with service providers who help us run Aster, under written contracts that " +
        "require them to protect it and use it only for our instructions. Customers can request the current list of " +
        "sub-processors, and we notify them before adding a new one.",
      "Customer data is hosted with a cloud provider in India. Data of UAE customers may also be processed in the " +
        "UAE. Where data moves between countries, we use contractual safeguards and follow the transfer rules of " +
        "the law that applies.",
    ],
    bullets: [
      "Cloud hosting, backups and email delivery providers.",
      "Payment processors for subscription billing; we never see full card numbers.",
      "Banks and payment partners a customer chooses for salary payouts, only when that customer instructs us.",
      "Authorities, courts or regulators when the law requires it, after checking that the request is valid.",
    ],
  },
  {
    id: "data-retention",
    title: "Data Retention",
    paragraphs: [
      "We keep data only as long as the purpose needs it. Contact and demo enquiries are kept for 24 months after " +
        "our last conversation, and job applications for 12 months unless you ask us to delete them sooner. " +
        "Questions the website assistant could not answer are deleted 90 days after they were last asked. " +
        "Website visit records are kept for 90 days; after that we keep only daily totals, which describe no one.",
      "A newsletter address is kept while you are subscribed. If you unsubscribe, we keep the address with the " +
        "dates of your consent and of your unsubscribing, so we can show that we had your consent and never email " +
        "you again by mistake; ask us and we delete it entirely. A sign-up that is never confirmed is never sent a " +
        "newsletter and is deleted after 7 days.",
      "Customer data is kept for the length of the subscription. When a customer leaves, they can export their data " +
        "for 30 days, after which we delete it from live systems, and from backups within a further 90 days. " +
        "Payroll records a customer must keep under tax and labour law stay available to that customer until they " +
        "ask us to delete them.",
    ],
  },
  {
    id: "security",
    title: "How We Protect Data",
    paragraphs: [
      "Data is encrypted in transit and at rest. Access inside customer workspaces follows roles set by the " +
        "customer, and sensitive actions such as salary changes and exports are recorded in audit logs. Backups run " +
        "daily. Our own staff reach customer data only to resolve a support request, and those accesses are logged.",
      "Face data used for attendance is processed on the device, is not stored, and is deleted after verification, " +
        "so there is no database of employee faces to leak. Staff sign-in sessions for our website back office end " +
        "after 8 hours of inactivity or 7 days, whichever comes first.",
      "If a personal data breach affects you or a customer, we will inform the customer without undue delay and " +
        "support the notifications the law requires, including to the Data Protection Board of India.",
    ],
  },
  {
    id: "your-rights",
    title: "Your Rights",
    paragraphs: [
      "Depending on where you live, the DPDP Act 2023 and the UAE PDPL give you rights over your personal data. If " +
        "your data is in Aster because your employer uses it, send your request to your employer; we will help them " +
        "answer it.",
    ],
    bullets: [
      "Ask what personal data we hold about you and how we use it.",
      "Ask us to correct, complete or update inaccurate data.",
      "Ask us to erase data we no longer need, or withdraw consent you gave.",
      "Nominate another person to exercise your rights if you die or become unable to.",
      "Raise a grievance with us, and if you are not satisfied, complain to the Data Protection Board of India or " +
        "the UAE Data Office.",
    ],
  },
  {
    id: "cookies-and-local-storage",
    title: "Cookies and Local Storage",
    paragraphs: [
      "The asterhrms.com website sets no cookies, and it runs no third-party trackers, analytics or advertising. " +
        "It counts visits on its own servers without cookies, as Information We Collect describes, and not at all " +
        "when your browser sends Global Privacy Control or Do Not Track.",
      "It stores two small values in your browser's local storage: your light or dark theme preference, under the " +
        'key "theme", and, only for our own staff who sign in to the back office, a sign-in token under the key ' +
        '"token", which is removed when they log out.',
      "For the length of your visit, it also keeps in session storage the address of the first page you opened, " +
        'with any campaign tags in that link, and the website that linked you here, under the key "aster:landing". ' +
        "It reaches us only if you send a demo request, so our sales team knows how you found us, and it is gone " +
        "when you close the tab. Our Cookie Policy lists every value and how to clear them.",
    ],
  },
  {
    id: "children",
    title: "Children's Data",
    paragraphs: [
      "Aster HRMS is a business service. It is not directed at children, and we do not knowingly collect personal " +
        "data from children under 16 through our website or apps.",
      "If we learn that we have collected data from a child under 16 without verifiable consent from a parent or " +
        "lawful guardian, we will delete it promptly and, where it came through a customer workspace, tell that " +
        "customer. Customers who employ young workers, such as apprentices, remain responsible for obtaining " +
        "parental consent where the law requires it, including for anyone the DPDP Act treats as a child.",
    ],
  },
  {
    id: "changes-and-contact",
    title: "Changes and Contact",
    paragraphs: [
      "We will update this policy when our practices or the law change, and change the date at the top of this " +
        "page. If a change materially affects how we handle customer data, we will tell customers by email at least " +
        "30 days before it takes effect.",
      "For any privacy question or request, write to privacy@asterhrms.com. Our Grievance Officer is based at our " +
        "Kolkata headquarters, 4th Floor, Tower B, Eastern Arc Business Park, Sector V, Salt Lake, Kolkata 700091, " +
        "West Bengal, India. We acknowledge requests within 2 business days and aim to resolve them within 30 days. " +
        "Our business hours are Monday to Friday, 9 AM to 6 PM India Standard Time.",
    ],
  },
];
