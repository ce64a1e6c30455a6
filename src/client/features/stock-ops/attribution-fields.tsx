import type { ChangeEvent } from 'react';
import { FormField } from '../../ui/form-field';
import type { StockFormControl } from './operations';

/**
 * Who made the change and why, in one compact row after the quantity, so a scan's Enter in
 * the quantity still submits. The operator's name is handed on as typed, to be remembered.
 */
export function AttributionFields({ form, onOperator }: { form: StockFormControl; onOperator: (name: string) => void }) {
  const { errors } = form.formState;
  const operator = form.register('operator', { onChange: (event: ChangeEvent<HTMLInputElement>) => onOperator(event.target.value) });
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:gap-4">
      <FormField label="Operator" error={errors.operator?.message}>
        {(props) => <input {...props} {...operator} className="input" autoComplete="name" placeholder="Your name" />}
      </FormField>
      <FormField label="Note" error={errors.note?.message}>
        {(props) => <input {...props} {...form.register('note')} className="input" autoComplete="off" placeholder="Optional" />}
      </FormField>
    </div>
  );
}
