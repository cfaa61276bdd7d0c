import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { LoginResponse } from "../../../common/auth";
import { fieldErrorsOf } from "../../../common/field-errors";
import { acceptInvitationSchema, type InvitationPreview, unusableInvitationMessage } from "../../../common/invitations";
import { roleDescriptions, roleLabels } from "../../../common/permissions";
import { Button } from "../../components/ui/button";
import { FormField, inputClasses } from "../../components/ui/form-field";
import { ApiError, apiRequest, serverMessageOr } from "../../lib/api";
import { pageMeta, publicUrlOf } from "../../lib/seo";
import { ChosenPasswordFields, chosenPasswordErrors } from "../components/chosen-password-fields";
import { SignedOutPage, signedOutCardClasses } from "../components/signed-out-page";
import { storeToken } from "../lib/api-client";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Accept your invitation",
    description: "Choose a password for the Aster HRMS back office.",
    path: "/admin/invitation",
    publicUrl: publicUrlOf(matches),
    noindex: true,
  });

/** A server loader makes the first load render the page on the server instead of a hydration fallback. */
export function loader() {
  return null;
}

type Invitation =
  | { state: "checking" }
  | { state: "open"; token: string; invited: InvitationPreview }
  | { state: "unusable"; message: string };

const networkFailure = "We could not reach the server. Check your connection and try again.";

/**
 * The invitation the link's #fragment holds, checked with the server: while checking, open (whom
 * it invites), or unusable (with the server's words). Another link pasted into the same tab
 * changes only the fragment, so a change is checked again.
 */
function useInvitationFromLink() {
  const [invitation, setInvitation] = useState<Invitation>({ state: "checking" });
  useEffect(() => {
    let current = true;
    const check = () => {
      const token = window.location.hash.slice(1);
      setInvitation(token ? { state: "checking" } : { state: "unusable", message: unusableInvitationMessage });
      if (!token) return;
      apiRequest<InvitationPreview>("/api/invitations/preview", { method: "POST", body: { token } })
        .then((preview) => current && setInvitation({ state: "open", token, invited: preview }))
        .catch(
          (error) =>
            current &&
            setInvitation({
              state: "unusable",
              message: serverMessageOr(
                error,
                error instanceof ApiError && error.status === 0 ? networkFailure : unusableInvitationMessage,
              ),
            }),
        );
    };
    check();
    window.addEventListener("hashchange", check);
    return () => {
      current = false;
      window.removeEventListener("hashchange", check);
    };
  }, []);

  return [invitation, setInvitation] as const;
}

/** A link that cannot be used, or the wait while it is checked. */
function NotOpen({ invitation }: { invitation: Exclude<Invitation, { state: "open" }> }) {
  return (
    <SignedOutPage title="Join the back office" subtitle="Aster HRMS staff invitation">
      <div className={signedOutCardClasses}>
        {invitation.state === "checking" ? (
          <p role="status" className="text-ink-muted text-sm">
            Checking your invitation…
          </p>
        ) : (
          <>
            <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
              {invitation.message}
            </p>
            <p className="text-sm">
              Already have an account?{" "}
              <Link to="/admin/login" className="font-semibold text-brand-ink underline underline-offset-2">
                Sign in
              </Link>
            </p>
          </>
        )}
      </div>
    </SignedOutPage>
  );
}

/**
 * Where an emailed invitation leads (issue 38): whom it invites, then a password of their own.
 * The link's token is in its #fragment, which the browser never sends, so it stays out of every
 * log; this page reads it and posts it. Accepting signs them in and opens the back office.
 */
export default function AcceptInvitation() {
  const navigate = useNavigate();
  const [invitation, setInvitation] = useInvitationFromLink();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function accept(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invitation.state !== "open") return;
    const parsed = acceptInvitationSchema.safeParse({ token: invitation.token, password });
    const errors = chosenPasswordErrors(
      parsed.success ? {} : fieldErrorsOf(parsed.error.issues),
      password,
      confirmation,
    );
    setFieldErrors(errors);
    setFormError(null);
    if (!parsed.success || Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const { token } = await apiRequest<LoginResponse>("/api/invitations/accept", {
        method: "POST",
        body: parsed.data,
        networkMessage: networkFailure,
      });
      storeToken(token);
      // The link has done its work: it leaves the address bar and the history.
      navigate("/admin", { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 410) {
        setInvitation({ state: "unusable", message: serverMessageOr(error, unusableInvitationMessage) });
        return;
      }
      if (error instanceof ApiError) setFieldErrors(error.errors);
      setFormError(serverMessageOr(error, "Failed to accept the invitation."));
    }
  }

  if (invitation.state !== "open") return <NotOpen invitation={invitation} />;

  const { invited: person } = invitation;
  return (
    <SignedOutPage title={`Welcome, ${person.name}`} subtitle="Choose a password to join the Aster HRMS back office">
      <form method="post" noValidate onSubmit={accept} className={signedOutCardClasses}>
        <p className="text-sm">
          You are invited as <strong>{roleLabels[person.role]}</strong>: {roleDescriptions[person.role]}
        </p>
        {formError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2.5 font-medium text-danger text-sm">
            {formError}
          </p>
        )}
        {/* The address they sign in with, for the browser's password manager to save with the password. */}
        <FormField label="Email (your username)">
          {(control) => (
            <input {...control} value={person.email} readOnly autoComplete="username" className={inputClasses} />
          )}
        </FormField>
        <ChosenPasswordFields
          label="Password"
          password={password}
          onPassword={setPassword}
          confirmation={confirmation}
          onConfirmation={setConfirmation}
          errors={fieldErrors}
          ownWords={[person.name, person.email]}
        />
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? "Joining…" : "Join the team"}
        </Button>
      </form>
    </SignedOutPage>
  );
}
