import { registerRecallHold } from '../../core/recall-steps';
import { holdItems } from './service';

/** What the holds feature lends others through the core: a recall's hold, the same one operation as POST /api/holds. */
export function registerHoldHooks(): void {
  registerRecallHold(holdItems);
}
