import { judgedLength, type PasswordVerdict, weakPasswordMessage } from "../../../common/password-strength";
import { HttpError } from "../../http/errors";
import { workerThread } from "../../worker-thread";

/**
 * The server's judgement of a chosen password (common/password-strength.ts), on a worker thread:
 * zxcvbn works synchronously, tens of milliseconds for a long password, and on the event loop
 * that would hold every visitor's request meanwhile.
 */
const fromSource = import.meta.url.endsWith(".ts");
const workerUrl = new URL(
  fromSource ? "./password-strength-worker-source.mjs" : "./password-strength-worker.js",
  import.meta.url,
);

export type JudgeRequest = { password: string; ownWords: string[] };

const thread = workerThread<JudgeRequest, PasswordVerdict>(workerUrl, "password strength");

/** A chosen password zxcvbn rates as easy to guess; `field` is the form field it came from. */
export class WeakPasswordError extends Error {
  constructor(
    public readonly field: string,
    label: string,
    reason: string | undefined,
  ) {
    super(weakPasswordMessage(label, reason));
    this.name = "WeakPasswordError";
  }
}

/**
 * Refuses a weak password with WeakPasswordError. `ownWords` are the person's own (their
 * username), which make a password easy to guess for anyone who knows them.
 */
export async function requireStrongPassword(
  password: string,
  ownWords: string[],
  { field, label }: { field: string; label: string },
): Promise<void> {
  // Only what is judged crosses to the thread: a password may be up to 1000 characters.
  const verdict = await thread.run({ password: password.slice(0, judgedLength), ownWords });
  if (!verdict.strong) throw new WeakPasswordError(field, label, verdict.reason);
}

/** The 400 a route answers for a weak password: the reason on the field it came from. */
export const weakPasswordAnswer = (error: WeakPasswordError) =>
  new HttpError(400, error.message, { [error.field]: error.message });
