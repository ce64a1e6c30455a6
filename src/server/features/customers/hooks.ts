import { registerRestorer } from '../../core/restorers';
import { restoreCustomer } from './service';

/** What the customers feature lends others through the core: restoring an archived customer. */
export function registerCustomerHooks(): void {
  registerRestorer('customer', (trx, { id, name, contact, email, phone, address, notes, created_at }) =>
    restoreCustomer(trx, { id, name, contact, email, phone, address, notes, created_at }),
  );
}
