import type { Unit } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';

/** An id linked to its page, with its name under it; a dash for none. */
export function Named({ id, name }: { id: string | null; name: string | null }) {
  if (id === null) return <span className="text-stone-400">—</span>;
  return (
    <>
      <ItemLabel value={id} />
      {name && <span className="block wrap-anywhere text-stone-600">{name}</span>}
    </>
  );
}

/** A quantity in CSV: its number and unit apart, so a spreadsheet can add the numbers up; none (a hold) is an empty cell. */
export const quantityCsv = <Row,>(header: string, value: (row: Row) => number | null, unit: (row: Row) => Unit | null) => ({
  [header]: (row: Row) => String(value(row) ?? ''),
  Unit: (row: Row) => unit(row) ?? '',
});
