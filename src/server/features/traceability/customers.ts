import type { TracedCustomer, TracedDeparture } from '../../../shared/contract/traceability';
import { groupBy } from '../../../shared/group-by';
import { oneOf } from '../../db/id-set';
import type { Db } from './id-sets';

type Contact = Omit<TracedCustomer, 'shipments'>;

const CONTACT_COLUMNS = ['id', 'name', 'contact', 'email', 'phone', 'address'] as const;

/** How to reach each customer among `ids`: as it is now, or as it was when it was archived. */
async function contactsOf(db: Db, ids: readonly string[]): Promise<Map<string, Contact>> {
  const [live, archived] = await Promise.all([
    db.selectFrom('customers').select(CONTACT_COLUMNS).where('id', 'in', oneOf(db, ids)).execute(),
    db.selectFrom('archived_items').select(CONTACT_COLUMNS).where('kind', '=', 'customer').where('id', 'in', oneOf(db, ids)).execute(),
  ]);
  const contacts = new Map<string, Contact>();
  for (const [rows, isArchived] of [
    [archived, true],
    [live, false],
  ] as const) {
    for (const { id, ...row } of rows) contacts.set(id, { customer_id: id, ...row, archived: isArchived });
  }
  return contacts;
}

/**
 * Who received the traced releases (decision 043): each customer a release shipped to, with how
 * to reach them and their shipments, in the order of their first shipment.
 */
export async function customersOf(db: Db, releases: readonly TracedDeparture[]): Promise<TracedCustomer[]> {
  const shipped = groupBy(
    releases.filter((release) => release.customer_id !== null),
    (release) => release.customer_id as string,
  );
  if (shipped.size === 0) return [];
  const contacts = await contactsOf(db, [...shipped.keys()]);
  return [...shipped].map(([id, shipments]) => ({
    // A shipment's customer is on the record (record-holders.ts), so it is live or archived; the fallback only keeps the answer whole.
    ...(contacts.get(id) ?? { customer_id: id, name: '', contact: null, email: null, phone: null, address: null, archived: true }),
    shipments,
  }));
}
