import { registerRestorer } from '../../core/restorers';
import { restoreBin } from './service';

/** What the bins feature lends others through the core: restoring an archived bin. */
export function registerBinHooks(): void {
  registerRestorer('bin', (trx, { id, name, zone, notes, props, created_at }) =>
    restoreBin(trx, { id, name, zone, notes, props, created_at }),
  );
}
