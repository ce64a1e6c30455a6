import type { ContentsChangeBody, MoveBody } from '../../shared/contract/stock';
import type { Trx } from '../db/transaction';
import type { Actor } from '../http/actor';

/**
 * How a bin's contents routes release or move a mixture: by the mixtures feature's rules (draw
 * from the lots in proportion, move only whole), which it registers at app start so the stock
 * feature need not import it. Each answers what the bin holds of the mixture afterwards, in
 * micro-units; a change also the signed change it made (with `all`, the whole entry) and the
 * operation that booked it (null when nothing changed).
 */
export interface MixtureStockRules {
  change: (
    trx: Trx,
    binId: string,
    input: ContentsChangeBody,
    actor: Actor | null,
    idempotencyKey: string | null,
  ) => Promise<{ after: number; change: number; operationId: number | null }>;
  move: (trx: Trx, fromBin: string, input: MoveBody, actor: Actor | null, idempotencyKey: string | null) => Promise<number>;
}

let registered: MixtureStockRules | null = null;

export function registerMixtureStockRules(rules: MixtureStockRules): void {
  registered = rules;
}

export function mixtureStockRules(): MixtureStockRules {
  if (!registered) throw new Error('the mixtures feature has not registered its stock rules');
  return registered;
}
