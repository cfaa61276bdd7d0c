import { Send } from "lucide-react";
import { contactMessages, type EnquiryTopic, enquiryTopicLabels, enquiryTopics } from "../../../common/contact-rules";
import { fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { apiRequest } from "../../lib/api";
import { FormOutcome } from "../forms/form-outcome";
import { NameEmailFields } from "../forms/name-email-fields";
import { SpamTrap } from "../forms/spam-trap";
import { useFormFields } from "../forms/use-form-fields";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses, TextField } from "../ui/form-field";

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
  const { fields, errors, set, showErrors, reset, formRef } = useFormFields<Fields>(
    { ...emptyFields, topic: initialTopic },
    fieldOrder,
  );
  const { outcome, announce, outcomeRef, submitting, submit, spamTrap, spamSignals } = usePublicForm();

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const { contactEnquiryInputSchema } = await import("../../../common/contact");
    const parsed = contactEnquiryInputSchema.safeParse({ ...fields, ...spamSignals() });
    if (!parsed.success) {
      showErrors(topLevelFieldErrors(fieldErrorsOf(parsed.error.issues)));
      return;
    }
    await submit({
      send: async () => {
        await apiRequest("/api/contact", { method: "POST", body: parsed.data });
        // Cleared for the next message; the topic stays what the visitor chose.
        reset({ ...emptyFields, topic: fields.topic });
        announce({ tone: "success", text: contactMessages.sent });
      },
      failure: contactMessages.failed,
      showFieldErrors: showErrors,
    });
  }

  return (
    <form id="contact-form" ref={formRef} method="post" noValidate onSubmit={send} className="space-y-5">
      <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameEmailFields values={fields} errors={errors} set={set} />
        <TextField
          label="Company"
          error={errors.company}
          name="company"
          autoComplete="organization"
          value={fields.company}
          onChange={set("company")}
        />
        <TextField
          label="Phone"
          error={errors.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={fields.phone}
          onChange={set("phone")}
        />
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
