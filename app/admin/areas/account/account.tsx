import type { Passkey } from "../../../../common/passkeys";
import type { TwoFactorStatus } from "../../../../common/two-factor";
import type { ActiveSession } from "../../../../common/users";
import { PasswordForm, SessionList } from "../../components/account-section";
import { PageHeader } from "../../components/page-header";
import { adminLoaderRequest } from "../../lib/api-client";
import { adminMeta } from "../../lib/meta";
import type { Route } from "./+types/account";
import { PasskeySection } from "./passkeys";
import { TwoFactorSection } from "./two-factor";

export const meta: Route.MetaFunction = () => adminMeta("Your account");

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<{ sessions: ActiveSession[]; twoFactor: TwoFactorStatus; passkeys: Passkey[] }> {
  const [sessions, twoFactor, passkeys] = await Promise.all([
    adminLoaderRequest<ActiveSession[]>("/api/auth/sessions", request),
    adminLoaderRequest<TwoFactorStatus>("/api/auth/two-factor", request),
    adminLoaderRequest<Passkey[]>("/api/auth/passkeys", request),
  ]);
  return { sessions, twoFactor, passkeys };
}

/** The signed-in person's own password and sessions, whatever their role. */
export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="Your account"
        description="How you sign in (password, authenticator app, passkeys), and where you are signed in."
      />
      <div className="mt-6 grid gap-8 rounded-2xl border border-line bg-surface p-6 shadow-card lg:grid-cols-2">
        <TwoFactorSection status={loaderData.twoFactor} />
        <PasskeySection passkeys={loaderData.passkeys} />
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card lg:max-w-xl">
        <PasswordForm />
      </div>
      <div className="mt-6 rounded-2xl border border-line bg-surface p-6 shadow-card">
        <SessionList sessions={loaderData.sessions} />
      </div>
    </>
  );
}
