import { type InputHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";

export const inputClasses =
  "block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink text-sm shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-[var(--focus)] aria-[invalid=true]:border-red-600";

/**
 * What FormField gives its control: spread it onto the input, select or textarea. `required` is the
 * native attribute, so a screen reader says "required" with the label (the asterisk is only drawn,
 * aria-hidden). Every form on the site is `noValidate` and checks its fields with the shared Zod
 * schema, so the attribute never lets the browser's own validation bubbles in.
 */
export interface FieldControl {
  id: string;
  required: boolean;
  "aria-invalid": boolean;
  /** The hint and the error, when shown: a screen reader reads them with the field. */
  "aria-describedby"?: string;
}

/**
 * A label, a control and its message, wired together: the control gets the id, `required`,
 * aria-invalid and aria-describedby, so a screen reader reads the error with the field. A field
 * marked `required` must be one its form's schema requires, and the form must be `noValidate`.
 */
export function FormField({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: (control: FieldControl) => React.ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">
        {children({ id, required: Boolean(required), "aria-invalid": Boolean(error), "aria-describedby": describedBy })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-ink-muted text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cn("mt-1.5 font-medium text-danger text-sm")}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A FormField around a plain input, the case most forms repeat: the field's own props, then
 * anything an input takes (name, value or defaultValue, onChange, type, maxLength…).
 */
export function TextField({
  label,
  hint,
  error,
  required,
  className,
  ...input
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  required?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "required">) {
  return (
    <FormField label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => <input {...control} {...input} className={inputClasses} />}
    </FormField>
  );
}
