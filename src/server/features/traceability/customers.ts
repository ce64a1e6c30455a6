import type { TracedCustomer, TracedDeparture } from '../../../shared/contract/traceability';
import { groupBy } from '../../../shared/group-by';
import { contactsOf, unknownContact } from '../../core/customers';
import type { Db } from './id-sets';

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
  return [...shipped].map(([id, shipments]) => ({ ...(contacts.get(id) ?? unknownContact(id)), shipments }));
}
