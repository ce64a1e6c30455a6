import type { UseFormRegisterReturn } from 'react-hook-form';
import { UNITS } from '../../../shared/units';
import { FormField } from '../../ui/form-field';

/** The Unit select of the New SKU and SKU edit forms; a refused change shows the server's reason here. */
export function UnitField({ registration, error }: { registration: UseFormRegisterReturn<'unit'>; error: string | undefined }) {
  return (
    <FormField label="Unit" error={error} hint="Whole numbers in ea; up to 3 decimals in the others.">
      {(props) => (
        <select {...props} {...registration} className="input">
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
