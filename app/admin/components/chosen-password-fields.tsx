import { FormField, inputClasses } from "../../components/ui/form-field";
import { usePasswordHint } from "../lib/use-password-hint";

/**
 * A password someone chooses on a signed-out page (an invitation, a reset): the field, with how
 * easy it is to guess as they type, and its confirmation. The page checks that the two match.
 */
export function ChosenPasswordFields({
  label,
  password,
  onPassword,
  confirmation,
  onConfirmation,
  errors,
  ownWords,
}: {
  label: string;
  password: string;
  onPassword: (value: string) => void;
  confirmation: string;
  onConfirmation: (value: string) => void;
  errors: Record<string, string>;
  /** The person's name and address: a password built on them is easy to guess. */
  ownWords: string[];
}) {
  const hint = usePasswordHint(password, ownWords);
  return (
    <>
      <FormField label={label} hint={hint} error={errors.password} required>
        {(control) => (
          <input
            {...control}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => onPassword(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField label={`Confirm ${label.toLowerCase()}`} error={errors.confirmPassword} required>
        {(control) => (
          <input
            {...control}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => onConfirmation(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
    </>
  );
}

/** The field errors of a chosen password: the schema's, then whether the confirmation matches. */
export function chosenPasswordErrors(
  issues: Record<string, string>,
  password: string,
  confirmation: string,
): Record<string, string> {
  if (Object.keys(issues).length > 0 || confirmation === password) return issues;
  return { ...issues, confirmPassword: "The passwords do not match" };
}
