import { sql, type Expression } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { SearchItemsTable } from '../../db/schema';
import type { Unit } from '../../../shared/units';

export type SearchRow = Pick<SearchItemsTable, 'item_id' | 'kind' | 'sku_id' | 'name'>;

/** What an earlier group already lists, so a later group leaves it out. */
export interface Listed {
  itemId: string | null;
  code: string | null;
}

const COLUMNS = ['si.item_id', 'si.kind', 'si.sku_id', 'si.name'] as const;

export function findItem(db: DB, id: string): Promise<SearchRow | undefined> {
  return db.selectFrom('search_items as si').select(COLUMNS).where('si.item_id', '=', id).executeTakeFirst();
}

/** Rows of a (limited) query, counted without fetching them. */
async function countOf(db: DB, hits: Expression<unknown>): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${hits} as hits`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Ids of the items holding the code: as one of their codes or, for a batch, as its supplier's lot code. */
const codeHolders = (db: DB, code: string) =>
  db
    .selectFrom('item_codes')
    .select('item_id')
    .where('code', '=', code)
    .union(db.selectFrom('batches').select('id as item_id').where('supplier_lot', '=', code));

/** Items holding the code, except the one the id group already lists; `ic` is the code's row, if it is one of theirs. */
function codeHits(db: DB, code: string, listedId: string | null) {
  return db
    .selectFrom('search_items as si')
    .leftJoin('item_codes as ic', (join) => join.onRef('ic.item_id', '=', 'si.item_id').on('ic.code', '=', code))
    .where('si.item_id', 'in', codeHolders(db, code))
    .$if(listedId !== null, (query) => query.where('si.item_id', '<>', listedId as string));
}

export const countCodeHits = (db: DB, code: string, listedId: string | null, cap: number) =>
  countOf(db, codeHits(db, code, listedId).select('si.pos').limit(cap));

/** Owned codes first (a scan of one names exactly one thing), then associated codes and supplier lots; each by index order. */
export const codeHitPage = (db: DB, code: string, listedId: string | null, offset: number, limit: number): Promise<SearchRow[]> =>
  codeHits(db, code, listedId)
    .select(COLUMNS)
    .orderBy(sql`case when ic.kind = 'owned' then 0 else 1 end`)
    .orderBy('si.pos')
    .limit(limit)
    .offset(offset)
    .execute();

/**
 * Positions whose name has, for every query word, a word starting with it. Both indexes
 * hand matches over in position order, so a page or a count stops reading after its last row.
 */
function nameMatches(db: DB, words: readonly string[]) {
  const matching = isPostgres(db)
    ? prefixMatches(words)
    : sql<{ pos: number }>`(select rowid as pos from search_fts where search_fts match ${words.map((w) => `"${w}"*`).join(' ')})`;
  return db.selectFrom(matching.as('m')).select('m.pos');
}

/**
 * PostgreSQL: each word is one key of search_prefixes (migration 015), whose rows for a key
 * come in position order; several words merge-join their lists on the position. lower() as
 * the word index lower-cases its lexemes.
 */
function prefixMatches(words: readonly string[]) {
  const [first = '', ...rest] = words;
  const joins = rest.map((word, at) => {
    const list = sql.table(`p${at + 1}`);
    return sql`join search_prefixes ${list} on ${list}.pos = p0.pos and ${list}.prefix = lower(${word})`;
  });
  return sql<{ pos: number }>`(select p0.pos from search_prefixes p0 ${sql.join(joins, sql` `)} where p0.prefix = lower(${first}))`;
}

function nameHits(db: DB, words: readonly string[], listed: Listed) {
  const { itemId, code } = listed;
  if (itemId === null && code === null) return nameMatches(db, words);
  const listedPositions = db
    .selectFrom('search_items')
    .select('pos')
    .where((eb) =>
      eb.or([
        ...(itemId === null ? [] : [eb('item_id', '=', itemId)]),
        ...(code === null ? [] : [eb('item_id', 'in', codeHolders(db, code))]),
      ]),
    );
  return nameMatches(db, words).where('m.pos', 'not in', listedPositions);
}

export const countNameHits = (db: DB, words: readonly string[], listed: Listed, cap: number) =>
  countOf(db, nameHits(db, words, listed).limit(cap));

export const nameHitPage = (db: DB, words: readonly string[], listed: Listed, offset: number, limit: number): Promise<SearchRow[]> =>
  db
    .selectFrom('search_items as si')
    .select(COLUMNS)
    .where('si.pos', 'in', nameHits(db, words, listed).orderBy('m.pos').limit(limit).offset(offset))
    .orderBy('si.pos')
    .execute();

/** One bin holding a result (null bin columns when none does), with the result's unit and how many bins hold it. */
export interface OnHandRow {
  item_id: string;
  unit: Unit | null;
  bin_id: string | null;
  bin_name: string | null;
  quantity: number | null;
  bins: number | null;
}

/**
 * For every SKU and batch among `itemIds`, in one query: its unit and its `binsEach` largest
 * bins (a SKU's stock counting its batches'), with the number of bins holding it.
 */
export function onHandOf(db: DB, itemIds: readonly string[], binsEach: number): Promise<OnHandRow[]> {
  const stock = db
    .selectFrom('bin_contents as bc')
    .select(['bc.item_id as held_by', 'bc.bin_id', 'bc.quantity'])
    .where('bc.item_id', 'in', itemIds)
    .unionAll(
      db
        .selectFrom('batches as b')
        .innerJoin('bin_contents as bc', 'bc.item_id', 'b.id')
        .select(['b.sku_id as held_by', 'bc.bin_id', 'bc.quantity'])
        .where('b.sku_id', 'in', itemIds)
        .$narrowType<{ held_by: string }>(),
    );
  const ranked = db
    .selectFrom(stock.as('st'))
    .select((eb) => {
      const quantity = eb.cast<number>(eb.fn.sum('st.quantity'), 'bigint');
      return [
        'st.held_by',
        'st.bin_id',
        quantity.as('quantity'),
        eb.fn
          .agg<number>('row_number')
          .over((ob) => ob.partitionBy('st.held_by').orderBy(quantity, 'desc').orderBy('st.bin_id'))
          .as('place'),
        eb.fn
          .countAll<number>()
          .over((ob) => ob.partitionBy('st.held_by'))
          .as('bins'),
      ];
    })
    .groupBy(['st.held_by', 'st.bin_id']);
  return db
    .selectFrom('search_items as si')
    .leftJoin(ranked.as('h'), (join) => join.onRef('h.held_by', '=', 'si.item_id').on('h.place', '<=', binsEach))
    .leftJoin('bins as bin', 'bin.id', 'h.bin_id')
    .select((eb) => [
      'si.item_id',
      // A SKU's row has no sku_id, so this is a SKU's own unit or a batch's SKU's (none for a batch without a SKU).
      // A subquery per row rather than a join: PostgreSQL hashed the whole skus table for the join.
      eb.selectFrom('skus').select('skus.unit').where('skus.id', '=', eb.fn.coalesce('si.sku_id', 'si.item_id')).as('unit'),
      'h.bin_id',
      'bin.name as bin_name',
      'h.quantity',
      'h.bins',
    ])
    .where('si.item_id', 'in', itemIds)
    .orderBy('h.place')
    .execute();
}
