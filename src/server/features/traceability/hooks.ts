import { registerRecallTrace } from '../../core/recall-steps';
import { downstreamTrace } from './service';

/** What the traceability feature lends others through the core: a recall's downstream trace. */
export function registerTraceabilityHooks(): void {
  registerRecallTrace(downstreamTrace);
}
