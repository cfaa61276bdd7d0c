import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { dataRequestForm, dataRequestTypes } from "../../../content/data-rights";
import { ApiError, apiRequest } from "../../lib/api";
import { FormOutcome } from "../forms/form-outcome";
import { SpamTrap } from "../forms/spam-trap";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";

interface Fields {
  name: string;
  email: string;
  requestType: string;
  details: string;
}

const emptyFields: Fields = { name: "", email: "", requestType: "", details: "" };
const fieldOrder: readonly (keyof Fields)[] = ["name", "email", "requestType", "details"];
const copy = dataRequestForm;

/**
 * The server checks the enquiry the request becomes: its message is the request type and details,
 * so a message the server refuses is a problem with the details.
 */
function requestErrorsOf(enquiryErrors: FieldErrors): FieldErrors {
  const { message, ...rest } = topLevelFieldErrors(enquiryErrors);
  return message ? { ...rest, details: message } : rest;
}

/**
 * The data-rights request form on /gdpr: name, email, which right and details, sent as an enquiry
 * with the topic "privacy request" (common/privacy-request.ts says why). Once stored, the form gives
 * way to a confirmation that takes the focus; a failure keeps what was typed.
 */
export function DataRequestForm() {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const { outcome, announce, outcomeRef, submitting, setSubmitting, spamTrap, spamSignals } = usePublicForm();

  const set =
    (field: keyof Fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setFields((current) => ({ ...current, [field]: event.target.value }));
      if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
    };

  function focusFirstError(found: FieldErrors) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.querySelector<HTMLElement>(`#${copy.id} [name="${first}"]`)?.focus();
  }

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const { privacyRequestInputSchema, privacyRequestEnquiry } = await import("../../../common/privacy-request");
    const parsed = privacyRequestInputSchema.safeParse({ ...fields, ...spamSignals() });
    if (!parsed.success) {
      const found = topLevelFieldErrors(fieldErrorsOf(parsed.error.issues));
      setErrors(found);
      focusFirstError(found);
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest("/api/contact", { method: "POST", body: privacyRequestEnquiry(parsed.data) });
      setFields(emptyFields);
      setErrors({});
      setSent(true);
      requestAnimationFrame(() => confirmation.current?.focus());
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(requestErrorsOf(error.errors));
      }
      announce({ tone: "error", text: copy.failure });
    } finally {
      setSubmitting(false);
    }
  }

  function startAgain() {
    setSent(false);
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`#${copy.id} [name="name"]`)?.focus());
  }

  return (
    <section
      id={copy.id}
      aria-labelledby={`${copy.id}-title`}
      className="mt-8 scroll-mt-24 rounded-2xl border border-line bg-surface p-6 shadow-card sm:p-8"
    >
      <h3 id={`${copy.id}-title`} className="font-semibold text-xl">
        {copy.heading}
      </h3>
      {sent ? (
        <div ref={confirmation} tabIndex={-1} className="mt-4 rounded-lg bg-success-soft px-4 py-3 outline-none">
          <p role="status" className="font-semibold text-success">
            {copy.confirmation.title}
          </p>
          <p className="mt-1 text-ink text-sm leading-6">{copy.confirmation.text}</p>
          <Button variant="secondary" size="sm" className="mt-4" onClick={startAgain}>
            Make another request
          </Button>
        </div>
      ) : (
        <>
          <p className="mt-1 text-ink-muted text-sm">{copy.intro} Fields marked * are required.</p>
          <form noValidate onSubmit={send} className="mt-6 space-y-5">
            <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField
                label={copy.fields.name.label}
                hint={copy.fields.name.help}
                error={errors.name}
                required={copy.fields.name.required}
              >
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
              <FormField
                label={copy.fields.email.label}
                hint={copy.fields.email.help}
                error={errors.email}
                required={copy.fields.email.required}
              >
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
            </div>
            <FormField
              label={copy.fields.requestType.label}
              hint={copy.fields.requestType.help}
              error={errors.requestType}
              required={copy.fields.requestType.required}
            >
              {(control) => (
                <select
                  {...control}
                  name="requestType"
                  value={fields.requestType}
                  onChange={set("requestType")}
                  className={inputClasses}
                >
                  <option value="">{copy.fields.requestType.placeholder}</option>
                  {dataRequestTypes.map((type) => (
                    <option key={type.value} value={type.value}>
                      {type.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              label={copy.fields.details.label}
              hint={copy.fields.details.help}
              error={errors.details}
              required={copy.fields.details.required}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="details"
                  rows={5}
                  value={fields.details}
                  onChange={set("details")}
                  className={inputClasses}
                />
              )}
            </FormField>
            <SpamTrap inputRef={spamTrap} />
            <p className="text-ink-muted text-xs leading-5">{copy.notice}</p>
            <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
              <Send aria-hidden="true" className="size-4" />
              {submitting ? copy.sendingLabel : copy.submitLabel}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
