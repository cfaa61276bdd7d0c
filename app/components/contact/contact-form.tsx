import { Send } from "lucide-react";
import { useState } from "react";
import { contactMessages, type EnquiryTopic, enquiryTopicLabels, enquiryTopics } from "../../../common/contact-rules";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError, apiRequest } from "../../lib/api";
import { FormOutcome } from "../forms/form-outcome";
import { SpamTrap } from "../forms/spam-trap";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";

interface Fields {
  name: string;
  email: string;
  company: string;
  phone: string;
  topic: EnquiryTopic;
  message: string;
}

const emptyFields: Fields = { name: "", email: "", company: "", phone: "", topic: "general", message: "" };
const fieldOrder: readonly (keyof Fields)[] = ["name", "email", "company", "phone", "topic", "message"];

/** What helps us answer in one reply: shown under Message, for the topic chosen. */
const messageHints: Record<EnquiryTopic, string> = {
  general: "Tell us what you would like to know.",
  sales: "Your team size, the modules you need and when you would like to start help us prepare a quote.",
  support: "The account or company name, what you tried and what happened.",
  "privacy request": "Whose data it concerns and what you ask for: a copy, a correction or a deletion.",
};

/**
 * SPEC §2 "Contact" and §4: idle, sending ("Sending..."), then a success or failure banner; cleared
 * on success. `initialTopic` comes from the link that brought the visitor (Talk to Sales sends
 * ?topic=sales); they can change it, and the message stays theirs to write.
 */
export function ContactForm({ initialTopic = "general" }: { initialTopic?: EnquiryTopic }) {
  const [fields, setFields] = useState<Fields>({ ...emptyFields, topic: initialTopic });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, announce, outcomeRef, submitting, setSubmitting, spamTrap, spamSignals } = usePublicForm();

  const set =
    (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setFields((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
    };

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const { contactEnquiryInputSchema } = await import("../../../common/contact");
    const parsed = contactEnquiryInputSchema.safeParse({ ...fields, ...spamSignals() });
    if (!parsed.success) {
      const found = topLevelFieldErrors(fieldErrorsOf(parsed.error.issues));
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) document.querySelector<HTMLElement>(`#contact-form [name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest("/api/contact", { method: "POST", body: parsed.data });
      // Cleared for the next message; the topic stays what the visitor chose.
      setFields({ ...emptyFields, topic: fields.topic });
      setErrors({});
      announce({ tone: "success", text: contactMessages.sent });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(topLevelFieldErrors(error.errors));
      }
      announce({ tone: "error", text: contactMessages.failed });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form id="contact-form" noValidate onSubmit={send} className="space-y-5">
      <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name} required>
          {(control) => (
            <input
              {...control}
              name="name"
              autoComplete="name"
              value={fields.name}
              onChange={set("name")}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label="Email" error={errors.email} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              value={fields.email}
              onChange={set("email")}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label="Company" error={errors.company}>
          {(control) => (
            <input
              {...control}
              name="company"
              autoComplete="organization"
              value={fields.company}
              onChange={set("company")}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone}>
          {(control) => (
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="tel"
              value={fields.phone}
              onChange={set("phone")}
              className={inputClasses}
            />
          )}
        </FormField>
        <FormField label="Topic" error={errors.topic} className="sm:col-span-2">
          {(control) => (
            <select {...control} name="topic" value={fields.topic} onChange={set("topic")} className={inputClasses}>
              {enquiryTopics.map((topic) => (
                <option key={topic} value={topic}>
                  {enquiryTopicLabels[topic]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Message" hint={messageHints[fields.topic]} error={errors.message} required>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={5}
            value={fields.message}
            onChange={set("message")}
            className={inputClasses}
          />
        )}
      </FormField>
      <SpamTrap inputRef={spamTrap} />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
