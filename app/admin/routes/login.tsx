import { ExternalLink, KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, redirect, useNavigate, useRouteLoaderData, useSearchParams } from "react-router";
import { type LoginResponse, loginSchema } from "../../../common/auth";
import { fieldErrorsOf } from "../../../common/field-errors";
import type { SecondFactorRequired } from "../../../common/two-factor";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { apiRequest, serverMessageOr } from "../../lib/api";
import { pageMeta, publicUrlOf } from "../../lib/seo";
import { SecondFactorForm } from "../components/second-factor-form";
import { SignedOutPage, signedOutCardClasses } from "../components/signed-out-page";
import { safeNextPath, storedToken, storeToken } from "../lib/api-client";
import { passkeyCancelled, signInWithPasskey, usePasskeyAutofill } from "../lib/passkey-sign-in";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Admin sign-in",
    description: "Sign in to the Aster HRMS back office.",
    path: "/admin/login",
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

/**
 * SPEC §2: a stored token goes straight to the dashboard. On a link within the app this runs
 * before the page shows; on a first load the form is rendered on the server (visible at once,
 * even before JavaScript) and the effect below redirects after hydration.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (storedToken()) throw redirect(safeNextPath(new URL(request.url).searchParams.get("next")));
  return null;
}

/** A server loader makes the first load render the form on the server instead of a hydration fallback. */
export function loader() {
  return null;
}

/** SPEC §8: shown when the sign-in request gets no answer at all. */
const networkFailure = "Error logging in";

/** The customers' sign-in (CUSTOMER_SIGN_IN_URL, from the root loader), as a link and as it reads. */
function useCustomerSignIn(): { href: string; host: string } | null {
  const root = useRouteLoaderData("root") as { customerSignInUrl?: string } | undefined;
  if (!root?.customerSignInUrl) return null;
  return { href: root.customerSignInUrl, host: new URL(root.customerSignInUrl).host };
}

/**
 * SPEC's header "Login" leads here: a customer looking for their company's HRMS is told first
 * where that is, before a form that is not theirs.
 */
function CustomerSignInNote() {
  const customerSignIn = useCustomerSignIn();
  if (!customerSignIn) return null;
  return (
    <section
      aria-labelledby="customer-sign-in"
      className="mt-6 rounded-2xl border border-brand/30 bg-brand-soft p-4 text-sm"
    >
      <h2 id="customer-sign-in" className="font-semibold">
        Using Aster HRMS at your company?
      </h2>
      <p className="mt-1 text-ink-muted">Employees, managers and HR teams sign in to their workspace at:</p>
      <a
        href={customerSignIn.href}
        className="mt-2 inline-flex items-center gap-1.5 rounded font-semibold text-brand-ink underline underline-offset-2 hover:no-underline"
      >
        {customerSignIn.host}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </section>
  );
}

/**
 * Where a sign-in goes: the page asked for (`?next=`), else the dashboard. Someone who already
 * holds a token goes there at once (SPEC §2).
 */
function useSignedIn(): (token: string) => void {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  useEffect(() => {
    if (storedToken()) navigate(safeNextPath(searchParams.get("next")), { replace: true });
  }, [navigate, searchParams]);
  return (token: string) => {
    storeToken(token);
    navigate(safeNextPath(searchParams.get("next")), { replace: true });
  };
}

export default function AdminLogin() {
  const signedIn = useSignedIn();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set once the password was right on an account with two-factor sign-in: the code step shows. */
  const [challenge, setChallenge] = useState<string | null>(null);
  usePasskeyAutofill(signedIn);
  async function signInWithAPasskey() {
    setFormError(null);
    setSubmitting(true);
    try {
      signedIn(await signInWithPasskey());
    } catch (error) {
      setSubmitting(false);
      if (!(error instanceof Error && error.message === passkeyCancelled))
        setFormError(serverMessageOr(error, networkFailure));
    }
  }

  async function signIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = loginSchema.safeParse({ username: form.get("username"), password: form.get("password") });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsOf(parsed.error.issues));
      setFormError(null);
      return;
    }
    setFieldErrors({});
    setFormError(null);
    setSubmitting(true);
    try {
      const answer = await apiRequest<LoginResponse | SecondFactorRequired>("/api/auth/login", {
        method: "POST",
        body: parsed.data,
        networkMessage: networkFailure,
      });
      if ("challenge" in answer) {
        setChallenge(answer.challenge);
        setSubmitting(false);
        return;
      }
      signedIn(answer.token);
    } catch (error) {
      setFormError(serverMessageOr(error, networkFailure));
      setSubmitting(false);
    }
  }

  return (
    <SignedOutPage title="Sign in to the back office" subtitle="Aster HRMS staff only">
      <CustomerSignInNote />
      {challenge ? (
        <SecondFactorForm
          challenge={challenge}
          onSignedIn={signedIn}
          onStartAgain={(message) => {
            setChallenge(null);
            setFormError(message ?? null);
          }}
        />
      ) : (
        <form method="post" noValidate onSubmit={signIn} className={signedOutCardClasses}>
          {formError && (
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
              {formError}
            </p>
          )}
          <FormField label="Username" error={fieldErrors.username} required>
            {(control) => (
              <input
                {...control}
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                className={inputClasses}
              />
            )}
          </FormField>
          <FormField label="Password" error={fieldErrors.password} required>
            {(control) => (
              <input
                {...control}
                name="password"
                type="password"
                autoComplete="current-password"
                className={inputClasses}
              />
            )}
          </FormField>
          <Button type="submit" className="w-full" disabled={submitting}>
            {submitting ? "Signing in…" : "Login"}
          </Button>
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            disabled={submitting}
            onClick={signInWithAPasskey}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            Sign in with a passkey
          </Button>
          <p className="text-center text-sm">
            <Link to="/admin/forgot-password" className="font-semibold text-brand-ink underline underline-offset-2">
              Forgot password?
            </Link>
          </p>
        </form>
      )}
    </SignedOutPage>
  );
}
