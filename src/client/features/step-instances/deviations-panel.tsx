import { useId } from 'react';
import type { InstanceState } from '../../../shared/contract/step-instances';
import type { Unit } from '../../../shared/units';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { NamedLabel } from '../../ui/named-label';
import { deviationText, sideText } from './deviation-text';

/** The unit of each SKU the run booked; a SKU it left out is known from its summary. */
function bookedUnits(run: InstanceState): Map<string, Unit> {
  const rows = [...run.consumed, ...run.produced];
  return new Map(rows.flatMap((row) => (row.sku_id ? [[row.sku_id, row.unit] as const] : [])));
}

/** Where the run differed from its template, in amber so nobody misses it; nothing when it did not. */
export function DeviationsPanel({ run }: { run: InstanceState }) {
  const headingId = useId();
  const skus = [...new Set(run.deviations.map((deviation) => deviation.sku_id))];
  const summaries = useItemSummaries(skus);
  if (run.deviations.length === 0) return null;
  const booked = bookedUnits(run);
  const summaryOf = (sku: string) => summaries[skus.indexOf(sku)]?.data;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
      <h2 id={headingId} className="font-semibold">
        {run.deviations.length === 1 ? '1 deviation from the template' : `${run.deviations.length} deviations from the template`}
      </h2>
      <ul className="mt-1 flex list-disc flex-col gap-1 pl-5">
        {run.deviations.map((deviation) => {
          const summary = summaryOf(deviation.sku_id);
          const unit = booked.get(deviation.sku_id) ?? summary?.unit ?? null;
          return (
            <li key={`${deviation.side} ${deviation.sku_id}`}>
              {sideText(deviation)} <NamedLabel value={deviation.sku_id} name={summary?.name} />: {deviationText(deviation, unit)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
