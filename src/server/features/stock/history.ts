import type { HistoryEntry, HistoryQuery, HistoryResource } from '../../../shared/contract/history';
import type { DB } from '../../db/connect';
import type { Movement } from '../../db/schema';
import { findBin } from '../bins/repo';
import { missingBin } from '../bins/resource';
import { itemExists } from '../items/repo';
import { missingItem } from '../items/resource';
import { countMovements, pageOfMovements, type HistorySubject } from './history-repo';
import { fromMicro } from './ledger';

const entryOf = (row: Movement): HistoryEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  kind: row.kind,
  item_id: row.item_id,
  from_bin: row.from_bin,
  to_bin: row.to_bin,
  quantity: fromMicro(row.quantity),
  operator: row.operator,
  note: row.note,
  reason: row.reason,
});

async function pageOf(db: DB, subject: HistorySubject, query: HistoryQuery): Promise<HistoryResource['state']> {
  const [total, rows] = await Promise.all([
    countMovements(db, subject),
    pageOfMovements(db, subject, query.startingFrom, query.limit),
  ]);
  return { total, starting_from: query.startingFrom, limit: query.limit, items: rows.map(entryOf) };
}

export async function binHistory(db: DB, binId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await findBin(db, binId))) throw missingBin(binId);
  return pageOf(db, { binId }, query);
}

/** A SKU's history is the movements of the SKU id itself, not of its batches. */
export async function itemHistory(db: DB, itemId: string, query: HistoryQuery): Promise<HistoryResource['state']> {
  if (!(await itemExists(db, itemId))) throw missingItem(itemId);
  return pageOf(db, { itemId }, query);
}

/** Every stock change, newest first: the plant's recent activity. */
export const ledgerHistory = (db: DB, query: HistoryQuery): Promise<HistoryResource['state']> => pageOf(db, 'ledger', query);
