import type { Trx } from '../db/transaction';
import { lockCustomer } from '../stock-core/locks';
import { missingCustomer } from './resources/customers';

/** Whom a release goes to, as its body names them (decision 043). */
export interface ShipmentTo {
  customerId: string;
  reference: string | null;
}

/** Checks the customer a release names before anything is booked, locked so it stays (stock-core/locks.ts). */
export async function requireCustomer(trx: Trx, id: string): Promise<void> {
  if (!(await lockCustomer(trx, id))) throw missingCustomer(id);
}

/** Says to whom a release operation went, in its transaction. */
export async function recordShipment(trx: Trx, operationId: number, to: ShipmentTo): Promise<void> {
  await trx.insertInto('shipments').values({ operation_id: operationId, customer_id: to.customerId, reference: to.reference }).execute();
}
