import type { FieldErrors, UseFieldArrayReturn, UseFormRegister } from 'react-hook-form';
import { LotWarnings } from '../../ui/lot-flags';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';
import type { NewMixtureInput } from './new-mixture-form';

/** The scanned batches, each with the quantity going into the mixture (what the bin holds, unless lowered). */
export function ComponentRows({
  rows,
  register,
  errors,
}: {
  rows: UseFieldArrayReturn<NewMixtureInput, 'components'>;
  register: UseFormRegister<NewMixtureInput>;
  errors: FieldErrors<NewMixtureInput>['components'];
}) {
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <div className="flex flex-col gap-1">
      {rows.fields.length === 0 ? (
        <p className="text-stone-500">No batches yet: scan each batch going into the mixture.</p>
      ) : (
        <table className="data-table" aria-label="Components">
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Quantity</th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.fields.map((row, index) => {
              const error = errors?.[index]?.quantity?.message;
              return (
                <tr key={row.id}>
                  <td className="min-w-0">
                    <ItemLabel value={row.batch_id} /> <LotWarnings id={row.batch_id} />
                    {row.name && <span className="block wrap-anywhere text-stone-600">{row.name}</span>}
                  </td>
                  <td>
                    <span className="flex items-center gap-2">
                      <input
                        {...register(`components.${index}.quantity`)}
                        aria-label={`Quantity of ${row.batch_id}`}
                        aria-invalid={Boolean(error)}
                        className="input w-28 tabular-nums"
                        inputMode="decimal"
                        autoComplete="off"
                      />
                      <span className="text-stone-700">{row.unit}</span>
                    </span>
                    <span className="text-xs text-stone-500">
                      of <Quantity value={row.available} unit={row.unit} /> in the bin
                    </span>
                    {error && <span className="block text-sm text-red-700">{error}</span>}
                  </td>
                  <td className="text-right">
                    <button
                      type="button"
                      className="btn-secondary"
                      aria-label={`Remove ${row.batch_id}`}
                      onClick={() => rows.remove(index)}
                    >
                      X
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {listError}
        </p>
      )}
    </div>
  );
}
