import { FormField } from '../../ui/form-field';
import type { StockFormControl } from './operations';

/**
 * Whom a release ships to, and the customer's order reference (decision 043): left blank, the
 * release goes to no one named. Both stay for the next line of the same order.
 */
export function ShipToFields({ form }: { form: StockFormControl }) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-4">
      <FormField label="Ship to customer" error={errors.customer?.message}>
        {(props) => (
          <input
            {...props}
            {...form.register('customer')}
            className="input font-mono uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder="Optional, CUS…"
          />
        )}
      </FormField>
      <FormField label="Order reference" error={errors.reference?.message}>
        {(props) => <input {...props} {...form.register('reference')} className="input" autoComplete="off" placeholder="Optional" />}
      </FormField>
    </div>
  );
}
