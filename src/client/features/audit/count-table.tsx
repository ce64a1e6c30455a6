import { useState } from 'react';
import { countedContents } from '../../../shared/audit-reconcile';
import { isCounted, type Unit } from '../../../shared/units';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { ExpiredFlag } from '../../ui/lot-flags';
import { ItemLabel } from '../../ui/item-label';
import { scanGrammar } from '../../ui/label-field';
import { Quantity } from '../../ui/quantity';
import { readCount, type CountSheet } from './count-sheet';

interface Props {
  sheet: CountSheet;
  /** what the ledger says the bin holds; shown only when the operator asks */
  expected: Record<string, number> | null;
  onSet: (itemId: string, units: number) => void;
  onRemove: (itemId: string) => void;
}

/**
 * One item's count as typed. Text, not a number box (Chromium's empties "2,5"): it keeps what
 * is typed on the way ("2,") and books it once it reads as a count the unit takes; until then
 * it says why, and leaving the box puts back the count booked, so what shows is what is
 * booked. A count changed elsewhere (another scan of the item) replaces it.
 */
function CountInput({ id, units, unit, onSet }: { id: string; units: number | null; unit: Unit | null; onSet: Props['onSet'] }) {
  const bookedText = (count: number | null) => (count === null ? '' : String(count));
  const [text, setText] = useState(bookedText(units));
  const [booked, setBooked] = useState(units);
  if (units !== booked) {
    setBooked(units);
    setText(bookedText(units));
  }
  const read = text === bookedText(booked) ? null : readCount(text, unit);
  const problem = read && 'problem' in read ? read.problem : null;
  const problemId = `count-problem-${id}`;
  return (
    <div>
      <div className="flex items-center gap-1">
        <input
          inputMode={unit !== null && !isCounted(unit) ? 'decimal' : 'numeric'}
          autoComplete="off"
          aria-label={`Count of ${id}`}
          aria-invalid={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          className="input w-24 tabular-nums"
          value={text}
          placeholder="—"
          title={units === null ? 'Not counted yet' : undefined}
          // A label scanned while a count has focus is a scan (it counts its item), never typed into the count.
          {...scanGrammar('label')}
          onChange={(event) => {
            setText(event.target.value);
            const next = readCount(event.target.value, unit);
            if (!('count' in next)) return;
            setBooked(next.count);
            onSet(id, next.count);
          }}
          onBlur={() => setText(bookedText(booked))}
        />
        {unit && <span className="shrink-0 text-sm whitespace-nowrap text-stone-600">{unit}</span>}
      </div>
      {problem && (
        <p id={problemId} className="mt-1 max-w-40 text-xs whitespace-normal text-red-700">
          {problem}
        </p>
      )}
    </div>
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
                  <CountInput id={id} units={units} unit={unit} onSet={onSet} />
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
