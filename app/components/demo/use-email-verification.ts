import { useCallback, useEffect, useState } from "react";
import type { MessageResponse } from "../../../common/auth";
import { demoMessages } from "../../../common/demo-rules";
import { isEmailAddress } from "../../../common/email-address";
import { apiRequest, isNetworkError, serverMessageOr } from "../../lib/api";
import type { Tone } from "../ui/tone-message";

export type VerificationStatus = "unverified" | "code-sent" | "verified";

/** Seconds before another code may be asked for; the server keeps the same cooldown. */
export const resendSeconds = 60;

/**
 * SPEC §4's verification states for one email address: unverified, code sent, verified.
 * Messages follow SPEC §8: the server's words when it gave any, SPEC's fallback otherwise.
 */
export function useEmailVerification(email: string) {
  const [status, setStatus] = useState<VerificationStatus>("unverified");
  const [message, setMessage] = useState<Tone | null>(null);
  const [busy, setBusy] = useState<"sending" | "verifying" | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  // Ticks only while a cooldown runs, for the "Resend in 42 s" label.
  useEffect(() => {
    if (resendAt <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1000);
    return () => clearTimeout(timer);
  }, [resendAt, now]);

  const reset = useCallback(() => {
    setStatus("unverified");
    setMessage(null);
    setResendAt(0);
  }, []);

  const sendCode = useCallback(async () => {
    if (!email.trim()) {
      setMessage({ tone: "error", text: demoMessages.enterEmail });
      return;
    }
    // The server's own check (common/email-address.ts, no Zod), to spare a round trip.
    if (!isEmailAddress(email)) {
      setMessage({ tone: "error", text: demoMessages.emailInvalid });
      return;
    }
    setBusy("sending");
    try {
      const reply = await apiRequest<MessageResponse>("/api/schedule-demo/send-verification-code", {
        method: "POST",
        body: { email },
      });
      setStatus("code-sent");
      setMessage({ tone: "success", text: reply.message || demoMessages.codeSent });
      setResendAt(Date.now() + resendSeconds * 1000);
      setNow(Date.now());
    } catch (error) {
      const text = isNetworkError(error)
        ? demoMessages.sendCodeNetwork
        : serverMessageOr(error, demoMessages.sendCodeFailed);
      setMessage({ tone: "error", text });
    } finally {
      setBusy(null);
    }
  }, [email]);

  const verify = useCallback(
    async (code: string) => {
      if (!code.trim()) {
        setMessage({ tone: "error", text: demoMessages.enterCode });
        return;
      }
      setBusy("verifying");
      try {
        const reply = await apiRequest<MessageResponse>("/api/schedule-demo/verify-code", {
          method: "POST",
          body: { email, code },
        });
        setStatus("verified");
        setMessage({ tone: "success", text: reply.message || demoMessages.verified });
      } catch (error) {
        const text = isNetworkError(error)
          ? demoMessages.verifyNetwork
          : serverMessageOr(error, demoMessages.codeInvalid);
        setStatus((current) => (current === "verified" ? "code-sent" : current));
        setMessage({ tone: "error", text });
      } finally {
        setBusy(null);
      }
    },
    [email],
  );

  return {
    status,
    message,
    busy,
    resendInSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)),
    sendCode,
    verify,
    reset,
  };
}

export type EmailVerification = ReturnType<typeof useEmailVerification>;
