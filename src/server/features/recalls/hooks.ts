import { registerRecordHolder } from '../../core/record-holders';

/** A customer a recall names is on the record: deleting them archives them, and their id is never given again. */
export function registerRecallHooks(): void {
  registerRecordHolder('CUS', { table: 'recall_customers', column: 'customer_id' });
}
