import type { HoldBody, HoldResult } from '../../shared/contract/holds';
import type { DownstreamTrace } from '../../shared/contract/traceability';
import type { Trx } from '../db/transaction';
import type { Actor } from '../http/actor';

/**
 * What a recall does by other features' rules (decision 045): the downstream trace, and the
 * hold of what it found on hand, both in the recall's transaction. The traceability and holds
 * features register them at app start (app.ts registerFeatureHooks), so the recalls feature
 * imports neither. An unknown id is refused (404) naming `field`.
 */
export interface RecallSteps {
  trace: (trx: Trx, query: { batch_ids: string[]; step_instance_ids: string[] }, field: string) => Promise<DownstreamTrace>;
  hold: (trx: Trx, body: HoldBody, actor: Actor, idempotencyKey: string | null) => Promise<HoldResult>;
}

const registered: Partial<RecallSteps> = {};

export function registerRecallTrace(trace: RecallSteps['trace']): void {
  registered.trace = trace;
}

export function registerRecallHold(hold: RecallSteps['hold']): void {
  registered.hold = hold;
}

export function recallSteps(): RecallSteps {
  const { trace, hold } = registered;
  if (!trace || !hold) throw new Error('the traceability and holds features have not registered their recall steps');
  return { trace, hold };
}
