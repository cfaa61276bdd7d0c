import { describe, expect, it } from "vitest";
import { dataRightsDueOn, deadlineStateOf } from "./data-rights-deadline";
import {
  dataRightsRequestInputSchema,
  dataRightsRequestTypeLabel,
  maxDataRightsRequestDetails,
  unspecifiedRequestType,
} from "./data-rights-request";
import { dataRequestTypes } from "./data-rights-request-rules";
import { idPrefixOfReference, referenceOf } from "./reference";

const request = { name: " Farah Qureshi ", email: "Farah@Example.COM", requestType: "correction", details: "" };

describe("the data-rights request form's schema", () => {
  it("names every missing required field with the form's words", () => {
    const result = dataRightsRequestInputSchema.safeParse({ name: "", email: "", requestType: "" });
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
      expect(dataRightsRequestInputSchema.safeParse({ ...request, requestType: value }).success).toBe(true);
    }
    expect(dataRightsRequestInputSchema.safeParse({ ...request, requestType: "sell-my-data" }).success).toBe(false);
    // Only the contact form's privacy topic makes a request of no stated type.
    expect(dataRightsRequestInputSchema.safeParse({ ...request, requestType: unspecifiedRequestType }).success).toBe(
      false,
    );
  });

  it("limits the details", () => {
    const long = "x".repeat(maxDataRightsRequestDetails + 1);
    expect(dataRightsRequestInputSchema.safeParse({ ...request, details: long }).success).toBe(false);
  });

  it("labels each type in the form's words", () => {
    expect(dataRightsRequestTypeLabel("correction")).toBe("Correct my data");
    expect(dataRightsRequestTypeLabel(unspecifiedRequestType)).toMatch(/contact form/);
  });
});

describe("the deadline rule (ADR 035)", () => {
  it("is one calendar month from the day of receipt, kept within a shorter month", () => {
    expect(dataRightsDueOn("2026-03-10")).toBe("2026-04-10");
    expect(dataRightsDueOn("2027-01-31")).toBe("2027-02-28");
    expect(dataRightsDueOn("2028-01-31")).toBe("2028-02-29");
    expect(dataRightsDueOn("2026-12-15")).toBe("2027-01-15");
  });

  it("is overdue after its day, due soon within a week, and closed once closed", () => {
    const request = { dueOn: "2026-04-10", closed: false };
    expect(deadlineStateOf(request, "2026-03-20")).toBe("on track");
    expect(deadlineStateOf(request, "2026-04-03")).toBe("due soon");
    expect(deadlineStateOf(request, "2026-04-10")).toBe("due soon");
    expect(deadlineStateOf(request, "2026-04-11")).toBe("overdue");
    expect(deadlineStateOf({ ...request, closed: true }, "2026-05-01")).toBe("closed");
  });
});

describe("references", () => {
  it("name a record by its kind and the first digits of its id, and find it again", () => {
    const id = "1f3a9c07-5b2e-4d8a-9e61-0c4f2b7d9a13";
    expect(referenceOf("dataRightsRequest", id)).toBe("DR-1F3A9C07");
    expect(referenceOf("enquiry", id)).toBe("ENQ-1F3A9C07");
    expect(idPrefixOfReference("dataRightsRequest", " dr-1F3A9C07 ")).toBe("1f3a9c07");
    expect(idPrefixOfReference("dataRightsRequest", "1f3a9c07")).toBe("1f3a9c07");
    expect(idPrefixOfReference("dataRightsRequest", "ENQ-1F3A9C07")).toBeNull();
    expect(idPrefixOfReference("enquiry", "Farah")).toBeNull();
  });
});
