import { useCallback, useRef, useState } from "react";
import type { FieldErrors } from "../../../common/field-errors";

type FieldEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * A public form's values and field errors, kept the one way every form keeps them: typing in a
 * field clears its error, and showing errors moves the focus to the first field that has one (in
 * the form's order), so a keyboard or screen-reader user lands where the fix is needed.
 */
export function useFormFields<F extends Record<keyof F, string>>(
  initial: F,
  fieldOrder: readonly (keyof F & string)[],
) {
  const [fields, setFields] = useState<F>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: keyof F & string) => (event: FieldEvent) => {
    const { value } = event.target;
    setFields((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const showErrors = useCallback(
    (found: FieldErrors) => {
      setErrors(found);
      const first = fieldOrder.find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
    [fieldOrder],
  );

  /** Empties the form (or sets `next`) after a send, with no errors left over. */
  const reset = useCallback(
    (next: F = initial) => {
      setFields(next);
      setErrors({});
    },
    [initial],
  );

  return { fields, errors, setErrors, set, showErrors, reset, formRef };
}
