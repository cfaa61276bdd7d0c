import { useState } from "react";
import { Link } from "react-router";
import type { MessageResponse } from "../../../common/auth";
import { fieldErrorsOf } from "../../../common/field-errors";
import { passwordResetRequestSchema } from "../../../common/password-reset";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { apiRequest, serverMessageOr } from "../../lib/api";
import { pageMeta, publicUrlOf } from "../../lib/seo";
import { SignedOutPage, signedOutCardClasses } from "../components/signed-out-page";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Reset your password",
    description: "Ask for a link to choose a new password for the Aster HRMS back office.",
    path: "/admin/forgot-password",
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

/** A server loader makes the first load render the form on the server instead of a hydration fallback. */
export function loader() {
  return null;
}

const networkFailure = "We could not reach the server. Check your connection and try again.";

/**
 * "Forgot password?" from the sign-in page: an email address, and the server's one answer, the
 * same whether or not an account uses it (issue 38).
 */
export default function ForgotPassword() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function ask(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email: new FormData(event.currentTarget).get("email") });
    setErrors(parsed.success ? {} : fieldErrorsOf(parsed.error.issues));
    setFormError(null);
    if (!parsed.success) return;
    setSubmitting(true);
    try {
      const { message } = await apiRequest<MessageResponse>("/api/auth/password-reset", {
        method: "POST",
        body: parsed.data,
        networkMessage: networkFailure,
      });
      setAnswer(message);
    } catch (error) {
      setFormError(serverMessageOr(error, networkFailure));
    } finally {
      setSubmitting(false);
    }
  }

  const backToSignIn = (
    <p className="text-sm">
      <Link to="/admin/login" className="font-semibold text-brand-ink underline underline-offset-2">
        Back to sign-in
      </Link>
    </p>
  );

  return (
    <SignedOutPage title="Reset your password" subtitle="We email you a link to choose a new one">
      {answer ? (
        <div className={signedOutCardClasses}>
          <p role="status" className="text-sm">
            {answer}
          </p>
          {backToSignIn}
        </div>
      ) : (
        <form method="post" noValidate onSubmit={ask} className={signedOutCardClasses}>
          {formError && (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
              {formError}
            </p>
          )}
          <FormField label="Email" hint="The address your account uses" error={errors.email} required>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="email" className={inputClasses} />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Sending…" : "Email me a link"}
          </Button>
          {backToSignIn}
        </form>
      )}
    </SignedOutPage>
  );
}
