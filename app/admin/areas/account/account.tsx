import type { ActiveSession } from "../../../../common/users";
import { PasswordForm, SessionList } from "../../components/account-section";
import { PageHeader } from "../../components/page-header";
import { adminLoaderRequest } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<{ sessions: ActiveSession[] }> {
  return { sessions: await adminLoaderRequest<ActiveSession[]>("/api/auth/sessions", request) };
}

/** The signed-in person's own password and sessions, whatever their role. */
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Your account"
        description="Change your password, and see where you are signed in. Changing the password signs out every other browser."
      />
      <div className="mt-6 grid gap-8 rounded-2xl border border-line bg-surface p-6 shadow-card lg:grid-cols-2">
        <PasswordForm />
        <SessionList sessions={loaderData.sessions} />
      </div>
    </>
  );
}
