/**
 * The Security page (where the footer's "Security" entry leads): how customer data is
 * protected in Aster HRMS and how this website protects what visitors and staff give it.
 *
 * Where the facts come from, so each claim can be checked:
 * - the product's controls: the Security & Compliance feature page (content/feature-pages/security-compliance.ts)
 *   and its category on /features (encryption, two-factor sign-in, access scoping, IP limits, audit logs, daily
 *   encrypted backups, face data never stored);
 * - hosting, staff access and breaches: the privacy policy (content/privacy.ts), which this page must not contradict;
 * - the website itself: DESIGN.md §4 and docs/decisions (002 sessions and sign-in throttling, 006 the CSP, 007 rate
 *   limits, 008 the outbox, 009 the audit log, 019 input checks) and docs/operations.md (backups, restore drill).
 * It claims no certification: company.ts lists none, and content/legal-pages.test.ts keeps it that way.
 */
import type { PageHead, PolicySection } from "./types";

/** Where security researchers and customers report a vulnerability or a suspected incident. */
export const securityEmail = "security@asterhrms.com";

/** Shown under the page title, in the format privacyLastUpdated uses. */
export const securityLastUpdated = "November 26, 2026";

export const securityPage: PageHead = {
  title: "Security",
  description:
    "How Aster protects customer and employee data: encryption, access controls, audit logs, backups, on-device " +
    "face checks and how to report a vulnerability.",
  intro:
    "Your employees' salaries, bank details and attendance records are some of the most sensitive data a company " +
    "holds. This page explains how we protect them in Aster HRMS and on this website, and what we do not claim.",
};

/** The sections in reading order; ids are the in-page anchors (#report-a-vulnerability is linked from elsewhere). */
export const securitySections: readonly PolicySection[] = [
  {
    id: "our-approach",
    title: "Our Approach",
    paragraphs: [
      "Customer data belongs to the customer. In Aster HRMS you decide what is recorded and who may see it; we " +
        "process it only on your instructions, as our Privacy Policy and data processing agreement set out.",
      "We protect it in layers: encryption, access rules you control, records of who changed what, backups we can " +
        "restore, and as little sensitive data as the feature needs. No single control is relied on alone.",
    ],
  },
  {
    id: "encryption",
    title: "Encryption",
    paragraphs: [
      "Data is encrypted in transit with TLS between your browser or our mobile apps and our servers, and at rest in " +
        "our databases and backups. Salary, bank and identity data stays unreadable outside the application.",
      "This website is served over HTTPS only. Browsers are told to refuse a plain HTTP connection to it for a year " +
        "after their first visit.",
    ],
  },
  {
    id: "access-control",
    title: "Sign-in and Access Control",
    paragraphs: [
      "Your administrators decide who can do what, and to whose data. Access can be limited by entity, branch, " +
        "department or reporting line, so a branch manager sees their branch and payroll data stays with the few " +
        "people who need it.",
    ],
    bullets: [
      "Two-factor authentication, which admins can make mandatory for everyone or for chosen roles such as HR and " +
        "payroll.",
      "Password policies, and throttling of repeated failed sign-ins.",
      "Sessions that expire, and idle sessions that end on their own.",
      "Sign-in limited to office IP addresses for sensitive roles, if you choose.",
      "Access review reports that list every user's permissions, so you can remove what is no longer needed.",
    ],
  },
  {
    id: "audit-logs",
    title: "Audit Logs",
    paragraphs: [
      "Aster HRMS records sign-ins, failed sign-ins, permission changes, data exports and edits to sensitive fields " +
        "such as salary and bank details, each with the user and the time. When a figure looks wrong, you can see who " +
        "changed it and when.",
      "Our own website back office works the same way: every change our staff make there, to what visitors see or " +
        "to staff accounts, is recorded with who made it and the values before and after. The record is saved " +
        "together with the change, so one cannot exist without the other. Passwords are never written to it.",
    ],
  },
  {
    id: "face-data",
    title: "Face Data for Attendance",
    paragraphs: [
      "When a customer turns on face recognition for attendance, the face image is processed on the employee's " +
        "device, is not stored by Aster, and is deleted after verification. Only the result (matched or not) and the " +
        "check-in time reach our servers.",
      "There is no database of employee faces, so there is none to leak. Customers remain responsible for telling " +
        "employees about the check and obtaining any consent the law requires.",
    ],
  },
  {
    id: "our-staff",
    title: "Access by Aster Staff",
    paragraphs: [
      "Our staff reach customer data only to resolve a support request, and those accesses are logged. We do not " +
        "sell personal data, use customer employee data for advertising, or use it to train AI models that serve " +
        "other customers.",
      "Staff who sign in to this website's back office do so with passwords stored only as salted argon2id hashes. " +
        "A sign-in gives a random token that the server keeps only as a hash; the session ends after 8 hours of " +
        "inactivity or 7 days, whichever comes first, and signing out ends it at once. Repeated wrong passwords " +
        "are slowed down per account and per network address.",
    ],
  },
  {
    id: "website-protections",
    title: "How This Website Protects Your Data",
    paragraphs: [
      "This website collects personal data through its contact and demo forms, and its server logs note the " +
        "network address of each request. This is how it keeps that data safe and the site available to everyone.",
    ],
    bullets: [
      "Only our own scripts run on our pages. A content security policy blocks any other script, and we load no " +
        "third-party trackers or analytics.",
      "Text our staff publish, such as blog posts, is cleaned of anything that could run in your browser before it " +
        "is saved.",
      "The email verification code for a demo request is 6 random digits, stored only as a hash, valid for 10 " +
        "minutes and void after 5 wrong tries. It is never shown to our staff.",
      "Each form accepts a limited number of submissions from one network address in a given time, so no one can " +
        "flood it or use it to send mail to others.",
      "Every input is checked for length before any other work, and our automated tests send thousands of " +
        "malformed and hostile requests to every route, checking that none can slow the site or cause an error.",
      "What you send is saved before any email about it is sent. If email delivery is down, messages wait and are " +
        "retried, so nothing you submit is lost.",
    ],
  },
  {
    id: "backups-and-recovery",
    title: "Backups and Recovery",
    paragraphs: [
      "Aster HRMS is backed up every day. Backups are encrypted and stored separately from the live database, so " +
        "payroll and attendance history survive the loss of a server.",
      "A backup is only useful if it can be restored. For this website, restoring is rehearsed by an automated " +
        "drill: it takes a backup, changes and deletes data, restores, and checks that every table matches what was " +
        "backed up.",
    ],
  },
  {
    id: "hosting-and-sub-processors",
    title: "Hosting and Sub-processors",
    paragraphs: [
      "Customer data is hosted with a cloud provider in India. Data of UAE customers may also be processed in the " +
        "UAE. Where data moves between countries, we use contractual safeguards and follow the transfer rules of the " +
        "law that applies.",
      "We use a small number of service providers for hosting, backups, email delivery and payments, under written " +
        "contracts that require them to protect the data. Customers can request the current list of sub-processors, " +
        "and we notify them before adding a new one.",
    ],
  },
  {
    id: "incident-response",
    title: "If Something Goes Wrong",
    paragraphs: [
      "If a personal data breach affects a customer's data, we inform the customer without undue delay, tell them " +
        "what happened and what we are doing about it, and support the notifications the law requires, including to " +
        "the Data Protection Board of India. We report cyber security incidents to CERT-In as Indian law requires.",
      "If you see a sign that an Aster account has been misused, write to us at the address in the next section.",
    ],
  },
  {
    id: "reviews-and-assurance",
    title: "Security Reviews and What We Do Not Claim",
    paragraphs: [
      "Aster does not hold an independent security certification today, and we do not display badges we have not " +
        "earned. When an independent audit of our controls is complete, we will say so on this page.",
      "Until then, we answer customers' security questionnaires and will walk your IT and compliance teams through " +
        "encryption, access controls, audit logs and backups in a review session. Book one through the demo form or " +
        "write to us.",
    ],
  },
  {
    id: "report-a-vulnerability",
    title: "Report a Vulnerability",
    paragraphs: [
      `If you believe you have found a security weakness in Aster HRMS, our mobile apps or this website, please write ` +
        `to ${securityEmail}. Include what you found, where, the steps to reproduce it, and what an attacker could do ` +
        "with it. We acknowledge reports within 2 business days and keep you informed until the issue is resolved.",
      "We will not take legal action against anyone who reports a vulnerability in good faith and follows the rules " +
        "below. We do not currently pay rewards for reports, but with your permission we will thank you by name once " +
        "the issue is fixed.",
    ],
    bullets: [
      "Test only against your own account or data, and never open, change or keep other people's data. If you reach " +
        "it by accident, stop and tell us.",
      "Do not run tests that degrade the service for others, such as denial-of-service or high-volume automated " +
        "scans, and do not send spam through our forms.",
      "Do not use social engineering or physical attacks against our staff, offices or customers.",
      "Give us a reasonable time to fix the issue before you share it with anyone else.",
    ],
  },
];
