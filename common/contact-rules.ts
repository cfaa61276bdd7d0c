/** The contact form's words (SPEC §5, §8), without Zod: the page renders them at once. */
export const contactMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email",
  messageRequired: "Message is required",
  sent: "Message sent successfully! We will get back to you soon.",
  failed: "Failed to send message. Please try again later.",
} as const;
