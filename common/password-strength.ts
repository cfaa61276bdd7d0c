import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonWords } from "@zxcvbn-ts/language-common";
import { dictionary as englishWords, translations } from "@zxcvbn-ts/language-en";

/**
 * Whether a password someone chose is strong enough, as NIST SP 800-63B asks: no composition
 * rules, only a check against common and easily guessed passwords, here by zxcvbn's estimate
 * (@zxcvbn-ts), with its reason in words. The length rule (common/users.ts) comes first.
 *
 * The server judges on a worker thread (server/modules/auth/password-strength.ts) and the back
 * office as the person types; both call this, so they agree.
 */
export interface PasswordVerdict {
  strong: boolean;
  /** Why it is weak, in words to show beside the field. */
  reason?: string;
}

/**
 * zxcvbn's score 3: at least 10⁸ guesses, "safely unguessable" against an online attack and
 * enough, with argon2 (server/modules/auth/passwords.ts), against a stolen table.
 */
const strongScore = 3;

/**
 * zxcvbn's work grows faster than the length (64 random characters took 0.8 s of one core with
 * its defaults): it judges the first 64 characters, and tries at most 10 l33t substitutions, which
 * still catches "P4$$w0rd!" and keeps 64 characters under 0.1 s. A password whose first 64
 * characters are strong is strong.
 */
export const judgedLength = 64;

/** Words of this site that make a password easy to guess here, beside the person's own. */
const siteWords = ["aster", "asterhrms", "hrms", "admin", "backoffice"];

let estimator: ZxcvbnFactory | undefined;

export function judgePassword(password: string, ownWords: string[] = []): PasswordVerdict {
  // Built on first use: loading the dictionaries takes about 0.2 s.
  estimator ??= new ZxcvbnFactory({
    // zxcvbn's own words for a password holding the person's or the site's name are vague.
    translations: {
      ...translations,
      warnings: { ...translations.warnings, userInputs: "It contains your name or this site's name." },
    },
    graphs: adjacencyGraphs,
    dictionary: { ...commonWords, ...englishWords },
    maxLength: judgedLength,
    l33tMaxSubstitutions: 10,
  });
  const { score, feedback } = estimator.check(password, [...siteWords, ...ownWords.filter(Boolean)]);
  if (score >= strongScore) return { strong: true };
  const reason = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
  return { strong: false, reason: reason || "It would be easy to guess. Add another word or two." };
}

/** The field error for a weak password, on the server and in the browser alike. */
export const weakPasswordMessage = (label: string, reason: string | undefined) =>
  `${label} is too easy to guess. ${reason ?? ""}`.trim();
