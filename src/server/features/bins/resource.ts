import type { BinLine, BinState, ContentKind } from '../../../shared/contract/bins';
import type { Unit } from '../../../shared/units';
import { fromMicro } from '../../stock-core/quantities';
import type { BinRow } from './repo';

const CONTENT_KINDS: Record<string, ContentKind> = { SKU: 'sku', BAT: 'batch', MIX: 'mixture' };

/** The kind of an item in a bin; anything else there is a programming error, not a client's. */
function contentKind(itemId: string): ContentKind {
  const kind = CONTENT_KINDS[itemId.slice(0, 3)];
  if (!kind) throw new Error(`${itemId} cannot be held in a bin`);
  return kind;
}

export function binState(
  row: Pick<BinRow, 'id' | 'name' | 'zone' | 'notes' | 'props'>,
  entries: { item_id: string; quantity: number }[],
  names: ReadonlyMap<string, string>,
  units: ReadonlyMap<string, Unit>,
): BinState {
  const lines: BinLine[] = entries.map(({ item_id, quantity }) => ({
    item_id,
    name: names.get(item_id) ?? null,
    quantity: fromMicro(quantity),
    unit: units.get(item_id) ?? null,
    kind: contentKind(item_id),
  }));
  return {
    id: row.id,
    name: row.name,
    zone: row.zone,
    notes: row.notes,
    contents: Object.fromEntries(lines.map((line) => [line.item_id, line.quantity])),
    lines,
    props: row.props === null ? null : (JSON.parse(row.props) as BinState['props']),
  };
}
