import { useState } from 'react';
import { countedContents } from '../../../shared/audit-reconcile';
import { decimalOf } from '../../../shared/decimal-text';
import { DEFAULT_UNIT, fitsUnit, isCounted, type Unit } from '../../../shared/units';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { ExpiredFlag } from '../../ui/lot-flags';
import { ItemLabel } from '../../ui/item-label';
import { scanGrammar } from '../../ui/label-field';
import { Quantity } from '../../ui/quantity';
import type { CountSheet } from './count-sheet';

interface Props {
  sheet: CountSheet;
  /** what the ledger says the bin holds; shown only when the operator asks */
  expected: Record<string, number> | null;
  onSet: (itemId: string, units: number) => void;
  onRemove: (itemId: string) => void;
}

/** Whether a typed count fits the item's unit; whole while the unit is not known yet. */
const countFits = (value: number, unit: Unit | null) => value >= 0 && fitsUnit(value, unit ?? DEFAULT_UNIT);

/**
 * One item's count as typed. Text, not a number box (Chromium's empties "2,5"): it keeps what
 * is typed on the way ("2,") and books it once it reads as a count the unit takes; a count
 * changed elsewhere (another scan of the item) replaces it.
 */
function CountInput({ id, units, unit, onSet }: { id: string; units: number | null; unit: Unit | null; onSet: Props['onSet'] }) {
  const [text, setText] = useState(units === null ? '' : String(units));
  const [booked, setBooked] = useState(units);
  if (units !== booked) {
    setBooked(units);
    setText(units === null ? '' : String(units));
  }
  return (
    <input
      inputMode={unit !== null && !isCounted(unit) ? 'decimal' : 'numeric'}
      autoComplete="off"
      aria-label={`Count of ${id}`}
      className="input w-24 tabular-nums"
      value={text}
      placeholder="—"
      title={units === null ? 'Not counted yet' : undefined}
      // A label scanned while a count has focus is a scan (it counts its item), never typed into the count.
      {...scanGrammar('label')}
      onChange={(event) => {
        setText(event.target.value);
        const value = decimalOf(event.target.value);
        if (value === null || !countFits(value, unit)) return;
        setBooked(value);
        onSet(id, value);
      }}
    />
  );
}

/** The count so far, one line per item, in the item's unit; with expected shown, lots and SKUs not yet counted appear too. */
export function CountTable({ sheet, expected, onSet, onRemove }: Props) {
  const counted = new Set(sheet.map(([id]) => id));
  const uncounted = expected ? Object.keys(countedContents(expected)).filter((id) => !counted.has(id)) : [];
  const lines: (readonly [string, number | null])[] = [...sheet, ...uncounted.map((id) => [id, null] as const)];
  const summaries = useItemSummaries(lines.map(([id]) => id));
  if (lines.length === 0) return <p className="text-stone-500">Nothing counted yet. Scan an item, or type its label.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Counted</th>
            {expected && <th scope="col">Expected</th>}
            <th scope="col">
              <span className="sr-only">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(([id, units], index) => {
            const summary = summaries[index]?.data;
            const unit = summary?.unit ?? null;
            return (
              <tr key={id}>
                <td>
                  <ItemLabel value={id} /> {summary?.expired && <ExpiredFlag />}
                  <div className="text-xs text-stone-500">{summary?.name}</div>
                </td>
                <td>
                  <div className="flex items-center gap-1">
                    <CountInput id={id} units={units} unit={unit} onSet={onSet} />
                    {unit && <span className="shrink-0 text-sm whitespace-nowrap text-stone-600">{unit}</span>}
                  </div>
                </td>
                {expected && (
                  <td>
                    <Quantity value={expected[id] ?? 0} unit={unit} />
                  </td>
                )}
                <td>
                  {units !== null && (
                    <button type="button" className="btn-secondary min-h-9 px-2" aria-label={`Remove ${id}`} onClick={() => onRemove(id)}>
                      ✕
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
