import { registerRecordHolder } from '../../core/record-holders';

/** A customer a shipment names is on the record: archived rather than deleted, its id never given again. */
export function registerShipmentHooks(): void {
  registerRecordHolder('CUS', { table: 'shipments', column: 'customer_id' });
}
