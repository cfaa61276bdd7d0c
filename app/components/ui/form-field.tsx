import { type InputHTMLAttributes, useId } from "react";
import { cn } from "../../lib/cn";

export const inputClasses =
  "block w-full rounded-lg border border-line-strong bg-surface px-3 py-2.5 text-ink text-sm shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-[var(--focus)] aria-[invalid=true]:border-red-600";

/**
 * A label, a control and its message, wired together: the control gets the id, aria-invalid
 * and aria-describedby, so a screen reader reads the error with the field.
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
  children: (control: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
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
      <div className="mt-1.5">{children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}</div>
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
