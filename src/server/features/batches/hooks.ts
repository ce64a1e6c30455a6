import { registerRestorer } from '../../core/restorers';
import { restoreBatch } from './service';

/** What the batches feature lends others through the core: restoring an archived batch. */
export function registerBatchHooks(): void {
  registerRestorer('batch', (trx, { id, sku_id, name, props, created_at, expires_on, supplier_lot }, codes) =>
    restoreBatch(trx, { id, sku_id, name, props, created_at, expires_on, supplier_lot }, codes),
  );
}
