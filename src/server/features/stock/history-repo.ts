import type { DB } from '../../db/connect';
import type { Movement } from '../../db/schema';

/** Whose history: movements into or out of a bin, movements of one item, or the whole ledger. */
export type HistorySubject = { binId: string } | { itemId: string } | 'ledger';

function movementsOf(db: DB, subject: HistorySubject) {
  const query = db.selectFrom('movements');
  if (subject === 'ledger') return query;
  if ('itemId' in subject) return query.where('item_id', '=', subject.itemId);
  // Each side has its own (bin, id) index; PostgreSQL combines them for the OR.
  return query.where((eb) => eb.or([eb('from_bin', '=', subject.binId), eb('to_bin', '=', subject.binId)]));
}

export async function countMovements(db: DB, subject: HistorySubject): Promise<number> {
  const row = await movementsOf(db, subject)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Newest first: ids only grow, so id order is the order the changes committed their rows in. */
export async function pageOfMovements(db: DB, subject: HistorySubject, offset: number, limit: number): Promise<Movement[]> {
  return movementsOf(db, subject)
    .select(['id', 'at', 'kind', 'item_id', 'from_bin', 'to_bin', 'quantity', 'operator', 'note', 'reason', 'idempotency_key'])
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}
