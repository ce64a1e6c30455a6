import { registerUse } from '../../core/in-use';
import { liveRunsUsingBatch } from './repo';

/** What production runs lend other features through the core: the lots they record, which keep those lots from being deleted. */
export function registerStepInstanceHooks(): void {
  registerUse('batch', 'step instances', { find: liveRunsUsingBatch, says: (listed) => `recorded in the step instances ${listed}` });
}
