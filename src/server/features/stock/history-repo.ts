import { sql } from 'kysely';
import type { HistoryQuery } from '../../../shared/contract/history';
import type { SortOrder } from '../../../shared/contract/query-params';
import type { DB } from '../../db/connect';

/**
 * Whose history: movements into or out of a bin, movements of one item, of a SKU with all its
 * batches (live and archived), of one operation, or the whole ledger.
 */
export type HistorySubject = { binId: string } | { itemId: string } | { skuId: string } | { operationId: number } | 'ledger';

/** Narrows a history to rows of a kind, a bin (either side), an item, an operator or a time span (epoch ms, inclusive). */
export type HistoryFilters = Partial<Pick<HistoryQuery, 'kind' | 'bin' | 'item' | 'operator' | 'from' | 'to'>>;

const allMovements = (db: DB) => db.selectFrom('movements');
type MovementsQuery = ReturnType<typeof allMovements>;

function movementsOfSubject(db: DB, subject: HistorySubject) {
  const query = allMovements(db);
  if (subject === 'ledger') return query;
  if ('itemId' in subject) return query.where('movements.item_id', '=', subject.itemId);
  if ('skuId' in subject) return query.where('movements.item_id', 'in', itemsOfSku(db, subject.skuId));
  if ('operationId' in subject) return query.where('movements.operation_id', '=', subject.operationId);
  return touchingBin(query, subject.binId);
}

/** The SKU's id and its batches' ids, live and archived: a batch keeps its SKU when archived. */
const itemsOfSku = (db: DB, skuId: string) =>
  db
    .selectFrom('batches')
    .select('batches.id')
    .where('batches.sku_id', '=', skuId)
    .unionAll(
      db
        .selectFrom('archived_items')
        .select('archived_items.id')
        .where('archived_items.kind', '=', 'batch')
        .where('archived_items.sku_id', '=', skuId),
    )
    .unionAll(db.selectNoFrom(sql.val(skuId).as('id')));

// Each side has its own (bin, id) index; PostgreSQL combines them for the OR.
const touchingBin = (query: MovementsQuery, binId: string) =>
  query.where((eb) => eb.or([eb('movements.from_bin', '=', binId), eb('movements.to_bin', '=', binId)]));

function movementsOf(db: DB, subject: HistorySubject, { kind, bin, item, operator, from, to }: HistoryFilters = {}) {
  let query = movementsOfSubject(db, subject);
  if (kind !== undefined) query = query.where('movements.kind', '=', kind);
  if (bin !== undefined) query = touchingBin(query, bin);
  if (item !== undefined) query = query.where('movements.item_id', '=', item);
  // lower() on both sides, so both databases fold the same way (SQLite folds ASCII only).
  if (operator !== undefined) query = query.where(sql`lower(movements.operator)`, '=', sql<string>`lower(${operator})`);
  if (from !== undefined) query = query.where('movements.at', '>=', from);
  if (to !== undefined) query = query.where('movements.at', '<=', to);
  return query;
}

/** Counts a subject's movements, but never more than `atMost`: the count reads no further. */
export async function countMovements(db: DB, subject: HistorySubject, filters: HistoryFilters, atMost: number): Promise<number> {
  const row = await db
    .selectFrom(movementsOf(db, subject, filters).select('movements.id').limit(atMost).as('counted'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type MovementWithOperation = Awaited<ReturnType<typeof pageOfMovements>>[number];

export interface MovementsPage {
  offset: number;
  limit: number;
  /** by id, which is the order rows were written in */
  order: SortOrder;
}

/** Newest first (or oldest), each row with its operation's kind and document. */
export async function pageOfMovements(db: DB, subject: HistorySubject, filters: HistoryFilters, { offset, limit, order }: MovementsPage) {
  return movementsOf(db, subject, filters)
    .innerJoin('operations', 'operations.id', 'movements.operation_id')
    .select([
      'movements.id',
      'movements.at',
      'movements.kind',
      'movements.item_id',
      'movements.from_bin',
      'movements.to_bin',
      'movements.quantity',
      'movements.operator',
      'movements.note',
      'movements.reason',
      'movements.operation_id',
      'operations.kind as operation_kind',
      'operations.document_id',
    ])
    .orderBy('movements.id', order)
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function findOperation(db: DB, id: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'at', 'kind', 'document_id', 'operator', 'note'])
    .where('id', '=', id)
    .executeTakeFirst();
}
