/** The contact form's words (SPEC §5, §8), without Zod: the page renders them at once. */
export const contactMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  messageRequired: "Message is required",
  sent: "Message sent successfully! We will get back to you soon.",
  failed: "Failed to send message. Please try again later.",
} as const;

/**
 * What an enquiry is about. "sales" arrives from Talk to Sales (/contact?topic=sales), "privacy
 * request" from the data-rights form, "support" from the assistant's Live Support hand-off.
 * Here, without Zod, because the contact page's Topic select renders them at once.
 */
export const enquiryTopics = ["general", "sales", "support", "privacy request"] as const;
export type EnquiryTopic = (typeof enquiryTopics)[number];

/** How a topic reads, on the contact form and in the back office. */
export const enquiryTopicLabels: Record<EnquiryTopic, string> = {
  general: "General question",
  sales: "Sales",
  support: "Support",
  "privacy request": "Privacy request",
};

/** The enquiry's topic a link names (?topic=sales), or "general" for none or one we do not know. */
export function enquiryTopicOf(value: string | null): EnquiryTopic {
  return enquiryTopics.find((topic) => topic === value) ?? "general";
}
