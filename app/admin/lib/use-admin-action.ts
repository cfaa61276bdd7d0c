import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { serverMessageOr } from "../../lib/api";
import { useToast } from "../components/toast";
import { useSessionEndedRedirect } from "./use-session-ended-redirect";

/**
 * Runs a back-office write and says how it went (never silent): a success toast and fresh data,
 * or the server's message (else `failure`, or always `failure` when `exactFailure`) in an error toast;
 * an ended session goes to sign-in.
 * Resolves with the result, or undefined when it failed.
 */
export function useAdminAction() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const handleSessionEnded = useSessionEndedRedirect();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(
      work: () => Promise<T>,
      messages: {
        /** A function when the words depend on what the server answered (a saved plan's name). */
        success: string | ((result: T) => string);
        failure: string;
        /** SPEC fixes some failure toasts word for word: then the server's own message is not shown. */
        exactFailure?: boolean;
      },
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const result = await work();
        toast.success(typeof messages.success === "function" ? messages.success(result) : messages.success);
        await revalidator.revalidate();
        return result;
      } catch (error) {
        if (!handleSessionEnded(error))
          toast.error(messages.exactFailure ? messages.failure : serverMessageOr(error, messages.failure));
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [toast, revalidator, handleSessionEnded],
  );

  return { run, busy };
}
