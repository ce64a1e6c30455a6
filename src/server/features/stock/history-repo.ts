import type { DB } from '../../db/connect';

/** Whose history: movements into or out of a bin, movements of one item, of one operation, or the whole ledger. */
export type HistorySubject = { binId: string } | { itemId: string } | { operationId: number } | 'ledger';

function movementsOf(db: DB, subject: HistorySubject) {
  const query = db.selectFrom('movements');
  if (subject === 'ledger') return query;
  if ('itemId' in subject) return query.where('movements.item_id', '=', subject.itemId);
  if ('operationId' in subject) return query.where('movements.operation_id', '=', subject.operationId);
  // Each side has its own (bin, id) index; PostgreSQL combines them for the OR.
  return query.where((eb) => eb.or([eb('movements.from_bin', '=', subject.binId), eb('movements.to_bin', '=', subject.binId)]));
}

/** Counts a subject's movements, but never more than `atMost`: the count reads no further. */
export async function countMovements(db: DB, subject: HistorySubject, atMost: number): Promise<number> {
  const row = await db
    .selectFrom(movementsOf(db, subject).select('movements.id').limit(atMost).as('counted'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export type MovementWithOperation = Awaited<ReturnType<typeof pageOfMovements>>[number];

/** Newest first, each row with its operation's kind and document. */
export async function pageOfMovements(db: DB, subject: HistorySubject, offset: number, limit: number) {
  return movementsOf(db, subject)
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
    .orderBy('movements.id', 'desc')
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
