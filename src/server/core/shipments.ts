import type { Trx } from '../db/transaction';
import { lockCustomer } from '../stock-core/locks';
import { emitEvent } from '../stock-core/outbox';
import { fromMicro } from '../stock-core/quantities';
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

/**
 * Says to whom a release operation went, in its transaction, and tells subscribers with a
 * shipment.created event: a Release naming a customer is a shipment as much as the Ship screen's.
 */
export async function recordShipment(trx: Trx, operationId: number, to: ShipmentTo): Promise<void> {
  await trx.insertInto('shipments').values({ operation_id: operationId, customer_id: to.customerId, reference: to.reference }).execute();
  await emitEvent(trx, 'shipment.created', () => shipmentEvent(trx, operationId, to), { operationId });
}

/** shipment.created's data: the lines as the operation's movements booked them, at its time. */
async function shipmentEvent(trx: Trx, operationId: number, to: ShipmentTo) {
  const movements = await trx
    .selectFrom('movements')
    .innerJoin('operations', 'operations.id', 'movements.operation_id')
    .select(['movements.from_bin', 'movements.item_id', 'movements.quantity', 'operations.at'])
    .where('movements.operation_id', '=', operationId)
    .orderBy('movements.id')
    .execute();
  const at = movements[0]?.at ?? Date.now();
  const data = {
    shipment_id: operationId,
    customer_id: to.customerId,
    reference: to.reference,
    at: new Date(at).toISOString(),
    lines: movements.map((m) => ({ bin_id: m.from_bin, item_id: m.item_id, quantity: fromMicro(m.quantity) })),
  };
  return { data, at };
}
