import {
  HISTORY_COUNT_AHEAD,
  type HistoryEntry,
  type HistoryQuery,
  type HistoryResource,
  type OperationState,
} from '../../../shared/contract/history';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { usedBefore } from '../archive/records';
import { binIsLive } from '../bins/service';
import { missingBin } from '../bins/resource';
import { itemExists } from '../items/lookup';
import { namesOf } from '../items/names';
import { missingItem } from '../items/resource';
import { countMovements, findOperation, pageOfMovements, type HistorySubject, type MovementWithOperation } from './history-repo';
import { fromMicro } from './ledger';

const entryOf = (row: MovementWithOperation, names: Map<string, string>): HistoryEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  kind: row.kind,
  item_id: row.item_id,
  item_name: names.get(row.item_id) ?? null,
  from_bin: row.from_bin,
  to_bin: row.to_bin,
  quantity: fromMicro(row.quantity),
  operator: row.operator,
  note: row.note,
  reason: row.reason,
  operation: { id: row.operation_id, kind: row.operation_kind, document_id: row.document_id },
});

async function entriesOf(db: DB, rows: MovementWithOperation[]): Promise<HistoryEntry[]> {
  const names = await namesOf(db, rows.map((row) => row.item_id));
  return rows.map((row) => entryOf(row, names));
}

async function pageOf(db: DB, subject: HistorySubject, query: HistoryQuery): Promise<HistoryResource['state']> {
  const countLimit = query.startingFrom + query.limit + HISTORY_COUNT_AHEAD;
  const [total, rows] = await Promise.all([
    countMovements(db, subject, countLimit),
    pageOfMovements(db, subject, query.startingFrom, query.limit),
  ]);
  return {
    total,
    total_is_exact: total < countLimit,
    starting_from: query.startingFrom,
    limit: query.limit,
    items: await entriesOf(db, rows),
  };
}

/** A bin's history stays readable after the bin is deleted: history is evidence. */
export async function binHistory(db: DB, binId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await binIsLive(db, binId)) && !(await usedBefore(db, binId))) throw missingBin(binId);
  return pageOf(db, { binId }, query);
}

/** A SKU's history is the movements of the SKU id itself, not of its batches; archived items keep theirs. */
export async function itemHistory(db: DB, itemId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await itemExists(db, itemId)) && !(await usedBefore(db, itemId))) throw missingItem(itemId);
  return pageOf(db, { itemId }, query);
}

/** Every stock change, newest first: the plant's recent activity. */
export const ledgerHistory = (db: DB, query: HistoryQuery): Promise<HistoryResource['state']> => pageOf(db, 'ledger', query);

/** The most movements one operation answers: a forced delete of a crowded bin stays one page. */
const OPERATION_MOVEMENTS_SHOWN = 10_000;

/** One operation with all its ledger rows, in the order they were written. */
export async function operationOf(db: DB, id: number): Promise<OperationState> {
  const operation = await findOperation(db, id);
  if (!operation) throw new AppError('missing-resource', { Id: `/api/operation/${id}`, detail: `No operation ${id}.` });
  const rows = await pageOfMovements(db, { operationId: id }, 0, OPERATION_MOVEMENTS_SHOWN);
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
