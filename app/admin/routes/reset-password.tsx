import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { fieldErrorsOf } from "../../../common/field-errors";
import type { PasswordResetDone } from "../../../common/password-reset";
import { passwordResetCompleteSchema, unusableResetMessage } from "../../../common/password-reset";
import { Button } from "../../components/ui/button";
import { ApiError, apiRequest, serverMessageOr } from "../../lib/api";
import { pageMeta, publicUrlOf } from "../../lib/seo";
import { ChosenPasswordFields, chosenPasswordErrors } from "../components/chosen-password-fields";
import { SignedOutPage, signedOutCardClasses } from "../components/signed-out-page";
import { storeToken } from "../lib/api-client";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Choose a new password",
    description: "Choose a new password for the Aster HRMS back office.",
    path: "/admin/reset-password",
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

/** A server loader makes the first load render the page on the server instead of a hydration fallback. */
export function loader() {
  return null;
}

const networkFailure = "We could not reach the server. Check your connection and try again.";

/**
 * Where an emailed reset link leads: a new password, which ends every other session and signs
 * them in. The link's token is in its #fragment (never sent by the browser, so never logged).
 */
export default function ResetPassword() {
  const navigate = useNavigate();
  const [token, setToken] = useState<string | null>(null);
  const [changedWithoutSignIn, setChangedWithoutSignIn] = useState<string | null>(null);
  const [unusable, setUnusable] = useState<string | null>(null);
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const read = () => {
      const fromLink = window.location.hash.slice(1);
      setToken(fromLink);
      setUnusable(fromLink ? null : unusableResetMessage);
    };
    read();
    // Another link pasted into this tab changes only the #fragment: no new page load.
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);

  async function reset(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = passwordResetCompleteSchema.safeParse({ token, password });
    const found = chosenPasswordErrors(
      parsed.success ? {} : fieldErrorsOf(parsed.error.issues),
      password,
      confirmation,
    );
    setErrors(found);
    setFormError(null);
    if (!parsed.success || Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const answer = await apiRequest<PasswordResetDone>("/api/auth/password-reset/complete", {
        method: "POST",
        body: parsed.data,
        networkMessage: networkFailure,
      });
      if (!answer.token) {
        // Two-factor sign-in is on: the link proved the mailbox, the code is still needed.
        setChangedWithoutSignIn(answer.message);
        return;
      }
      storeToken(answer.token);
      navigate("/admin", { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 410) {
        setUnusable(serverMessageOr(error, unusableResetMessage));
        return;
      }
      if (error instanceof ApiError) setErrors(error.errors);
      setFormError(serverMessageOr(error, "Failed to change the password."));
    }
  }

  if (changedWithoutSignIn) {
    return (
      <OutcomePage title="Password changed" tone="success" message={changedWithoutSignIn} next="/admin/login">
        Sign in
      </OutcomePage>
    );
  }
  if (unusable) {
    return (
      <OutcomePage title="Choose a new password" tone="danger" message={unusable} next="/admin/forgot-password">
        Ask for a new link
      </OutcomePage>
    );
  }

  return (
    <SignedOutPage title="Choose a new password" subtitle="Every other session of your account is signed out">
      <form method="post" noValidate onSubmit={reset} className={signedOutCardClasses}>
        {formError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
            {formError}
          </p>
        )}
        <ChosenPasswordFields
          label="New password"
          password={password}
          onPassword={setPassword}
          confirmation={confirmation}
          onConfirmation={setConfirmation}
          errors={errors}
          ownWords={[]}
        />
        <Button type="submit" className="w-full" disabled={submitting || token === null}>
          {submitting ? "Saving…" : "Save and sign in"}
        </Button>
      </form>
    </SignedOutPage>
  );
}

/** The page once the form is over: what happened, and where to go next. */
function OutcomePage({
  title,
  tone,
  message,
  next,
  children,
}: {
  title: string;
  tone: "success" | "danger";
  message: string;
  next: string;
  children: React.ReactNode;
}) {
  return (
    <SignedOutPage title={title} subtitle="Aster HRMS back office">
      <div className={signedOutCardClasses}>
        <p
          role={tone === "danger" ? "alert" : "status"}
          className={`rounded-lg px-3 py-2.5 font-medium text-sm ${tone === "danger" ? "bg-danger-soft text-danger" : "bg-success-soft text-success"}`}
        >
          {message}
        </p>
        <p className="text-sm">
          <Link to={next} className="font-semibold text-brand-ink underline underline-offset-2">
            {children}
          </Link>
        </p>
      </div>
    </SignedOutPage>
  );
}
