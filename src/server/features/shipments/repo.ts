import type { ShipmentListQuery, ShipmentState, ShipmentSummary, ShippedLine } from '../../../shared/contract/shipments';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { contactsOf, unknownContact } from '../../core/customers';
import { unitsOf } from '../../core/items';
import { takesOfOperation } from '../../core/mixtures';
import { namesOf } from '../../core/names';
import { isLot, isMixture } from '../../stock-core/item-kind';
import { fromMicro } from '../../stock-core/quantities';

/** The shipment the release operation `operationId` booked, its lines as the ledger holds them; null when it booked none. */
export async function readShipment(db: DB | Trx, operationId: number): Promise<ShipmentState | null> {
  const shipment = await db
    .selectFrom('shipments')
    .innerJoin('operations', 'operations.id', 'shipments.operation_id')
    .select(['shipments.customer_id', 'shipments.reference', 'operations.at', 'operations.operator', 'operations.note'])
    .where('shipments.operation_id', '=', operationId)
    .executeTakeFirst();
  if (!shipment) return null;
  const [movements, takes, contacts] = await Promise.all([
    db.selectFrom('movements').select(['item_id', 'from_bin', 'quantity']).where('operation_id', '=', operationId).orderBy('id').execute(),
    takesOfOperation(db, operationId),
    contactsOf(db, [shipment.customer_id]),
  ]);
  const ids = [...movements.map((m) => m.item_id), ...takes.map((t) => t.batch_id)];
  const [names, units] = await Promise.all([namesOf(db, ids), unitsOf(db, ids)]);
  const lot = (batchId: string, quantity: number) => ({
    batch_id: batchId,
    name: names.get(batchId) ?? null,
    quantity: fromMicro(quantity),
    unit: units.get(batchId) ?? null,
  });
  const lines = movements.map((movement): ShippedLine => ({
    bin_id: movement.from_bin ?? '',
    item_id: movement.item_id,
    item_name: names.get(movement.item_id) ?? null,
    quantity: fromMicro(movement.quantity),
    unit: units.get(movement.item_id) ?? null,
    // A shipment releases each mixture from its one bin in one line (service.ts merges lines), so its takes are that line's.
    lots: isMixture(movement.item_id)
      ? takes.filter((take) => take.mix_id === movement.item_id).map((take) => lot(take.batch_id, take.quantity))
      : isLot(movement.item_id)
        ? [lot(movement.item_id, movement.quantity)]
        : [],
  }));
  return {
    operation_id: operationId,
    at: new Date(shipment.at).toISOString(),
    customer: contacts.get(shipment.customer_id) ?? unknownContact(shipment.customer_id),
    reference: shipment.reference,
    operator: shipment.operator,
    note: shipment.note,
    lines,
  };
}

/** A page of shipments, newest first, of one customer or of all, with how many there are. */
export async function pageOfShipments(db: DB, query: ShipmentListQuery): Promise<{ total: number; rows: ShipmentSummary[] }> {
  let base = db.selectFrom('shipments');
  if (query.customer !== undefined) base = base.where('shipments.customer_id', '=', query.customer);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('operations', 'operations.id', 'shipments.operation_id')
      .select((eb) => [
        'shipments.operation_id',
        'shipments.customer_id',
        'shipments.reference',
        'operations.at',
        'operations.operator',
        eb
          .selectFrom('movements')
          .select((m) => m.fn.countAll<number | string>().as('n'))
          .whereRef('movements.operation_id', '=', 'shipments.operation_id')
          .as('lines'),
      ])
      .orderBy('shipments.operation_id', 'desc')
      .offset(query.startingFrom)
      .limit(query.limit)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((row) => ({ ...row, at: new Date(row.at).toISOString(), lines: Number(row.lines ?? 0) })),
  };
}
