import { sql, type Insertable, type Selectable } from 'kysely';
import type { TracedCustomer } from '../../../shared/contract/traceability';
import type { DB } from '../../db/connect';
import type { RecallCustomersTable, RecallsTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { chunksOf } from '../../../shared/chunks';

type Db = DB | Trx;
export type RecallRow = Selectable<RecallsTable>;
export type RecallCustomerRow = Selectable<RecallCustomersTable>;
export type RecallListRow = RecallRow & { customers: number; notified: number };

export async function insertRecall(trx: Trx, row: Insertable<RecallsTable>): Promise<number> {
  const { id } = await trx.insertInto('recalls').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function setRecallHold(trx: Trx, id: number, holdOperationId: number | null, heldIds: readonly string[]): Promise<void> {
  await trx
    .updateTable('recalls')
    .set({ hold_operation_id: holdOperationId, held_ids: JSON.stringify(heldIds) })
    .where('id', '=', id)
    .execute();
}

/** The trace's customers as they are now: the recall keeps them so, whatever is edited later. */
export async function insertRecallCustomers(trx: Trx, recallId: number, customers: readonly TracedCustomer[]): Promise<void> {
  const rows = customers.map(({ customer_id, name, contact, email, phone, address, shipments }, position) => ({
    recall_id: recallId,
    customer_id,
    position,
    name,
    contact,
    email,
    phone,
    address,
    shipments: JSON.stringify(shipments),
  }));
  // 12 columns a row: 1,000 rows stay far below PostgreSQL's 65,535 bound parameters.
  for (const chunk of chunksOf(rows, 1000)) await trx.insertInto('recall_customers').values(chunk).execute();
}

export const recallRow = (db: Db, id: number): Promise<RecallRow | undefined> =>
  db.selectFrom('recalls').selectAll().where('id', '=', id).executeTakeFirst();

export const recallCustomers = (db: Db, id: number): Promise<RecallCustomerRow[]> =>
  db.selectFrom('recall_customers').selectAll().where('recall_id', '=', id).orderBy('position').execute();

/** Every recall with its progress: open ones first, newest first within each. */
export async function recallList(db: Db): Promise<RecallListRow[]> {
  const rows = await db
    .selectFrom('recalls')
    .selectAll('recalls')
    .select((eb) => [
      eb.selectFrom('recall_customers').whereRef('recall_id', '=', 'recalls.id').select(eb.fn.countAll<number>().as('n')).as('customers'),
      eb
        .selectFrom('recall_customers')
        .whereRef('recall_id', '=', 'recalls.id')
        .where('notified_at', 'is not', null)
        .select(eb.fn.countAll<number>().as('n'))
        .as('notified'),
    ])
    .orderBy(sql`case when closed_at is null then 0 else 1 end`)
    .orderBy('id', 'desc')
    .execute();
  // PostgreSQL counts in bigint, which its driver answers as text.
  return rows.map((row) => ({ ...row, customers: Number(row.customers), notified: Number(row.notified) }));
}

/** Marks one customer told; false when they were already (a concurrent mark won). */
export async function markNotified(
  trx: Trx,
  recallId: number,
  customerId: string,
  told: Pick<RecallCustomerRow, 'notified_at' | 'notified_by' | 'notified_person_id' | 'method' | 'note'>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('recall_customers')
    .set(told)
    .where('recall_id', '=', recallId)
    .where('customer_id', '=', customerId)
    .where('notified_at', 'is', null)
    .returning('customer_id')
    .execute();
  return updated.length > 0;
}

/** Closes the recall; false when it was closed already (a concurrent close won). */
export async function markClosed(
  trx: Trx,
  id: number,
  closed: Pick<RecallRow, 'closed_at' | 'closed_by' | 'closed_person_id' | 'close_note'>,
): Promise<boolean> {
  const updated = await trx
    .updateTable('recalls')
    .set(closed)
    .where('id', '=', id)
    .where('closed_at', 'is', null)
    .returning('id')
    .execute();
  return updated.length > 0;
}
