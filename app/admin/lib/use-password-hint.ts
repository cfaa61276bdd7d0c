import { useEffect, useState } from "react";
import type { PasswordVerdict } from "../../../common/password-strength";
import { passwordMinLength } from "../../../common/users";

type Judge = typeof import("../../../common/password-strength");

/** zxcvbn's dictionaries are large: loaded when someone first types a password, not with the back office. */
let judgeLoading: Promise<Judge> | undefined;
const loadJudge = () => {
  judgeLoading ??= import("../../../common/password-strength").catch((error) => {
    judgeLoading = undefined;
    throw error;
  });
  return judgeLoading;
};

/**
 * The hint under a new-password field, as the person types: how many characters are missing,
 * then whether it is easy to guess and why, by the rule the server applies
 * (common/password-strength.ts). The server still decides; this only saves a round trip.
 */
export function usePasswordHint(password: string, ownWords: string[] = []): string {
  const [judged, setJudged] = useState<{ password: string; verdict: PasswordVerdict | null }>();
  const wordsKey = ownWords.join("\n");

  useEffect(() => {
    if (password.length < passwordMinLength) return;
    let current = true;
    // Judged once typing pauses: a long password takes zxcvbn tens of milliseconds.
    const timer = setTimeout(() => {
      loadJudge()
        .then(({ judgePassword }) => judgePassword(password, wordsKey.split("\n")))
        .catch(() => null)
        .then((verdict) => current && setJudged({ password, verdict }));
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, wordsKey]);

  const missing = passwordMinLength - password.length;
  if (missing > 0) {
    return password.length === 0
      ? `At least ${passwordMinLength} characters. Any characters; a few unusual words work well.`
      : `At least ${passwordMinLength} characters: ${missing} more.`;
  }
  if (judged?.password !== password) return "Checking how easy it is to guess…";
  // The estimator could not load (offline): the server judges on save.
  if (!judged.verdict) return `At least ${passwordMinLength} characters.`;
  return judged.verdict.strong
    ? "Strong enough: hard to guess."
    : `Too easy to guess. ${judged.verdict.reason ?? ""}`.trim();
}
