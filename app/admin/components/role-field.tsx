import { isStaffRole, roleDescriptions, roleLabels, staffRoles } from "../../../common/permissions";
import { FormField, inputClasses } from "../../components/ui/form-field";

/** A form's role choice: the four roles by name, and what the chosen one may do as its hint. */
export function RoleField({
  select,
  error,
}: {
  /** The form's `field("role")`. */
  select: { name: string; value: string; onChange: (event: React.ChangeEvent<HTMLSelectElement>) => void };
  error: string | undefined;
}) {
  return (
    <FormField
      label="Role"
      hint={isStaffRole(select.value) ? roleDescriptions[select.value] : "What they may do in the back office"}
      error={error}
      required
    >
      {(control) => (
        <select {...control} {...select} className={inputClasses}>
          <option value="">Choose a role</option>
          {staffRoles.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
