/**
 * FAQ accordions: 6 questions on the home page, 4 on /pricing (SPEC §9).
 * Plan names, trial, billing and support terms follow SPEC §9's claims exactly.
 */
import type { FaqItem } from "./types";

export const homeFaqs: readonly FaqItem[] = [
  {
    question: "Is there a free trial?",
    answer:
      "Yes. Every plan starts with a 14-day free trial, and no credit card is required. " +
      "There are no setup fees, and you can cancel anytime.",
  },
  {
    question: "How long does it take to set up Aster?",
    answer:
      "You can sign up and look around in minutes. Our onboarding team then imports your employees, leave policies " +
      "and salary structures, and full onboarding takes 24 to 48 hours.",
  },
  {
    question: "Which tools does Aster integrate with?",
    answer:
      "Aster connects with 100+ tools, including Tally, Zoho Books, QuickBooks, Razorpay, Slack, Microsoft Teams, " +
      "Google Workspace and biometric devices. A REST API and webhooks cover the rest.",
  },
  {
    question: "How secure is our employee data?",
    answer:
      "Data is encrypted in transit and at rest, access follows roles, sensitive actions are recorded in audit logs, " +
      "and backups run daily. The platform runs with 99.9% uptime.",
  },
  {
    question: "How can employees mark attendance?",
    answer:
      "In 8 ways: QR code, dynamic QR, geofence, IP-based, site-based, face recognition, biometric devices and web " +
      "check-in. Face data is processed on the device, not stored, and deleted after verification.",
  },
  {
    question: "Is there a mobile app, and what support do we get?",
    answer:
      "Yes. The Android and iOS apps cover attendance, leave, payslips, expenses and approvals. " +
      "Every plan includes 24/7 email support, Professional adds priority phone support, and Enterprise comes with a " +
      "dedicated account manager.",
  },
];

export const pricingFaqs: readonly FaqItem[] = [
  {
    question: "Can I change my plan later?",
    answer:
      "Yes. You can move between Starter, Professional and Enterprise at any time. " +
      "Changes apply immediately, and billing is prorated.",
  },
  {
    question: "What payment methods do you accept?",
    answer: "We accept all major cards and PayPal. Enterprise customers can also pay by bank transfer.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "Yes. Every plan, from Starter to Enterprise, comes with a 14-day free trial, and no credit card is required " +
      "to start.",
  },
  {
    question: "What support is included?",
    answer:
      "All plans include 24/7 email support. Professional adds priority phone support, and Enterprise customers get " +
      "a dedicated account manager.",
  },
];
