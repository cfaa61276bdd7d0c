import { describe, expect, it } from "vitest";
import { dataRequestTypes, privacyRequestTopic } from "../content/data-rights";
import { contactEnquiryInputSchema } from "./contact";
import { maxPrivacyRequestDetails, privacyRequestEnquiry, privacyRequestInputSchema } from "./privacy-request";

const request = { name: " Farah Qureshi ", email: "Farah@Example.COM", requestType: "correction", details: "" };

describe("the privacy request form's schema", () => {
  it("names every missing required field with the form's words", () => {
    const result = privacyRequestInputSchema.safeParse({ name: "", email: "", requestType: "" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? []);
    expect(messages).toEqual({
      name: "Full name is required",
      email: "Email is required",
      requestType: "Choose what you would like us to do",
    });
  });

  it("accepts only the request types the form offers", () => {
    for (const { value } of dataRequestTypes) {
      expect(privacyRequestInputSchema.safeParse({ ...request, requestType: value }).success).toBe(true);
    }
    expect(privacyRequestInputSchema.safeParse({ ...request, requestType: "sell-my-data" }).success).toBe(false);
  });

  it("keeps the details short enough for the enquiry's message", () => {
    const long = "x".repeat(maxPrivacyRequestDetails + 1);
    expect(privacyRequestInputSchema.safeParse({ ...request, details: long }).success).toBe(false);
  });
});

describe("the enquiry a privacy request becomes", () => {
  it("carries the topic staff filter on, and a message that names the request and gives the details", () => {
    const fields = privacyRequestInputSchema.parse({ ...request, details: "My phone number is out of date." });
    const enquiry = privacyRequestEnquiry(fields);
    expect(enquiry).toMatchObject({ name: "Farah Qureshi", email: "Farah@example.com", topic: privacyRequestTopic });
    expect(enquiry.message).toBe(
      "Privacy request: Correct my data (correction)\n\nDetails:\nMy phone number is out of date.",
    );
  });

  it("says so when no details were given, and passes the contact endpoint's own check at the longest details", () => {
    expect(privacyRequestEnquiry(privacyRequestInputSchema.parse(request)).message).toContain("Details:\nNone given.");
    const longest = privacyRequestInputSchema.parse({
      ...request,
      requestType: "grievance",
      details: "x".repeat(maxPrivacyRequestDetails),
    });
    expect(contactEnquiryInputSchema.safeParse(privacyRequestEnquiry(longest)).success).toBe(true);
  });
});
