import type { NamedItem } from '../../../shared/contract/names';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { unitsOf } from '../../core/items';
import { binNamesOf, namesOf } from '../../core/names';

/**
 * Name and unit of each bin, SKU, lot and mixture among `ids` (POST /api/names), live or
 * archived; a bin has no unit. Ids never used are absent.
 */
export async function describeItems(db: DB | Trx, ids: readonly string[]): Promise<Record<string, NamedItem>> {
  const bins = ids.filter((id) => id.startsWith('BIN'));
  const items = ids.filter((id) => !id.startsWith('BIN'));
  const [itemNames, units, binNames] = await Promise.all([namesOf(db, items), unitsOf(db, items), binNamesOf(db, bins)]);
  const described: Record<string, NamedItem> = {};
  for (const [id, name] of binNames) described[id] = { name, unit: null };
  for (const [id, name] of itemNames) described[id] = { name, unit: units.get(id) ?? null };
  return described;
}
