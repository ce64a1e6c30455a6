import { sql } from 'kysely';
import type { SortOrder } from '../../../shared/contract/query-params';
import type { DB } from '../../db/connect';

/** One page of a list: which rows match, how they are ordered, which slice to answer. */
export interface ListPage<S extends string> {
  /** a lower-case LIKE pattern, escaped (see containsPattern); null lists everything */
  pattern: string | null;
  sort: S;
  order: SortOrder;
  offset: number;
  limit: number;
}

/** `\` escapes LIKE's own wildcards, so a typed % or _ matches itself. */
export const containsPattern = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Table = 'bins' | 'skus' | 'batches' | 'step_templates';

const like = (column: string, pattern: string) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;

/** Id or name contains the pattern, in any case (SQLite folds ASCII only). */
const idOrNameLike = (table: Table, pattern: string) =>
  sql<boolean>`(${like(`${table}.id`, pattern)} or ${like(`${table}.name`, pattern)})`;

/** Names sort in any case; the id breaks ties, so pages never overlap. */
const sortKey = (table: Table, sort: string) => (sort === 'name' ? sql`lower(${sql.ref(`${table}.name`)})` : sql.ref(`${table}.${sort}`));

const countOf = async (row: Promise<{ total: number | string }>): Promise<number> => Number((await row).total);

/** Micro-units on hand; PostgreSQL sums bigints as numeric text. */
const units = (value: number | string | null): number => Number(value ?? 0);

export async function pageOfBins(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('bins');
  if (page.pattern !== null) matching = matching.where(idOrNameLike('bins', page.pattern));
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
  if (page.pattern !== null) matching = matching.where(idOrNameLike('skus', page.pattern));
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

export async function pageOfBatches(db: DB, page: ListPage<keyof typeof BATCH_COLUMNS> & { skuId: string | null }) {
  let matching = db.selectFrom('batches');
  if (page.pattern !== null) matching = matching.where(idOrNameLike('batches', page.pattern));
  if (page.skuId !== null) matching = matching.where('batches.sku_id', '=', page.skuId);
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

/** A page of template ids; the templates' states are read by their own feature. */
export async function pageOfTemplates(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('step_templates');
  if (page.pattern !== null) matching = matching.where(idOrNameLike('step_templates', page.pattern));
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .select('step_templates.id')
      .orderBy(sortKey('step_templates', page.sort), page.order)
      .orderBy('step_templates.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, ids: rows.map((row) => row.id) };
}
