import { contactEnquiryInputSchema } from "../../common/contact";
import { dataRightsRequestInputSchema } from "../../common/data-rights-request";
import { demoRequestInputSchema, verifyCodeSchema } from "../../common/demo";
import { newsletterSubscribeInputSchema } from "../../common/newsletter";
import { dataRequestForm } from "../../content/data-rights";
import { expect, test } from "./fixtures";
import { errorsByLabel, expectErrorsDescribeFields, expectRequiredFields, labelsOf } from "./required-fields";

/**
 * Every public form tells a screen reader which fields it needs: the fields its schema
 * in common/ requires, by the label visitors see, are exactly the ones Chromium's accessibility
 * tree reports as required; sent empty, each field's error is read with it. The back office's
 * forms are checked in admin-required-fields.spec.ts.
 */

test("contact: Name, Email and Message", async ({ page }) => {
  const labels = labelsOf(contactEnquiryInputSchema, { name: "Name", email: "Email", message: "Message" });
  await page.goto("/contact");
  const form = page.locator("#contact-form");
  await expectRequiredFields(page, form, Object.values(labels));
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectErrorsDescribeFields(page, form, errorsByLabel(contactEnquiryInputSchema, labels));
});

test("the blog's newsletter box: Email address", async ({ page }) => {
  const labels = labelsOf(newsletterSubscribeInputSchema, { email: "Email address" });
  await page.goto("/blog");
  const form = page.locator("#newsletter-form");
  await expectRequiredFields(page, form, Object.values(labels));
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expectErrorsDescribeFields(page, form, errorsByLabel(newsletterSubscribeInputSchema, labels));
});

test("privacy request on /gdpr: Full Name, Email and the request", async ({ page }) => {
  const { fields } = dataRequestForm;
  const labels = labelsOf(dataRightsRequestInputSchema, {
    name: fields.name.label,
    email: fields.email.label,
    requestType: fields.requestType.label,
  });
  await page.goto("/gdpr");
  const form = page.locator(`#${dataRequestForm.id} form`);
  await expectRequiredFields(page, form, Object.values(labels));
  await form.getByRole("button", { name: dataRequestForm.submitLabel }).click();
  await expectErrorsDescribeFields(page, form, errorsByLabel(dataRightsRequestInputSchema, labels));
});

test("schedule a demo: Company Name, Work Email, Phone Number, Preferred Date and Time; then the code", async ({
  page,
}) => {
  const labels = labelsOf(demoRequestInputSchema, {
    company: "Company Name",
    email: "Work Email",
    phone: "Phone Number",
    date: "Preferred Date",
    time: "Preferred Time",
  });
  await page.goto("/schedule-demo");
  const form = page.locator("#demo-form");
  // Request Demo stays disabled until the address is verified, so the form cannot be sent empty.
  await expectRequiredFields(page, form, Object.values(labels));

  // The code field appears once a code is sent; verifying asks for it, with the address.
  labelsOf(verifyCodeSchema, { email: "Work Email", code: "Verification Code" });
  await form.getByRole("textbox", { name: "Work Email" }).fill(`required-${test.info().testId}@example.com`);
  await form.getByRole("button", { name: "Send Code" }).click();
  await expect(form.getByRole("textbox", { name: "Verification Code" })).toBeVisible();
  await expectRequiredFields(page, form, [...Object.values(labels), "Verification Code"]);
});
