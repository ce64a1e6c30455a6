import type { Trx } from '../db/transaction';

/** A few of the ids that block a delete, so the problem's detail stays short however many there are. */
export const BLOCKERS_SHOWN = 5;
export const listBlockers = (ids: string[]) => ids.join(', ') + (ids.length === BLOCKERS_SHOWN ? ' and possibly more' : '');

/** What a SKU's or lot's delete asks other features about. */
export type UsedKind = 'sku' | 'batch';

/** A feature's records that use a SKU or lot: how to find a few of them, and how a refused delete names them. */
export interface Use {
  find: (trx: Trx, id: string, limit: number) => Promise<string[]>;
  /** what follows "<id> is" in the refusal, given the listed ids: `part of MIX000001` */
  says: (listed: string) => string;
}

const uses: Record<UsedKind, Map<string, Use>> = { sku: new Map(), batch: new Map() };

/**
 * Registered at app start by the features whose records use SKUs and lots (mixtures, step
 * templates and runs), so the SKU and batch features can refuse a delete without importing
 * them. A name registers once; registering it again (a second app in one process) replaces it.
 */
export function registerUse(kind: UsedKind, name: string, use: Use): void {
  uses[kind].set(name, use);
}

/** What holds on to the SKU or lot, one phrase per registered use that finds any, in the order they were registered. */
export async function usesOf(trx: Trx, kind: UsedKind, id: string): Promise<string[]> {
  const found: string[] = [];
  for (const use of uses[kind].values()) {
    const ids = await use.find(trx, id, BLOCKERS_SHOWN);
    if (ids.length > 0) found.push(use.says(listBlockers(ids)));
  }
  return found;
}
