import { DEFAULT_UNIT } from '../../../shared/units';
import { registerRestorer } from '../../core/restorers';
import { restoreSku } from './service';

/** What the SKUs feature lends others through the core: restoring an archived SKU. */
export function registerSkuHooks(): void {
  registerRestorer('sku', (trx, { id, name, props, created_at, unit }, codes) =>
    restoreSku(trx, { id, name, props, created_at, unit: unit ?? DEFAULT_UNIT }, codes),
  );
}
