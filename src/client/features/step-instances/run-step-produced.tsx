import { useState } from 'react';
import { useWatch, type FieldErrors, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { ItemLabel } from '../../ui/item-label';
import { asLabel } from '../../ui/item-form';
import { LABEL_FIELD } from '../../ui/label-field';
import { outputRowOf, type RunValues } from './run-step-form';
import { outputIds } from './run-step-ids';
import { ListError, RowErrors } from './run-step-section';

/** A labelled field of an output row; the label stays visible, as rows stack on a phone. */
function Cell({ label, className = '', children }: { label: string; className?: string; children: React.ReactNode }) {
  return (
    <label className={`flex min-w-0 flex-col gap-1 text-sm font-semibold text-stone-600 ${className}`}>
      {label}
      {children}
    </label>
  );
}

/** The new lots: a suggested id each (blank takes it), a name from the SKU, a quantity, and the bin they go into. */
export function ProducedRows({
  form,
  rows,
  template,
  nextBatch,
}: {
  form: UseFormReturn<RunValues>;
  rows: UseFieldArrayReturn<RunValues, 'produced'>;
  template: TemplateState;
  nextBatch: string | undefined;
}) {
  const values = useWatch({ control: form.control, name: 'produced' });
  const errors: FieldErrors<RunValues>['produced'] = form.formState.errors.produced;
  const suggested = outputIds(values, nextBatch);
  const skus = [...new Set(template.outputs.map((output) => output.sku_id))];
  const [extra, setExtra] = useState('');
  const chosen = skus.includes(extra) ? extra : (skus[0] ?? '');
  return (
    <>
      <p className="text-sm text-stone-500">
        Scan the bin the new lots go into while this side is active: rows without a bin take it, or only the row whose bin field you are in.
      </p>
      <ul aria-label="Produced" className="flex flex-col gap-2">
        {rows.fields.map((row, index) => {
          const n = index + 1;
          const rowErrors = errors?.[index];
          const field = (name: 'batch_id' | 'name' | 'quantity' | 'bin_id') => ({
            ...form.register(`produced.${index}.${name}`, name === 'batch_id' || name === 'bin_id' ? asLabel : {}),
            'aria-invalid': Boolean(rowErrors?.[name]),
          });
          return (
            <li key={row.id} className="flex flex-col gap-2 rounded-md border border-stone-200 p-2">
              <div className="flex items-start justify-between gap-2">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">Output {n}</span>
                  <ItemLabel value={row.sku_id} />
                  <span className="wrap-anywhere text-stone-600">{template.skus[row.sku_id]?.name}</span>
                </p>
                <button type="button" className="btn-secondary" aria-label={`Remove output ${n}`} onClick={() => rows.remove(index)}>
                  X
                </button>
              </div>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-[10rem_1fr_8rem_10rem]">
                <Cell label="Lot ID">
                  <input
                    {...field('batch_id')}
                    aria-label={`Lot ID of output ${n}`}
                    placeholder={suggested[index] ?? ''}
                    className="input font-label"
                    {...LABEL_FIELD}
                  />
                </Cell>
                {/* A lot's name wants the width: on a phone it takes its own line, first. */}
                <Cell label="Name" className="order-first col-span-2 sm:order-none sm:col-span-1">
                  <input {...field('name')} aria-label={`Name of output ${n}`} className="input" autoComplete="off" />
                </Cell>
                <Cell label={`Quantity (${row.unit})`}>
                  <input
                    {...field('quantity')}
                    aria-label={`Quantity of output ${n}`}
                    className="input tabular-nums"
                    inputMode="decimal"
                    autoComplete="off"
                  />
                </Cell>
                <Cell label="Into bin">
                  <input {...field('bin_id')} aria-label={`Bin of output ${n}`} className="input font-label" {...LABEL_FIELD} />
                </Cell>
              </div>
              <RowErrors
                messages={[
                  rowErrors?.batch_id?.message,
                  rowErrors?.sku_id?.message,
                  rowErrors?.name?.message,
                  rowErrors?.quantity?.message,
                  rowErrors?.bin_id?.message,
                ]}
              />
            </li>
          );
        })}
      </ul>
      <ListError message={errors?.message} />
      <div className="flex flex-wrap gap-2">
        <select
          value={chosen}
          onChange={(event) => setExtra(event.target.value)}
          aria-label="SKU of another output"
          className="input w-auto min-w-0 max-w-full"
        >
          {skus.map((sku) => (
            <option key={sku} value={sku}>
              {template.skus[sku]?.name || sku} ({sku})
            </option>
          ))}
        </select>
        <button type="button" className="btn-secondary" onClick={() => rows.append(outputRowOf(template, chosen), { shouldFocus: false })}>
          Add output
        </button>
      </div>
    </>
  );
}
