import type { FieldErrors } from "../../../common/field-errors";
import { FormField, inputClasses } from "../ui/form-field";

type FieldEvent = React.ChangeEvent<HTMLInputElement>;

/** A field's words: its label, the help shown under it, and whether it is required (content/data-rights.ts's shape). */
export interface FieldCopy {
  label: string;
  help?: string;
  required?: boolean;
}

/**
 * The Name and Email fields a public form asks for (contact, privacy request, Live Support), with
 * the autocomplete hints that let a browser fill them. The form lays them out (a grid, a stack);
 * the names are `name` and `email`, which is what the forms' schemas and focus order use.
 */
export function NameEmailFields({
  values,
  errors,
  set,
  copy = { name: { label: "Name", required: true }, email: { label: "Email", required: true } },
  nameMaxLength,
}: {
  values: { name: string; email: string };
  errors: FieldErrors;
  set: (field: "name" | "email") => (event: FieldEvent) => void;
  copy?: { name: FieldCopy; email: FieldCopy };
  nameMaxLength?: number;
}) {
  return (
    <>
      <FormField label={copy.name.label} hint={copy.name.help} error={errors.name} required={copy.name.required}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            maxLength={nameMaxLength}
            value={values.name}
            onChange={set("name")}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={copy.email.label} hint={copy.email.help} error={errors.email} required={copy.email.required}>
        {(control) => (
          <input
            {...control}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set("email")}
            className={inputClasses}
          />
        )}
      </FormField>
    </>
  );
}
