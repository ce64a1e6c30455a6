import { reconcile } from '../../../shared/audit-reconcile';
import { quantityChangeText, quantityText } from '../../../shared/units';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { countsOf, type CountSheet } from './count-sheet';
import { mixturesOf } from './mixtures-left-out';

interface Props {
  open: boolean;
  binId: string;
  sheet: CountSheet;
  /** null: counted offline with no copy of the bin's records */
  expected: Record<string, number> | null;
  onConfirm: () => void;
  onCancel: () => void;
}

const NUMBER_COLUMNS = ['Expected', 'Counted', 'Difference'] as const;
/** One item: its label and name on a line, its three numbers below, each in a third of the width. */
const ROW = 'grid grid-cols-3 gap-x-2 gap-y-0.5 border-b border-stone-200 py-1.5';
/** A third of 20em holds "-1,250.375"; a longer quantity puts its unit on a second line rather than run out of the dialog. */
const NUMBER = 'text-right tabular-nums wrap-anywhere';

const plural = (n: number) => `${n} adjustment${n === 1 ? '' : 's'}`;

/** What booking the audit will do, asked once: with nothing counted, every item on record is booked as missing. */
function questionOf(binId: string, counted: number, adjustments: number): string {
  if (counted === 0 && adjustments > 0)
    return `Nothing was counted: every item in ${binId} will be booked as missing (${plural(adjustments)}).`;
  if (adjustments === 0) return `The count matches the records of ${binId}: record the audit with no adjustments?`;
  return `Book ${plural(adjustments)} to ${binId}?`;
}

/** The question, and that the bin's mixtures stay as they are: no line reads as if they were booked missing. */
function messageOf(binId: string, counted: number, adjustments: number, expected: Record<string, number>): string {
  const question = questionOf(binId, counted, adjustments);
  return mixturesOf(expected).length === 0
    ? question
    : `${question} The mixtures in ${binId} are not part of this count and stay as they are.`;
}

/** Confirms an audit with the lines the server will book: expected, counted and difference per item. */
export function AuditConfirm({ open, binId, sheet, expected, onConfirm, onCancel }: Props) {
  const lines = expected === null ? [] : reconcile(expected, countsOf(sheet)).filter((line) => line.difference !== 0);
  const summaries = useItemSummaries(open ? lines.map((line) => line.item_id) : []);
  return (
    <ConfirmDialog
      open={open}
      confirmLabel={lines.length === 0 ? 'Record audit' : 'Book adjustments'}
      message={
        expected === null
          ? `Record this count of ${binId}? This device has no copy of its records, so the differences are booked when the count reaches the server.`
          : messageOf(binId, sheet.length, lines.length, expected)
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {lines.length > 0 && (
        // The dialog is at most 20em wide, too narrow for four columns: each item takes a line of its
        // own above its three numbers. The display changes, so the table's roles are written out.
        <div className="max-h-64 overflow-y-auto">
          <table role="table" className="w-full text-sm" aria-label="Adjustments">
            <thead role="rowgroup">
              <tr role="row" className={ROW}>
                <th role="columnheader" scope="col" className="col-span-3 text-left">
                  Item
                </th>
                {NUMBER_COLUMNS.map((column) => (
                  <th key={column} role="columnheader" scope="col" className="text-right">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {lines.map((line, index) => {
                const summary = summaries[index]?.data;
                const unit = summary?.unit ?? null;
                return (
                  <tr key={line.item_id} role="row" className={ROW}>
                    <th role="rowheader" scope="row" className="col-span-3 text-left font-normal wrap-anywhere">
                      <span className="font-label">{line.item_id}</span> <span className="text-xs text-stone-500">{summary?.name}</span>
                    </th>
                    <td role="cell" className={NUMBER}>
                      {quantityText(line.expected, unit)}
                    </td>
                    <td role="cell" className={NUMBER}>
                      {quantityText(line.counted, unit)}
                    </td>
                    <td role="cell" className={NUMBER}>
                      {quantityChangeText(line.difference, unit)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </ConfirmDialog>
  );
}
