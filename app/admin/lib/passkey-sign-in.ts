import { useEffect } from "react";
import type { LoginResponse } from "../../../common/auth";
import { apiRequest } from "../../lib/api";

/** The browser's words when the person closed the passkey prompt: not an error to show. */
export const passkeyCancelled = "cancelled";

/**
 * Signs in with a passkey: the server's challenge, the browser's prompt (or, with `autofill`,
 * the username field's suggestions: conditional UI), the signed answer back. Resolves with the
 * session token; rejects with `passkeyCancelled` when the person closed the prompt, or with the
 * server's refusal. The WebAuthn library is loaded only when it is used.
 */
export async function signInWithPasskey({ autofill = false } = {}): Promise<string> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const optionsJSON = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "/api/auth/passkey/options",
    { method: "POST" },
  );
  let response: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    // NotAllowedError: the prompt was closed or timed out; AbortError: another ceremony took over.
    if (error instanceof Error && /NotAllowed|Abort/.test(`${error.name} ${(error as { code?: string }).code ?? ""}`)) {
      throw new Error(passkeyCancelled);
    }
    throw error;
  }
  const { token } = await apiRequest<LoginResponse>("/api/auth/passkey/verify", {
    method: "POST",
    body: { response },
    networkMessage: "Error logging in",
  });
  return token;
}

/** Whether this browser offers passkeys in the username field's autofill (conditional UI). */
export async function passkeyAutofillAvailable(): Promise<boolean> {
  const { browserSupportsWebAuthnAutofill } = await import("@simplewebauthn/browser");
  return browserSupportsWebAuthnAutofill();
}

/**
 * Where the browser has it, the username field also offers the site's passkeys (conditional UI):
 * started once as the page opens; a passkey chosen there signs in with `onSignedIn`.
 */
export function usePasskeyAutofill(onSignedIn: (token: string) => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: started once, as the page opens
  useEffect(() => {
    let live = true;
    passkeyAutofillAvailable()
      .then((available) => (available ? signInWithPasskey({ autofill: true }) : null))
      .then((token) => {
        if (live && token) onSignedIn(token);
      })
      // Nobody asked for this one: it ends quietly when another sign-in takes over or it fails.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);
}
