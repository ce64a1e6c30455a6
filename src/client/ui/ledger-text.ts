import type { HistoryEntry, HoldKind } from '../../shared/contract/history';

/** `bin-delete` reads as 'Bin delete'; kinds added later read sensibly without a table here. */
export const changeText = (kind: string) => {
  const words = kind.replaceAll(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const whole = new Intl.NumberFormat();

/** A count the server stopped counting at reads as "1,020+", so nobody mistakes it for exact. */
export const countText = (total: number, exact: boolean) => `${whole.format(total)}${exact ? '' : '+'}`;

/** "1–20 of 1,020+": the rows on screen of all there are. */
export const rangeText = (startingFrom: number, shown: number, total: number, exact: boolean) =>
  `${whole.format(startingFrom + 1)}–${whole.format(startingFrom + shown)} of ${countText(total, exact)}`;

/** What a hold or release did to its item, where a movement shows its quantity. */
export const holdText = (kind: HoldKind) => (kind === 'hold' ? 'On hold' : 'Hold released');

/** A history entry's key: a movement's id, or (having none) a hold's or release's operation and item. */
export const entryKey = (entry: HistoryEntry): string =>
  entry.id === null ? `${entry.kind}:${entry.operation.id}:${entry.item_id}` : String(entry.id);
