import { useWatch } from 'react-hook-form';
import { FormField } from '../../ui/form-field';
import { CustomerHint } from './label-hints';
import type { StockFormControl } from './operations';

/**
 * Whom a release ships to, and the customer's order reference (decision 043): left blank, the
 * release goes to no one named. Both stay for the next line of the same order. Ship needs the
 * customer (`required`).
 */
export function ShipToFields({ form, required = false }: { form: StockFormControl; required?: boolean }) {
  const { errors } = form.formState;
  const customer = useWatch({ control: form.control, name: 'customer' }) ?? '';
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-4">
      <FormField label="Ship to customer" error={errors.customer?.message} hint={<CustomerHint label={customer} />}>
        {(props) => (
          <input
            {...props}
            {...form.register('customer')}
            className="input font-mono uppercase"
            autoComplete="off"
            autoCapitalize="characters"
            placeholder={required ? 'CUS…' : 'Optional, CUS…'}
          />
        )}
      </FormField>
      <FormField label="Order reference" error={errors.reference?.message}>
        {(props) => <input {...props} {...form.register('reference')} className="input" autoComplete="off" placeholder="Optional" />}
      </FormField>
    </div>
  );
}
