import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginPath, SessionEndedError } from "./api-client";

/**
 * For event handlers in the back office: an ended session goes to sign-in (and back here
 * after); returns true when it handled the error, so callers only show their own messages.
 */
export function useSessionEndedRedirect(): (error: unknown) => boolean {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof SessionEndedError)) return false;
      navigate(loginPath(location.pathname), { replace: true });
      return true;
    },
    [navigate, location.pathname],
  );
}
