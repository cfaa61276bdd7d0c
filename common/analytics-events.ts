export const analyticsEventNames = [
  "demo_code_sent",
  "demo_email_verified",
  "demo_booked",
  "contact_sent",
  "newsletter_confirmed",
  "assistant_asked",
  "cta_click",
] as const;
