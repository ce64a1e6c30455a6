import type { UseFormRegisterReturn } from 'react-hook-form';
import { ROLES } from '../../../shared/permissions';
import { FormField } from '../../ui/form-field';

/** The role a person or an API token acts with, chosen from the three. */
export function RoleField({
  label,
  error,
  registration,
  className = 'input',
}: {
  label: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  return (
    <FormField label={label} error={error}>
      {(props) => (
        <select {...props} {...registration} className={className}>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
