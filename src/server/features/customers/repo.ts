import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { CustomersTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { countOf, idContains, idOrNameMatch, sortKey, startsWords, type ListPage } from '../../core/list-page';

export type CustomerRow = Selectable<CustomersTable>;

const COLUMNS = ['id', 'name', 'contact', 'email', 'phone', 'address', 'notes', 'created_at'] as const;

/**
 * `update` locks the customer while it is changed or deleted; a release naming it holds a key
 * share lock (stock-core/locks.ts lockCustomer), so a delete waits and then sees its shipment.
 */
export async function findCustomer(db: DB | Trx, id: string, lock?: 'update'): Promise<CustomerRow | undefined> {
  const query = db.selectFrom('customers').select(COLUMNS).where('id', '=', id);
  // SQLite runs one writer at a time, so rows need no lock of their own there.
  return (lock && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertCustomer(trx: Trx, row: Insertable<CustomersTable>): Promise<void> {
  await trx.insertInto('customers').values(row).execute();
}

export async function updateCustomerRow(trx: Trx, id: string, changes: Updateable<CustomersTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('customers').set(changes).where('id', '=', id).execute();
}

export async function deleteCustomerRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('customers').where('id', '=', id).execute();
}

/** A page of customers: the text matches part of the id or the email, or begins words of the name or the contact. */
export async function pageOfCustomers(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('customers');
  const { filter } = page;
  if (filter !== null) {
    matching = matching.where(
      sql<boolean>`(${idOrNameMatch(db, 'customers', filter)} or ${startsWords(db, 'customers.contact', filter.words)}
        or ${idContains('customers.email', filter)})`,
    );
  }
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .select(['customers.id', 'customers.name', 'customers.contact', 'customers.email', 'customers.phone'])
      .orderBy(sortKey('customers', page.sort), page.order)
      .orderBy('customers.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, rows };
}
