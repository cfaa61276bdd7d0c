import { Mail } from "lucide-react";
import { useState } from "react";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { newsletterConsentWording, newsletterMessages } from "../../../common/newsletter-rules";
import { newsletterCopy } from "../../../content/blog";
import { ApiError, apiRequest, serverMessageOr } from "../../lib/api";
import { cn } from "../../lib/cn";
import { FormOutcome } from "../forms/form-outcome";
import { SpamTrap } from "../forms/spam-trap";
import { usePublicForm } from "../forms/use-public-form";
import { Button } from "../ui/button";
import { FormField, inputClasses } from "../ui/form-field";

/**
 * The blog's newsletter box (ADR 024): an address, the words the visitor agrees to, and one
 * answer whatever the address's state ("check your inbox"): the email's link confirms (double
 * opt-in). The server records the page and its own copy of the wording, not what is sent here.
 */
export function NewsletterBox({ page }: { page: string }) {
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const { outcome, announce, outcomeRef, submitting, setSubmitting, spamTrap, spamSignals } = usePublicForm();

  async function subscribe(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    announce(null);
    const { newsletterSubscribeInputSchema } = await import("../../../common/newsletter");
    const parsed = newsletterSubscribeInputSchema.safeParse({ email, page, ...spamSignals() });
    if (!parsed.success) {
      setErrors(topLevelFieldErrors(fieldErrorsOf(parsed.error.issues)));
      document.querySelector<HTMLElement>("#newsletter-form [name='email']")?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const reply = await apiRequest<{ message: string }>("/api/newsletter/subscribe", {
        method: "POST",
        body: parsed.data,
      });
      setEmail("");
      setErrors({});
      announce({ tone: "success", text: reply.message });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.errors).length > 0) {
        setErrors(topLevelFieldErrors(error.errors));
      }
      announce({ tone: "error", text: serverMessageOr(error, newsletterMessages.failed) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section aria-labelledby="blog-newsletter" className="rounded-2xl bg-brand-soft p-6">
      <h2 id="blog-newsletter" className="flex items-center gap-2 font-semibold">
        <Mail aria-hidden="true" className="size-4 text-brand-ink" />
        {newsletterCopy.title}
      </h2>
      <p className="mt-2 text-ink-muted text-sm">{newsletterCopy.text}</p>
      <form id="newsletter-form" method="post" noValidate onSubmit={subscribe} className="relative mt-4 space-y-3">
        <FormOutcome outcome={outcome} outcomeRef={outcomeRef} />
        <SpamTrap inputRef={spamTrap} />
        <FormField label="Email address" hint={newsletterConsentWording} error={errors.email} required>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                if (errors.email) setErrors({});
              }}
              className={cn(inputClasses, "bg-surface")}
            />
          )}
        </FormField>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Subscribing…" : "Subscribe"}
        </Button>
      </form>
    </section>
  );
}
