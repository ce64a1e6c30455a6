import { FormField } from '../../ui/form-field';
import { OperatorField, rememberedAs } from '../../ui/operator-field';
import type { StockFormControl } from './operations';

/**
 * Who made the change and why, in one compact row after the quantity, so a scan's Enter in
 * the quantity still submits. The operator's name is handed on as typed, to be remembered.
 */
export function AttributionFields({ form, onOperator }: { form: StockFormControl; onOperator: (name: string) => void }) {
  const { errors } = form.formState;
  const operator = form.register('operator', rememberedAs(onOperator));
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-4">
      <OperatorField error={errors.operator?.message} registration={operator} />
      <FormField label="Note" error={errors.note?.message}>
        {(props) => <input {...props} {...form.register('note')} className="input" autoComplete="off" placeholder="Optional" />}
      </FormField>
    </div>
  );
}
