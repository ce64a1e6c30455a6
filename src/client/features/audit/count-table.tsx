import { useItemSummaries } from '../../api/items/get-item-summary';
import { ItemLabel } from '../../ui/item-label';
import type { CountSheet } from './count-sheet';

interface Props {
  sheet: CountSheet;
  /** what the ledger says the bin holds; shown only when the operator asks */
  expected: Record<string, number> | null;
  onSet: (itemId: string, units: number) => void;
  onRemove: (itemId: string) => void;
}

/** The count so far, one line per item; with expected shown, items not yet counted appear too. */
export function CountTable({ sheet, expected, onSet, onRemove }: Props) {
  const counted = new Set(sheet.map(([id]) => id));
  const uncounted = expected ? Object.keys(expected).filter((id) => !counted.has(id)) : [];
  const lines: (readonly [string, number | null])[] = [...sheet, ...uncounted.map((id) => [id, null] as const)];
  const names = useItemSummaries(lines.map(([id]) => id));
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
          {lines.map(([id, units], index) => (
            <tr key={id}>
              <td>
                <ItemLabel value={id} />
                <div className="text-xs text-stone-500">{names[index]?.data?.name}</div>
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-label={`Count of ${id}`}
                  className="input w-24 tabular-nums"
                  value={units ?? ''}
                  placeholder="—"
                  title={units === null ? 'Not counted yet' : undefined}
                  onChange={(event) => {
                    const value = Number(event.target.value);
                    if (event.target.value !== '' && Number.isInteger(value) && value >= 0) onSet(id, value);
                  }}
                />
              </td>
              {expected && <td className="tabular-nums">{expected[id] ?? 0}</td>}
              <td>
                {units !== null && (
                  <button type="button" className="btn-secondary min-h-9 px-2" aria-label={`Remove ${id}`} onClick={() => onRemove(id)}>
                    ✕
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
