import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { countOf, idContains, idOrNameMatch, sortKey, type ListPage, type TextFilter } from '../../core/list-page';

/** Micro-units on hand; PostgreSQL sums bigints as numeric text. */
const units = (value: number | string | null): number => Number(value ?? 0);

export async function pageOfBins(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('bins');
  if (page.filter !== null) matching = matching.where(idOrNameMatch(db, 'bins', page.filter));
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .select([
        'bins.id',
        'bins.name',
        'bins.zone',
        sql<number | string>`(select count(*) from bin_contents c where c.bin_id = bins.id)`.as('items_held'),
      ])
      .orderBy(sortKey('bins', page.sort), page.order)
      .orderBy('bins.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows: rows.map((row) => ({ ...row, items_held: Number(row.items_held) })) };
}

export async function pageOfSkus(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('skus');
  if (page.filter !== null) matching = matching.where(idOrNameMatch(db, 'skus', page.filter));
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .select([
        'skus.id',
        'skus.name',
        'skus.unit',
        // The SKU's own entries, then its batches' (each side by its index).
        sql<number | string>`(select coalesce(sum(c.quantity), 0) from bin_contents c where c.item_id = skus.id)
          + (select coalesce(sum(c.quantity), 0) from bin_contents c join batches b on b.id = c.item_id where b.sku_id = skus.id)`.as(
          'on_hand',
        ),
      ])
      .orderBy(sortKey('skus', page.sort), page.order)
      .orderBy('skus.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows: rows.map((row) => ({ ...row, on_hand: units(row.on_hand) })) };
}

const BATCH_COLUMNS = { id: 'id', name: 'name', created: 'created_at' } as const;

/** SKUs whose id or name the filter matches, as every list matches them. */
const skusMatching = (db: DB, filter: TextFilter) =>
  db
    .selectFrom('skus')
    .select('skus.id')
    .where(idOrNameMatch(db, 'skus', filter));

export async function pageOfBatches(db: DB, page: ListPage<keyof typeof BATCH_COLUMNS> & { sku: TextFilter | null }) {
  let matching = db.selectFrom('batches');
  if (page.filter !== null) matching = matching.where(idOrNameMatch(db, 'batches', page.filter));
  if (page.sku !== null) matching = matching.where('batches.sku_id', 'in', skusMatching(db, page.sku));
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .leftJoin('skus', 'skus.id', 'batches.sku_id')
      .select([
        'batches.id',
        'batches.name',
        'batches.sku_id',
        'batches.created_at',
        'skus.name as sku_name',
        'skus.unit as sku_unit',
        sql<number | string>`(select coalesce(sum(c.quantity), 0) from bin_contents c where c.item_id = batches.id)`.as('on_hand'),
      ])
      .orderBy(sortKey('batches', BATCH_COLUMNS[page.sort]), page.order)
      .orderBy('batches.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows: rows.map((row) => ({ ...row, on_hand: units(row.on_hand) })) };
}

const MIXTURE_COLUMNS = { id: 'id', created: 'created_at' } as const;

/** Mixtures by id, or by their SKU's id or name; each with its SKU, bin and what the bin holds of it. */
export async function pageOfMixtures(db: DB, page: ListPage<keyof typeof MIXTURE_COLUMNS>) {
  let matching = db.selectFrom('mixtures');
  const { filter } = page;
  if (filter !== null) {
    matching = matching.where((eb) => eb.or([idContains('mixtures.id', filter), eb('mixtures.sku_id', 'in', skusMatching(db, filter))]));
  }
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .leftJoin('skus', 'skus.id', 'mixtures.sku_id')
      .leftJoin('bins', 'bins.id', 'mixtures.bin_id')
      .select([
        'mixtures.id',
        'mixtures.sku_id',
        'skus.name as sku_name',
        'skus.unit as sku_unit',
        'mixtures.bin_id',
        'bins.name as bin_name',
        'mixtures.created_by',
        'mixtures.created_at',
        sql<number | string>`(select coalesce(sum(c.quantity), 0) from bin_contents c where c.item_id = mixtures.id)`.as('on_hand'),
      ])
      .orderBy(sortKey('mixtures', MIXTURE_COLUMNS[page.sort]), page.order)
      .orderBy('mixtures.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows: rows.map((row) => ({ ...row, on_hand: units(row.on_hand) })) };
}
