import { useCallback, useEffect, useRef, useState } from "react";
import type { ZodType } from "zod";
import { type FieldErrors, fieldErrorsOf, topLevelFieldErrors } from "../../../common/field-errors";
import { ApiError } from "../../lib/api";
import { useAdminAction } from "./use-admin-action";

type FormValue = string | boolean;

export interface AdminFormOptions<Values, Input, Result> {
  /** The fields as the form starts (a record's values, or empty). A new record means a new `key`. */
  initial: Values;
  /** The fields as the schema and the API take them (numbers parsed, lists split); the values themselves if absent. */
  toInput?: (values: Values) => unknown;
  /** Rules the shared schema cannot state (two password fields that must match). */
  check?: (values: Values) => FieldErrors;
  /** The write, with what the schema parsed. */
  save: (input: Input) => Promise<Result>;
  /** The toasts (SPEC's words where it has them); `exactFailure` hides the server's own message. */
  messages: { success: string | ((result: Result) => string); failure: string; exactFailure?: boolean };
  /** Runs once the saved form is no longer dirty, so a navigation it starts is not blocked. */
  onSaved?: (result: Result) => void;
  /** After a save the fields empty again (a new user, a password change) instead of keeping what was saved. */
  resetOnSave?: boolean;
  /** False when something else asks before leaving: a FormModal around it, or another form on the page. */
  warnOnLeave?: boolean;
  /** Told whenever the form becomes dirty or clean (a FormModal asks before closing a dirty form). */
  onDirtyChange?: (dirty: boolean) => void;
}

const sameValues = <Values extends Record<string, FormValue>>(a: Values, b: Values) =>
  Object.keys(a).every((key) => a[key] === b[key]);

/**
 * After a failed check, the keyboard goes to the first field that needs fixing. Returns the ref
 * for the form and the function that asks for it (the focus moves once the messages are drawn).
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks > 0) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checks]);
  const focusFirstInvalid = useCallback(() => setChecks((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}

/**
 * A back-office form's state, one way for every form: the values and whether they differ from
 * what was loaded or last saved (dirty), the browser's check with the same Zod schema the server
 * uses (from common/), the server's field messages on the same fields, the keyboard on the first
 * field to fix, and the write through `useAdminAction` (its toasts, fresh data, an ended session
 * to sign-in). Render it with `<AdminForm form={…}>`, which also warns before leaving unsaved changes.
 */
export function useAdminForm<Values extends Record<string, FormValue>, Input, Result>(
  schema: ZodType<Input>,
  options: AdminFormOptions<Values, Input, Result>,
) {
  const { run, busy } = useAdminAction();
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const [baseline, setBaseline] = useState(options.initial);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState<{ result: Result } | null>(null);
  const dirty = !sameValues(values, baseline);

  // The latest callbacks, without making the effects below run again when a parent re-renders.
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => latest.current.onDirtyChange?.(dirty), [dirty]);
  useEffect(() => {
    if (saved) latest.current.onSaved?.(saved.result);
  }, [saved]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid();
  };

  const set = (changes: Partial<Values>) => setValues((current) => ({ ...current, ...changes }));

  /** A text input's, textarea's or select's value and change handler. */
  const field = (name: keyof Values & string) => ({
    name,
    value: String(values[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set({ [name]: event.target.value } as Partial<Values>),
  });

  /** A checkbox's state and change handler. */
  const checkbox = (name: keyof Values & string) => ({
    name,
    type: "checkbox" as const,
    checked: values[name] === true,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.checked } as Partial<Values>),
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = values;
    const parsed = schema.safeParse(options.toInput ? options.toInput(sent) : sent);
    const found = {
      ...(parsed.success ? {} : topLevelFieldErrors(fieldErrorsOf(parsed.error.issues))),
      ...options.check?.(sent),
    };
    if (!parsed.success || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    let serverErrors: FieldErrors = {};
    const { success, failure, exactFailure } = options.messages;
    const outcome = await run(
      async () => {
        try {
          return { result: await options.save(parsed.data) };
        } catch (error) {
          if (error instanceof ApiError) serverErrors = topLevelFieldErrors(error.errors);
          throw error;
        }
      },
      { success: typeof success === "function" ? ({ result }) => success(result) : success, failure, exactFailure },
    );
    if (outcome) {
      const next = options.resetOnSave ? options.initial : sent;
      setBaseline(next);
      if (options.resetOnSave) setValues(next);
      setSaved(outcome);
    } else if (Object.keys(serverErrors).length > 0) {
      showErrors(serverErrors);
    }
  }

  /** Back to where the form started, messages cleared (a dialog closed without saving). */
  const reset = () => {
    setValues(baseline);
    setErrors({});
  };

  return {
    values,
    errors,
    dirty,
    busy,
    set,
    field,
    checkbox,
    reset,
    onSubmit,
    formRef,
    warnOnLeave: options.warnOnLeave ?? true,
  };
}

export type AdminFormState = ReturnType<typeof useAdminForm>;
