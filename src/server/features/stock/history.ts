import {
  HISTORY_COUNT_AHEAD,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryResource,
  type MovementEntry,
  type OperationRef,
  type OperationState,
} from '../../../shared/contract/history';
import { pathTo } from '../../../shared/routes';
import type { Unit } from '../../../shared/units';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { fromMicro } from '../../stock-core/quantities';
import { usedBefore } from '../../core/archive';
import { binIsLive, itemExists, unitsOf } from '../../core/items';
import { binNamesOf, namesOf } from '../../core/names';
import { missingBin } from '../../core/resources/bins';
import { missingItem } from '../../core/resources/items';
import {
  countEntries,
  findOperation,
  heldItemsOf,
  operationRefsOf,
  pageOfEntries,
  type EntryRow,
  type HistorySubject,
} from './history-repo';

/** What a page's entries name: the items' names and units, the bins' names, the operations' kinds and documents. */
interface Named {
  items: Map<string, string>;
  units: Map<string, Unit>;
  bins: Map<string, string>;
  operations: Map<number, Omit<OperationRef, 'id'>>;
}

const nameIn = (names: Map<string, string>, id: string | null) => (id === null ? null : (names.get(id) ?? null));

function entryOf(row: EntryRow, { items, units, bins, operations }: Named): HistoryEntry {
  const operation = operations.get(row.operation_id);
  const common = {
    at: new Date(row.at).toISOString(),
    item_id: row.item_id,
    item_name: items.get(row.item_id) ?? null,
    operator: row.operator,
    note: row.note,
    reason: row.reason,
    operation: { id: row.operation_id, kind: operation?.kind ?? row.kind, document_id: operation?.document_id ?? null },
  };
  if (row.id === null) {
    return {
      ...common,
      id: null,
      kind: row.kind,
      from_bin: null,
      to_bin: null,
      from_bin_name: null,
      to_bin_name: null,
      quantity: null,
      unit: null,
    };
  }
  return {
    ...common,
    id: row.id,
    kind: row.kind,
    from_bin: row.from_bin,
    to_bin: row.to_bin,
    from_bin_name: nameIn(bins, row.from_bin),
    to_bin_name: nameIn(bins, row.to_bin),
    quantity: fromMicro(row.quantity),
    unit: units.get(row.item_id) ?? null,
  };
}

async function entriesOf(db: DB, rows: readonly EntryRow[]): Promise<HistoryEntry[]> {
  const ids = [...new Set(rows.map((row) => row.item_id))];
  const binIds = [...new Set(rows.flatMap((row) => [row.from_bin, row.to_bin]).filter((id) => id !== null))];
  const [items, units, bins, operations] = await Promise.all([
    namesOf(db, ids),
    unitsOf(db, ids),
    binNamesOf(db, binIds),
    operationRefsOf(db, [...new Set(rows.map((row) => row.operation_id))]),
  ]);
  return rows.map((row) => entryOf(row, { items, units, bins, operations }));
}

async function pageOf(
  db: DB,
  subject: HistorySubject,
  { startingFrom, limit, order, ...filters }: HistoryQuery,
): Promise<HistoryResource['state']> {
  const countLimit = startingFrom + limit + HISTORY_COUNT_AHEAD;
  const [total, rows] = await Promise.all([
    countEntries(db, subject, filters, countLimit),
    pageOfEntries(db, subject, filters, { offset: startingFrom, limit, order }),
  ]);
  return {
    total,
    total_is_exact: total < countLimit,
    starting_from: startingFrom,
    limit,
    items: await entriesOf(db, rows),
  };
}

/** A bin's history stays readable after the bin is deleted: history is evidence. */
export async function binHistory(db: DB, binId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await binIsLive(db, binId)) && !(await usedBefore(db, binId))) throw missingBin(binId);
  return pageOf(db, { binId }, query);
}

/** A batch's (or any one item's) history is the movements of that id; archived items keep theirs. */
export async function itemHistory(db: DB, itemId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await itemExists(db, itemId)) && !(await usedBefore(db, itemId))) throw missingItem(itemId);
  return pageOf(db, { itemId }, query);
}

/** A SKU's history is the movements of the SKU itself and of all its batches, live and archived. */
export async function skuHistory(db: DB, skuId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await itemExists(db, skuId)) && !(await usedBefore(db, skuId))) throw missingItem(skuId);
  return pageOf(db, { skuId }, query);
}

/** Every stock change, newest first: the plant's recent activity. */
export const ledgerHistory = (db: DB, query: HistoryQuery): Promise<HistoryResource['state']> => pageOf(db, 'ledger', query);

/** The most movements one operation answers: a forced delete of a crowded bin stays one page. */
const OPERATION_MOVEMENTS_SHOWN = 10_000;

const isMovement = (entry: HistoryEntry): entry is MovementEntry => entry.id !== null;

/** One operation with all its ledger rows, in the order they were written, and the items it held or released. */
export async function operationOf(db: DB, id: number): Promise<OperationState> {
  const operation = await findOperation(db, id);
  if (!operation) throw new AppError('missing-resource', { Id: pathTo('getOperation', { id }), detail: `No operation ${id}.` });
  const [rows, held] = await Promise.all([
    pageOfEntries(db, { operationId: id }, {}, { offset: 0, limit: OPERATION_MOVEMENTS_SHOWN, order: 'desc' }),
    heldItemsOf(db, id),
  ]);
  const [movements, names] = await Promise.all([
    entriesOf(db, rows),
    namesOf(
      db,
      held.map((row) => row.item_id),
    ),
  ]);
  return {
    id: operation.id,
    at: new Date(operation.at).toISOString(),
    kind: operation.kind,
    document_id: operation.document_id,
    operator: operation.operator,
    person_id: operation.person_id,
    note: operation.note,
    movements: movements.filter(isMovement).reverse(),
    held_items: held.map((row) => ({ ...row, item_name: names.get(row.item_id) ?? null })),
  };
}
