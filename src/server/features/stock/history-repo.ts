import { sql, type SelectQueryBuilder } from 'kysely';
import { isHoldKind, type HistoryQuery, type HoldKind, type MovementKind } from '../../../shared/contract/history';
import type { SortOrder } from '../../../shared/contract/query-params';
import { isPostgres, type DB } from '../../db/connect';
import { oneOfNumbers } from '../../db/id-set';
import type { Database } from '../../db/schema';
import { wordsOf } from '../../db/words';
import { startsWords } from '../../core/list-page';

/**
 * Whose history: movements into or out of a bin, the movements, holds and releases of one item
 * or of a SKU with all its batches (live and archived), the movements of one operation (its
 * holds are `heldItemsOf`), or the whole ledger.
 */
export type HistorySubject = { binId: string } | { itemId: string } | { skuId: string } | { operationId: number } | 'ledger';

/** Narrows a history to entries of a kind, a bin (either side), an item, an operator, a person or a time span (epoch ms, inclusive). */
export type HistoryFilters = Partial<Pick<HistoryQuery, 'kind' | 'bin' | 'item' | 'operator' | 'person' | 'from' | 'to'>>;

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

/** Each word of the filter begins a word of the operator's name: "ana" or "lim" find "Ana Lima", accents aside. */
const byOperator = (db: DB, column: string, operator: string) => startsWords(db, column, wordsOf(operator));

/** The operations a person did, from the operations_person index; a movement knows its person only through its operation. */
const operationsOf = (db: DB, personId: string) =>
  db.selectFrom('operations').select('operations.id').where('operations.person_id', '=', personId);

/** A ledger row as read; `seq` orders the entries of one operation. */
interface MovementRow {
  operation_id: number;
  seq: number;
  id: number;
  at: number;
  kind: string;
  item_id: string;
  from_bin: string | null;
  to_bin: string | null;
  quantity: number;
  operator: string | null;
  note: string | null;
  reason: string | null;
}

/** A hold or release as read: no ledger row, bin or quantity. */
interface HoldRow extends Omit<MovementRow, 'id' | 'kind' | 'from_bin' | 'to_bin' | 'quantity'> {
  id: null;
  kind: HoldKind;
  from_bin: null;
  to_bin: null;
  quantity: null;
}

export type EntryRow = MovementRow | HoldRow;

type EntryRows = SelectQueryBuilder<Database, never, EntryRow>;

/** The ledger's rows as history entries. */
function movementRows(
  db: DB,
  subject: HistorySubject,
  { kind, bin, item, operator, person, from, to }: Omit<HistoryFilters, 'kind'> & { kind?: MovementKind | undefined },
): EntryRows {
  let query = db
    .selectFrom('movements')
    .select([
      'movements.operation_id',
      'movements.id as seq',
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
    ]);
  if (subject !== 'ledger') {
    if ('itemId' in subject) query = query.where('movements.item_id', '=', subject.itemId);
    else if ('skuId' in subject) query = query.where('movements.item_id', 'in', itemsOfSku(db, subject.skuId));
    else if ('operationId' in subject) query = query.where('movements.operation_id', '=', subject.operationId);
    else query = query.where((eb) => eb.or([eb('movements.from_bin', '=', subject.binId), eb('movements.to_bin', '=', subject.binId)]));
  }
  if (kind !== undefined) query = query.where('movements.kind', '=', kind);
  // Each side has its own (bin, id) index; PostgreSQL combines them for the OR.
  if (bin !== undefined) query = query.where((eb) => eb.or([eb('movements.from_bin', '=', bin), eb('movements.to_bin', '=', bin)]));
  if (item !== undefined) query = query.where('movements.item_id', '=', item);
  if (operator !== undefined) query = query.where(byOperator(db, 'movements.operator', operator));
  if (person !== undefined) query = query.where('movements.operation_id', 'in', operationsOf(db, person));
  if (from !== undefined) query = query.where('movements.at', '>=', from);
  if (to !== undefined) query = query.where('movements.at', '<=', to);
  return query.$castTo<EntryRow>();
}

// Typed, as PostgreSQL reads a bare null in a subquery as text, which no union with a number takes.
const noNumber = sql<null>`cast(null as bigint)`;
const noText = sql<null>`cast(null as text)`;

/**
 * Holds or releases as history entries, their columns in the ledger rows' order: the time,
 * operator and note of the operation that held or released, the reason the item was held.
 */
function holdRows(db: DB, kind: HoldKind, subject: { itemId: string } | { skuId: string } | 'ledger', filters: HistoryFilters): EntryRows {
  const operationId = kind === 'hold' ? 'item_holds.hold_operation_id' : 'item_holds.release_operation_id';
  let query = db
    .selectFrom('item_holds')
    .innerJoin('operations', 'operations.id', operationId)
    .select([
      sql.ref<number>(operationId).as('operation_id'),
      'item_holds.id as seq',
      noNumber.as('id'),
      'operations.at',
      sql.lit(kind).as('kind'),
      'item_holds.item_id',
      noText.as('from_bin'),
      noText.as('to_bin'),
      noNumber.as('quantity'),
      'operations.operator',
      'operations.note',
      'item_holds.reason',
    ]);
  // Said outright, so PostgreSQL reads released holds from their partial index.
  if (kind === 'hold-release') query = query.where('item_holds.release_operation_id', 'is not', null);
  if (subject !== 'ledger') {
    query =
      'itemId' in subject
        ? query.where('item_holds.item_id', '=', subject.itemId)
        : query.where('item_holds.item_id', 'in', itemsOfSku(db, subject.skuId));
  }
  if (filters.item !== undefined) query = query.where('item_holds.item_id', '=', filters.item);
  if (filters.operator !== undefined) query = query.where(byOperator(db, 'operations.operator', filters.operator));
  if (filters.person !== undefined) query = query.where('operations.person_id', '=', filters.person);
  if (filters.from !== undefined) query = query.where('operations.at', '>=', filters.from);
  if (filters.to !== undefined) query = query.where('operations.at', '<=', filters.to);
  return query.$castTo<EntryRow>();
}

/**
 * The parts of a history: the ledger's rows, then holds and releases where they belong. A hold
 * touches no bin, so a bin's history, or one filtered by bin, has none; an operation's holds are
 * listed by `heldItemsOf`.
 */
function entryRows(db: DB, subject: HistorySubject, filters: HistoryFilters): EntryRows[] {
  const { kind } = filters;
  const parts: EntryRows[] = [];
  if (kind === undefined || !isHoldKind(kind)) parts.push(movementRows(db, subject, { ...filters, kind }));
  const holdSubject = subject === 'ledger' || 'itemId' in subject || 'skuId' in subject ? subject : null;
  if (holdSubject === null || filters.bin !== undefined) return parts;
  for (const holdKind of ['hold', 'hold-release'] as const) {
    if (kind === undefined || kind === holdKind) parts.push(holdRows(db, holdKind, holdSubject, filters));
  }
  return parts;
}

const together = (parts: EntryRows[]) => parts.reduce((all, part) => all.unionAll(part));

/** Counts a subject's entries, but never more than `atMost`: the count reads no further. */
export async function countEntries(db: DB, subject: HistorySubject, filters: HistoryFilters, atMost: number): Promise<number> {
  const parts = entryRows(db, subject, filters);
  if (parts.length === 0) return 0;
  const row = await db
    .selectFrom(together(parts).limit(atMost).as('counted'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface EntriesPage {
  offset: number;
  limit: number;
  /** by operation, which is the order they took effect in, then as each wrote its rows */
  order: SortOrder;
}

/**
 * Each part in page order, reading at most the page's offset and length from its index.
 * PostgreSQL plans a part with a WHERE or a join on its own, blind to the order it is merged in,
 * so there each part gets the order and the limit itself; SQLite merges the parts' index orders as
 * they are (sorting a limited part would cost it more).
 */
function inPageOrder(db: DB, part: EntryRows, order: SortOrder, rows: number): EntryRows {
  if (!isPostgres(db)) return part;
  return db.selectFrom(part.orderBy('operation_id', order).orderBy('seq', order).limit(rows).as('part')).selectAll().$castTo<EntryRow>();
}

/** Newest first (or oldest), by operation, merging the ledger's rows with the holds and releases. */
export async function pageOfEntries(
  db: DB,
  subject: HistorySubject,
  filters: HistoryFilters,
  { offset, limit, order }: EntriesPage,
): Promise<EntryRow[]> {
  const parts = entryRows(db, subject, filters).map((part) => inPageOrder(db, part, order, offset + limit));
  if (parts.length === 0) return [];
  return together(parts).orderBy('operation_id', order).orderBy('seq', order).offset(offset).limit(limit).execute();
}

/** The kind and document of each operation. */
export async function operationRefsOf(db: DB, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { kind: string; document_id: string | null }>();
  const rows = await db.selectFrom('operations').select(['id', 'kind', 'document_id']).where('id', 'in', oneOfNumbers(db, ids)).execute();
  return new Map(rows.map((row) => [row.id, { kind: row.kind, document_id: row.document_id }]));
}

export async function findOperation(db: DB, id: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'at', 'kind', 'document_id', 'operator', 'person_id', 'note'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The items a hold operation put on hold, or a release operation let go, in the order it wrote them. */
export async function heldItemsOf(db: DB, operationId: number) {
  return db
    .selectFrom('item_holds')
    .select(['item_holds.item_id', 'item_holds.reason', 'item_holds.hold_operation_id'])
    .where((eb) => eb.or([eb('item_holds.hold_operation_id', '=', operationId), eb('item_holds.release_operation_id', '=', operationId)]))
    .orderBy('item_holds.id')
    .execute();
}
