import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../shared/contract/history';
import { ItemLabel } from './item-label';
import { holdText } from './ledger-text';
import { NamedCell } from './named-label';
import { Quantity } from './quantity';

/**
 * Below 600px the table stacks: each row wraps into a small card (item and quantity on one
 * line, from and to on the next, each with its column's name), so a phone never scrolls sideways.
 */
const STACKED =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:border-b max-sm:[&_tr]:border-stone-200 max-sm:[&_td]:border-0 max-sm:[&_td]:py-1';

/** A stacked From or To cell: on the second line, with its column's name, as the header row is out of sight. */
const NAMED_CELL =
  'max-sm:order-1 max-sm:basis-1/2 max-sm:before:mr-1 max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

/** Ledger rows under Item, From, To and Quantity; `children` are the table's bodies. */
export function MovementTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <table className={`data-table ${STACKED}`} aria-label={label}>
      <thead className="max-sm:sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">From</th>
          <th scope="col">To</th>
          <th scope="col" className="text-right">
            Quantity
          </th>
        </tr>
      </thead>
      {children}
    </table>
  );
}

/** The columns a row spans, for a header row over a group of movements. */
export const MOVEMENT_COLUMNS = 4;

const bin = (id: string | null, name: string | null) =>
  id ? <NamedCell value={id} name={name} /> : <span className="text-stone-400">—</span>;

/**
 * One ledger row: the item with its name (kept after the item is archived), the bins it went
 * from and to with theirs, how many. A hold or release moves nothing: no bins, and in place of a
 * quantity what it did.
 */
export function MovementRow({ entry }: { entry: HistoryEntry }) {
  // An audit's lines all say 'audit', a hold's its note; a reason is worth a line only when it adds to them.
  const reason = entry.reason === entry.operation.kind || entry.reason === entry.note ? null : entry.reason;
  // A release's reason is the hold's, which its own note may not repeat.
  const why = reason && entry.kind === 'hold-release' ? `Held: ${reason}` : reason;
  // A hold touches no bin: its card on a phone leaves out the two empty bins, and what it did takes the room it needs.
  const held = entry.quantity === null;
  const bins = held ? `${NAMED_CELL} max-sm:hidden` : NAMED_CELL;
  return (
    <tr>
      <td className={`min-w-0 ${held ? 'max-sm:flex-1' : 'max-sm:basis-3/4'}`}>
        <ItemLabel value={entry.item_id} />
        {entry.item_name && <span className="block wrap-anywhere text-stone-600">{entry.item_name}</span>}
        {why && <span className="block text-xs text-stone-500">{why}</span>}
      </td>
      <td className={bins} data-label="From">
        {bin(entry.from_bin, entry.from_bin_name)}
      </td>
      <td className={bins} data-label="To">
        {bin(entry.to_bin, entry.to_bin_name)}
      </td>
      <td className={`text-right font-semibold ${held ? 'max-sm:shrink-0' : 'max-sm:basis-1/4'}`}>
        {entry.quantity === null ? (
          <span className="whitespace-nowrap text-red-800">{holdText(entry.kind)}</span>
        ) : (
          <Quantity value={entry.quantity} unit={entry.unit} />
        )}
      </td>
    </tr>
  );
}
