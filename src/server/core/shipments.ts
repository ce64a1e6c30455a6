import { isPostgres } from '../db/connect';
import type { Trx } from '../db/transaction';
import { missingCustomer } from './resources/customers';

/** Whom a release goes to, as its body names them (decision 043). */
export interface ShipmentTo {
  customerId: string;
  reference: string | null;
}

/**
 * Checks the customer a release names before anything is booked, its row locked (key share) on
 * PostgreSQL: a delete, which locks the customer for update before it asks whether anything
 * names it, waits for the release and then finds its shipment, so the customer is archived.
 */
export async function lockCustomer(trx: Trx, id: string): Promise<void> {
  const query = trx.selectFrom('customers').select('id').where('id', '=', id);
  if (!(await (isPostgres(trx) ? query.forKeyShare() : query).executeTakeFirst())) throw missingCustomer(id);
}

/** Says to whom a release operation went, in its transaction. */
export async function recordShipment(trx: Trx, operationId: number, to: ShipmentTo): Promise<void> {
  await trx.insertInto('shipments').values({ operation_id: operationId, customer_id: to.customerId, reference: to.reference }).execute();
}
