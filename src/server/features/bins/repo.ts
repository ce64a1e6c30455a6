import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { DB } from '../../db/connect';
import { precompiled } from '../../db/precompiled';
import type { BinsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';

export type BinRow = Selectable<BinsTable>;

const COLUMNS = ['id', 'name', 'zone', 'notes', 'props', 'created_at'] as const;

// A bin's page is the most read answer: its two reads are compiled once (db/precompiled.ts).
const selectBin = precompiled((db, p: { id: string }) => db.selectFrom('bins').select(COLUMNS).where('id', '=', p.id));

/** The bin, read without a lock: a delete locks it first (stock-core's lockWholeBin). */
export async function findBin(db: DB | Trx, id: string): Promise<BinRow | undefined> {
  return (await selectBin(db, { id }))[0];
}

/** A bin entry with its live item's name and unit; `live` false for an item found in no live table (its name is in the archive). */
export interface DescribedEntry {
  item_id: string;
  quantity: number;
  name: string | null;
  unit: Unit | null;
  live: boolean;
}

/**
 * A bin's entries by item, each with the name and unit the item lists and counts in: a SKU's
 * own, a lot's name and its SKU's unit (`ea` without one), a mixture its SKU's name (empty once
 * that is gone) and unit. One read instead of the entries, then names and units by id.
 */
const selectDescribedContents = precompiled((db, p: { binId: string }) =>
  db
    .selectFrom('bin_contents as c')
    .leftJoin('skus as s', 's.id', 'c.item_id')
    .leftJoin('batches as b', 'b.id', 'c.item_id')
    .leftJoin('skus as bs', 'bs.id', 'b.sku_id')
    .leftJoin('mixtures as m', 'm.id', 'c.item_id')
    .leftJoin('skus as ms', 'ms.id', 'm.sku_id')
    .select([
      'c.item_id',
      'c.quantity',
      sql<string | null>`coalesce(s.name, b.name, case when m.id is not null then coalesce(ms.name, '') end)`.as('name'),
      sql<Unit | null>`coalesce(s.unit, case when b.id is not null then coalesce(bs.unit, ${sql.lit(DEFAULT_UNIT)}) end, ms.unit)`.as(
        'unit',
      ),
      sql<string | null>`coalesce(s.id, b.id, m.id)`.as('found'),
    ])
    .where('c.bin_id', '=', p.binId)
    .orderBy('c.item_id'),
);

export async function describedContentsOf(db: DB | Trx, binId: string): Promise<DescribedEntry[]> {
  return (await selectDescribedContents(db, { binId })).map(({ found, ...entry }) => ({ ...entry, live: found !== null }));
}

export async function insertBin(trx: Trx, row: Insertable<BinsTable>): Promise<void> {
  await trx.insertInto('bins').values(row).execute();
}

export async function updateBinRow(trx: Trx, id: string, changes: Updateable<BinsTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('bins').set(changes).where('id', '=', id).execute();
}

export async function deleteBinRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('bins').where('id', '=', id).execute();
}
