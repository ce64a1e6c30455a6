import {
  HISTORY_COUNT_AHEAD,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryResource,
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
import { countMovements, findOperation, pageOfMovements, type HistorySubject, type MovementWithOperation } from './history-repo';

/** What a page's rows name: the items' names and units, the bins' names. */
interface Named {
  items: Map<string, string>;
  units: Map<string, Unit>;
  bins: Map<string, string>;
}

const nameIn = (names: Map<string, string>, id: string | null) => (id === null ? null : (names.get(id) ?? null));

const entryOf = (row: MovementWithOperation, { items, units, bins }: Named): HistoryEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  kind: row.kind,
  item_id: row.item_id,
  item_name: items.get(row.item_id) ?? null,
  from_bin: row.from_bin,
  to_bin: row.to_bin,
  from_bin_name: nameIn(bins, row.from_bin),
  to_bin_name: nameIn(bins, row.to_bin),
  quantity: fromMicro(row.quantity),
  unit: units.get(row.item_id) ?? null,
  operator: row.operator,
  note: row.note,
  reason: row.reason,
  operation: { id: row.operation_id, kind: row.operation_kind, document_id: row.document_id },
});

async function entriesOf(db: DB, rows: MovementWithOperation[]): Promise<HistoryEntry[]> {
  const ids = [...new Set(rows.map((row) => row.item_id))];
  const binIds = [...new Set(rows.flatMap((row) => [row.from_bin, row.to_bin]).filter((id) => id !== null))];
  const [items, units, bins] = await Promise.all([namesOf(db, ids), unitsOf(db, ids), binNamesOf(db, binIds)]);
  return rows.map((row) => entryOf(row, { items, units, bins }));
}

async function pageOf(
  db: DB,
  subject: HistorySubject,
  { startingFrom, limit, order, ...filters }: HistoryQuery,
): Promise<HistoryResource['state']> {
  const countLimit = startingFrom + limit + HISTORY_COUNT_AHEAD;
  const [total, rows] = await Promise.all([
    countMovements(db, subject, filters, countLimit),
    pageOfMovements(db, subject, filters, { offset: startingFrom, limit, order }),
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

/** One operation with all its ledger rows, in the order they were written. */
export async function operationOf(db: DB, id: number): Promise<OperationState> {
  const operation = await findOperation(db, id);
  if (!operation) throw new AppError('missing-resource', { Id: pathTo('getOperation', { id }), detail: `No operation ${id}.` });
  const rows = await pageOfMovements(db, { operationId: id }, {}, { offset: 0, limit: OPERATION_MOVEMENTS_SHOWN, order: 'desc' });
  return {
    id: operation.id,
    at: new Date(operation.at).toISOString(),
    kind: operation.kind,
    document_id: operation.document_id,
    operator: operation.operator,
    note: operation.note,
    movements: (await entriesOf(db, rows)).reverse(),
  };
}
