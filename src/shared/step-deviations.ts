import type { Deviation } from './contract/step-instances';
import { MICRO, toMicro } from './units';

/** One side of a run as booked: the SKU of each row (null for a lot without one) and its amount. */
export type RunSide = readonly { sku_id: string | null; quantity: number }[];

/** A template's requirement as compared: no quantity is 'flexible'. */
export type Planned = readonly { sku_id: string; quantity?: number | null | undefined }[];

/** Amount per SKU in micro-units, in the order SKUs first appear. */
function totals(rows: readonly { sku_id: string | null; quantity?: number | null | undefined }[]): Map<string, number | null> {
  const sums = new Map<string, number | null>();
  for (const row of rows) {
    if (row.sku_id === null) continue;
    const had = sums.get(row.sku_id);
    const quantity = row.quantity == null ? null : toMicro(row.quantity);
    // A flexible row makes the SKU's amount flexible as a whole.
    sums.set(row.sku_id, had === null || quantity === null ? null : (had ?? 0) + quantity);
  }
  return sums;
}

function sideDeviations(side: Deviation['side'], expected: Planned, actual: RunSide): Deviation[] {
  const planned = totals(expected);
  const booked = totals(actual) as Map<string, number>;
  const deviations: Deviation[] = [];
  for (const [sku_id, quantity] of planned) {
    const got = booked.get(sku_id);
    const nominal = quantity === null ? null : quantity / MICRO;
    if (got === undefined) deviations.push({ side, sku_id, expected: nominal, actual: 0, reason: 'missing' });
    else if (quantity !== null && got !== quantity)
      deviations.push({ side, sku_id, expected: nominal, actual: got / MICRO, reason: 'quantity differs' });
  }
  for (const [sku_id, got] of booked) {
    if (!planned.has(sku_id)) deviations.push({ side, sku_id, expected: null, actual: got / MICRO, reason: 'not in template' });
  }
  return deviations;
}

/**
 * Where a run differs from its template: a SKU the template names that the run left out, one
 * it used or made that the template does not name, or another total than the nominal one
 * (flexible requirements take any amount). Lots without a SKU cannot be compared and are left out.
 */
export function deviationsOf(template: { inputs: Planned; outputs: Planned }, run: { inputs: RunSide; outputs: RunSide }): Deviation[] {
  return [...sideDeviations('input', template.inputs, run.inputs), ...sideDeviations('output', template.outputs, run.outputs)];
}
