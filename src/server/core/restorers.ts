import type { Selectable } from 'kysely';
import type { ArchivedKind, RestoreAnswer } from '../../shared/contract/archive';
import type { ItemCodes } from '../../shared/contract/codes';
import type { ArchivedItemsTable } from '../db/schema';
import type { Trx } from '../db/transaction';

/** Puts an archived thing back in its live table and answers its state. */
export type Restorer = (trx: Trx, row: Selectable<ArchivedItemsTable>, codes: ItemCodes) => Promise<RestoreAnswer['state']>;

const restorers = new Map<ArchivedKind, Restorer>();

/** Registered at app start by the bins, SKUs and batches features, so the archive can restore without importing them. */
export function registerRestorer(kind: ArchivedKind, restorer: Restorer): void {
  restorers.set(kind, restorer);
}

export function restorerOf(kind: ArchivedKind): Restorer {
  const restorer = restorers.get(kind);
  if (!restorer) throw new Error(`no restorer is registered for archived ${kind}s`);
  return restorer;
}
