import type { Insertable } from 'kysely';
import type { CreateCustomerBody, CustomerContact } from '../../shared/contract/customers';
import type { DB } from '../db/connect';
import { oneOf } from '../db/id-set';
import type { CustomersTable } from '../db/schema';
import type { Trx } from '../db/transaction';

/** A new customer's row as its create body gives it, absent details as none: by the create call and by an import alike. */
export const customerRow = (body: CreateCustomerBody, createdAt: number): Insertable<CustomersTable> => ({
  id: body.id,
  name: body.name,
  contact: body.contact ?? null,
  email: body.email ?? null,
  phone: body.phone ?? null,
  address: body.address ?? null,
  notes: body.notes ?? null,
  created_at: createdAt,
});

const CONTACT_COLUMNS = ['id', 'name', 'contact', 'email', 'phone', 'address'] as const;

/** How to reach each customer among `ids`: as it is now, or as it was when it was archived. */
export async function contactsOf(db: DB | Trx, ids: readonly string[]): Promise<Map<string, CustomerContact>> {
  const [live, archived] = await Promise.all([
    db.selectFrom('customers').select(CONTACT_COLUMNS).where('id', 'in', oneOf(db, ids)).execute(),
    db.selectFrom('archived_items').select(CONTACT_COLUMNS).where('kind', '=', 'customer').where('id', 'in', oneOf(db, ids)).execute(),
  ]);
  const contacts = new Map<string, CustomerContact>();
  for (const [rows, isArchived] of [
    [archived, true],
    [live, false],
  ] as const) {
    for (const { id, ...row } of rows) contacts.set(id, { customer_id: id, ...row, archived: isArchived });
  }
  return contacts;
}

/**
 * A customer a shipment names is on the record (record-holders.ts), so it is live or archived;
 * this only keeps an answer whole should neither be found.
 */
export const unknownContact = (id: string): CustomerContact => ({
  customer_id: id,
  name: '',
  contact: null,
  email: null,
  phone: null,
  address: null,
  archived: true,
});
