import { registerUse } from '../../core/in-use';
import { registerMixtureStockRules } from '../../core/mixture-stock';
import { mixturesHolding, mixturesOfSku } from './repo';
import { changeMixtureInBin, moveMixture } from './service';

/** What mixtures lend other features through the core: a bin's release and move of a mixture, and the SKUs and lots they hold. */
export function registerMixtureHooks(): void {
  registerMixtureStockRules({ change: changeMixtureInBin, move: moveMixture });
  registerUse('sku', 'mixtures', { find: mixturesOfSku, says: (listed) => `the SKU of ${listed}` });
  registerUse('batch', 'mixtures', { find: mixturesHolding, says: (listed) => `part of ${listed}` });
}
