import { useState, type RefObject } from 'react';
import { useWatch, type FieldErrors, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { FormField } from '../../ui/form-field';
import { ItemLabel } from '../../ui/item-label';
import { LotWarnings } from '../../ui/lot-flags';
import { asLabel } from '../../ui/item-form';
import { LABEL_FIELD } from '../../ui/label-field';
import { Quantity } from '../../ui/quantity';
import type { RunValues } from './run-step-form';
import { requirementLines } from './run-step-inputs';
import { ListError, RowErrors } from './run-step-section';

/** The template's inputs and how far the listed lots meet each. */
function Requirements({ template, rows }: { template: TemplateState; rows: RunValues['consumed'] }) {
  return (
    <ul aria-label="Input requirements" className="flex flex-col gap-1">
      {requirementLines(template, rows).map((line) => (
        <li key={line.sku_id} className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-stone-50 px-3 py-2">
          <span className="min-w-0 wrap-anywhere">
            <span className="font-semibold">{line.name}</span> <ItemLabel value={line.sku_id} />
          </span>
          <span className={line.met ? 'text-brand-700' : 'text-amber-800'}>
            {line.nominal === null ? 'flexible' : <Quantity value={line.nominal} unit={line.unit} />}
            {' · '}
            {line.met ? (
              'met'
            ) : line.listed > 0 ? (
              <>
                only <Quantity value={line.listed} unit={line.unit} /> listed
              </>
            ) : line.scanned ? (
              'enter the quantity'
            ) : (
              'not scanned yet'
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What a lot's bin holds of it: a choice when several bins do and none was scanned. */
function BinCell({
  form,
  index,
  id,
  holdings,
}: {
  form: UseFormReturn<RunValues>;
  index: number;
  id: string;
  holdings: Record<string, number>;
}) {
  const bins = Object.keys(holdings).filter((bin) => (holdings[bin] ?? 0) > 0);
  if (bins.length === 1)
    return (
      <span>
        from <ItemLabel value={bins[0] ?? ''} />
      </span>
    );
  return (
    <select {...form.register(`consumed.${index}.bin_id`)} aria-label={`Bin of ${id}`} className="input w-auto font-label">
      <option value="">Which bin?</option>
      {bins.map((bin) => (
        <option key={bin} value={bin}>
          {bin}
        </option>
      ))}
    </select>
  );
}

export function ConsumedRows({
  form,
  rows,
  template,
  lotField,
  addInput,
}: {
  form: UseFormReturn<RunValues>;
  rows: UseFieldArrayReturn<RunValues, 'consumed'>;
  template: TemplateState;
  lotField: RefObject<HTMLInputElement | null>;
  addInput: (id: string) => Promise<unknown>;
}) {
  const values = useWatch({ control: form.control, name: 'consumed' });
  const errors: FieldErrors<RunValues>['consumed'] = form.formState.errors.consumed;
  const [typed, setTyped] = useState('');
  const add = async () => {
    if ((await addInput(typed.trim().toUpperCase())) === true) setTyped('');
  };
  return (
    <>
      <Requirements template={template} rows={values} />
      <FormField
        label="Bin"
        error={form.formState.errors.bin?.message}
        hint="Scan the bin you take lots from. A lot that only one bin holds needs none; a mixture knows its bin."
      >
        {(props) => <input {...props} {...form.register('bin', asLabel)} className="input font-label" {...LABEL_FIELD} />}
      </FormField>
      <div className="flex flex-col gap-1">
        <label htmlFor="run-step-lot" className="font-semibold text-stone-700">
          Lot or mixture
        </label>
        <div className="flex gap-2">
          <input
            id="run-step-lot"
            name="lot"
            ref={lotField}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the typed lot; it must not submit the run.
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void add();
            }}
            className="input font-label"
            {...LABEL_FIELD}
          />
          <button type="button" className="btn-secondary" onClick={() => void add()} disabled={!typed.trim()}>
            Add
          </button>
        </div>
      </div>
      {rows.fields.length === 0 ? (
        <p className="text-stone-500">Nothing consumed yet: scan each lot or mixture the run uses.</p>
      ) : (
        <ul aria-label="Consumed" className="flex flex-col gap-2">
          {rows.fields.map((row, index) => {
            const value = values[index] ?? row;
            const held = value.bin_id ? value.holdings[value.bin_id] : undefined;
            const rowErrors = errors?.[index];
            return (
              <li key={row.id} className="flex flex-col gap-2 rounded-md border border-stone-200 p-2">
                <div className="flex items-start justify-between gap-2">
                  <span className="min-w-0 wrap-anywhere">
                    <ItemLabel value={row.resource_id} />{' '}
                    {row.kind === 'mixture' && <span className="text-xs uppercase text-stone-500">mixture</span>}{' '}
                    <LotWarnings id={row.resource_id} />
                    <span className="block text-stone-600">{row.name}</span>
                  </span>
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-label={`Remove ${row.resource_id}`}
                    onClick={() => rows.remove(index)}
                  >
                    X
                  </button>
                </div>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                  <span className="flex items-center gap-2">
                    <input
                      {...form.register(`consumed.${index}.quantity`)}
                      aria-label={`Quantity of ${row.resource_id}`}
                      aria-invalid={Boolean(rowErrors?.quantity)}
                      className="input w-28 tabular-nums"
                      inputMode="decimal"
                      autoComplete="off"
                    />
                    <span className="text-stone-700">{row.unit}</span>
                  </span>
                  <BinCell form={form} index={index} id={row.resource_id} holdings={row.holdings} />
                  {held !== undefined && (
                    <span className="text-sm text-stone-500">
                      (<Quantity value={held} unit={row.unit} /> on hand)
                    </span>
                  )}
                </div>
                <RowErrors messages={[rowErrors?.resource_id?.message, rowErrors?.bin_id?.message, rowErrors?.quantity?.message]} />
              </li>
            );
          })}
        </ul>
      )}
      <ListError message={errors?.message} />
    </>
  );
}
