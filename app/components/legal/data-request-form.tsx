import { Send } from "lucide-react";
import { useRef, useState } from "react";
import { fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { dataRequestForm, dataRequestTypes } from "../../../content/data-rights";
import { apiRequest } from "../../lib/api";
import { FormOutcome } from "../forms/form-outcome";
import { NameEmailFields } from "../forms/name-email-fields";
import { SpamTrap } from "../forms/spam-trap";
import { useFormFields } from "../forms/use-form-fields";
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
 * The data-rights request form on /gdpr: name, email, which right and details, sent to
 * POST /api/data-rights-requests (ADR 035: the privacy team gets it, the sender an
 * acknowledgement, staff track its deadline). Once stored, the form gives way to a confirmation
 * that takes the focus; a failure keeps what was typed.
 */
export function DataRequestForm() {
  const { fields, errors, set, showErrors, reset, formRef } = useFormFields<Fields>(emptyFields, fieldOrder);
  const [sent, setSent] = useState(false);
  const confirmation = useRef<HTMLDivElement>(null);
  const { outcome, announce, outcomeRef, submitting, submit, spamTrap, spamSignals } = usePublicForm();

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const { dataRightsRequestInputSchema } = await import("../../../common/data-rights-request");
    const parsed = dataRightsRequestInputSchema.safeParse({ ...fields, ...spamSignals() });
    if (!parsed.success) {
      showErrors(topLevelFieldErrors(fieldErrorsOf(parsed.error.issues)));
      return;
    }
    await submit({
      send: async () => {
        await apiRequest("/api/data-rights-requests", { method: "POST", body: parsed.data });
        reset();
        setSent(true);
        requestAnimationFrame(() => confirmation.current?.focus());
      },
      failure: copy.failure,
      showFieldErrors: showErrors,
    });
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
          <form ref={formRef} method="post" noValidate onSubmit={send} className="mt-6 space-y-5">
            <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
            <div className="grid gap-5 sm:grid-cols-2">
              <NameEmailFields values={fields} errors={errors} set={set} copy={copy.fields} />
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
