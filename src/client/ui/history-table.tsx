import { useState } from 'react';
import type { HistoryEntry } from '../../shared/contract/history';
import { useHistory, type HistorySubject } from '../api/history/get-history';
import { ItemLabel } from './item-label';
import { Loading } from './query-state';

const PAGE_SIZE = 20;

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

/** `bin-delete` reads as 'Bin delete'; kinds added later read sensibly without a table here. */
export const changeText = (kind: string) => {
  const words = kind.replaceAll(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function Row({ entry }: { entry: HistoryEntry }) {
  const bin = (id: string | null) => (id ? <ItemLabel value={id} /> : <span className="text-stone-400">—</span>);
  return (
    <tr>
      <td className="whitespace-nowrap">
        {/* Date over time keeps the eight columns inside the 40rem card. */}
        <time dateTime={entry.at}>
          {day.format(new Date(entry.at))}
          <span className="block text-stone-500">{time.format(new Date(entry.at))}</span>
        </time>
      </td>
      <td>{changeText(entry.kind)}</td>
      <td>
        <ItemLabel value={entry.item_id} />
      </td>
      <td>{bin(entry.from_bin)}</td>
      <td>{bin(entry.to_bin)}</td>
      <td className="text-right tabular-nums">{entry.quantity}</td>
      <td className="break-words">{entry.operator}</td>
      <td className="min-w-[6rem] break-words">
        {entry.note}
        {entry.reason && <span className="block text-xs text-stone-500">{entry.reason}</span>}
      </td>
    </tr>
  );
}

/** The stock ledger rows of a bin, SKU or batch, newest first, a page at a time. */
export function HistoryTable({ subject }: { subject: HistorySubject }) {
  const [startingFrom, setStartingFrom] = useState(0);
  const history = useHistory(subject, { startingFrom, limit: PAGE_SIZE });
  if (history.isPending) return <Loading />;
  if (history.isError) return <p className="text-red-700">Problem loading history.</p>;
  const { items, total } = history.data.state;
  if (total === 0) return <p className="text-stone-500">No stock changes yet.</p>;
  const last = Math.min(startingFrom + items.length, total);
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="data-table" aria-label="Stock history">
          <thead>
            <tr>
              {['When', 'Change', 'Item', 'From', 'To', 'Quantity', 'Operator', 'Note'].map((column) => (
                <th key={column} scope="col" className={column === 'Quantity' ? 'text-right' : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <Row key={entry.id} entry={entry} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
        <span aria-live="polite">
          {startingFrom + 1}–{last} of {total}
        </span>
        {total > PAGE_SIZE && (
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" disabled={startingFrom === 0} onClick={() => setStartingFrom(Math.max(0, startingFrom - PAGE_SIZE))}>
            Newer
          </button>
          <button type="button" className="btn-secondary" disabled={last >= total} onClick={() => setStartingFrom(startingFrom + PAGE_SIZE)}>
              Older
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
