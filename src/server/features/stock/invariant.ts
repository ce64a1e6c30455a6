import { sql } from 'kysely';
import type { DB } from '../../db/connect';

export interface LedgerMismatch {
  bin_id: string;
  item_id: string;
  contents: number;
  ledger: number;
}

/**
 * Compares every bin entry with the ledger's sum of movements into and out of that bin.
 * An empty list means the stock and its history agree.
 */
export async function findLedgerMismatches(db: DB): Promise<LedgerMismatch[]> {
  const ledger = await sql<{ bin_id: string; item_id: string; total: number | string }>`
    select bin_id, item_id, sum(q) as total from (
      select to_bin as bin_id, item_id, quantity as q from movements where to_bin is not null
      union all
      select from_bin as bin_id, item_id, -quantity as q from movements where from_bin is not null
    ) flows group by bin_id, item_id`.execute(db);
  const contents = await db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).execute();

  const key = (bin: string, item: string) => `${bin}\u0000${item}`;
  const expected = new Map<string, number>();
  for (const row of ledger.rows) expected.set(key(row.bin_id, row.item_id), Number(row.total));

  const mismatches: LedgerMismatch[] = [];
  for (const row of contents) {
    const k = key(row.bin_id, row.item_id);
    const fromLedger = expected.get(k) ?? 0;
    if (fromLedger !== row.quantity)
      mismatches.push({ bin_id: row.bin_id, item_id: row.item_id, contents: row.quantity, ledger: fromLedger });
    expected.delete(k);
  }
  for (const [k, total] of expected) {
    if (total === 0) continue;
    const [bin_id = '', item_id = ''] = k.split('\u0000');
    mismatches.push({ bin_id, item_id, contents: 0, ledger: total });
  }
  return mismatches;
}

/** A quantity that disagrees with another, or breaks a bound; quantities in micro-units. */
export type QuantityMismatch =
  /** a bin entry of zero or less: an entry holds something or is not there */
  | { kind: 'entry-not-positive'; bin_id: string; item_id: string; quantity: number }
  /** the mixture's components hold `components` in all, its entry in its bin says `entry` */
  | { kind: 'mixture-total'; mix_id: string; bin_id: string; components: number; entry: number }
  /** a mixture's entry in a bin other than its own (`mixture_bin`, null when there is no such mixture) */
  | { kind: 'mixture-elsewhere'; mix_id: string; bin_id: string; quantity: number; mixture_bin: string | null }
  | { kind: 'component-negative'; mix_id: string; batch_id: string; qty_remaining: number }
  | { kind: 'component-over-initial'; mix_id: string; batch_id: string; qty_initial: number; qty_remaining: number };

/**
 * Checks the quantities the ledger alone does not: that bin entries are positive, and that
 * each mixture's components add up to its entry in its bin (mixtures.bin_id), which is its
 * only entry, with every component between zero and what it put in. An empty list means they agree.
 */
export async function findQuantityMismatches(db: DB): Promise<QuantityMismatch[]> {
  const entries = await db
    .selectFrom('bin_contents')
    .select(['bin_id', 'item_id', 'quantity'])
    .where('quantity', '<=', 0)
    .orderBy('bin_id')
    .orderBy('item_id')
    .execute();
  const totals = await sql<{ mix_id: string; bin_id: string; components: number | string; entry: number | string }>`
    select m.id as mix_id, m.bin_id, coalesce(c.total, 0) as components, coalesce(e.quantity, 0) as entry
    from mixtures m
    left join (select mix_id, sum(qty_remaining) as total from mixture_components group by mix_id) c on c.mix_id = m.id
    left join bin_contents e on e.bin_id = m.bin_id and e.item_id = m.id
    where coalesce(c.total, 0) <> coalesce(e.quantity, 0)
    order by m.id`.execute(db);
  const elsewhere = await db
    .selectFrom('bin_contents as e')
    .leftJoin('mixtures as m', 'm.id', 'e.item_id')
    .select(['e.item_id as mix_id', 'e.bin_id', 'e.quantity', 'm.bin_id as mixture_bin'])
    .where('e.item_id', 'like', 'MIX%')
    .where((eb) => eb.or([eb('m.id', 'is', null), eb('m.bin_id', '<>', eb.ref('e.bin_id'))]))
    .orderBy('e.item_id')
    .orderBy('e.bin_id')
    .execute();
  const components = await db
    .selectFrom('mixture_components')
    .select(['mix_id', 'batch_id', 'qty_initial', 'qty_remaining'])
    .where((eb) => eb.or([eb('qty_remaining', '<', 0), eb('qty_remaining', '>', eb.ref('qty_initial'))]))
    .orderBy('mix_id')
    .orderBy('position')
    .execute();
  return [
    ...entries.map((row) => ({ kind: 'entry-not-positive' as const, ...row })),
    ...totals.rows.map((row) => ({ kind: 'mixture-total' as const, ...row, components: Number(row.components), entry: Number(row.entry) })),
    ...elsewhere.map((row) => ({ kind: 'mixture-elsewhere' as const, ...row })),
    ...components.map(({ mix_id, batch_id, qty_initial, qty_remaining }) =>
      qty_remaining < 0
        ? { kind: 'component-negative' as const, mix_id, batch_id, qty_remaining }
        : { kind: 'component-over-initial' as const, mix_id, batch_id, qty_initial, qty_remaining },
    ),
  ];
}
