/**
 * Zod issues as per-field messages, without importing Zod itself: public forms load their
 * schemas on demand, and this runs on whatever issues those schemas (or the server) report.
 */
export type FieldErrors = Record<string, string>;

/** The part of a Zod issue this needs, so callers can pass `error.issues` from any Zod version. */
interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * `{ "field.path": message }`, first message per field. The browser's forms and the server's
 * error handler both use this, so a rule reads the same wherever it fails. An issue about the
 * value as a whole (empty path) is keyed "".
 */
export function fieldErrorsOf(issues: readonly IssueLike[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    errors[issue.path.map(String).join(".")] ??= issue.message;
  }
  return errors;
}

/** A form shows one message per input: "features.2" belongs to the "features" field. */
export function topLevelFieldErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) result[path.split(".")[0] ?? ""] ??= message;
  return result;
}
