import type { ReactNode } from "react";
import { LogoMark } from "../../components/layout/logo";

/** The card in which the back office's signed-out pages sit. */
export const signedOutCardClasses = "mt-8 space-y-5 rounded-2xl border border-line bg-surface p-6 shadow-card";

/**
 * The frame of the back office's pages for someone not signed in (sign-in, accepting an
 * invitation): the logo, the page's heading and a line under it, then the page's own content.
 */
export function SignedOutPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-surface-muted px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <h1 className="mt-4 font-bold text-2xl tracking-tight">{title}</h1>
          <p className="mt-1 text-ink-muted text-sm">{subtitle}</p>
        </div>
        {children}
      </div>
    </main>
  );
}
