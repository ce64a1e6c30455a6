import type { Trx } from '../db/transaction';
import { invalid } from '../http/app-error';
import { lockMixture as lockMixtureRow, type LockedMixtureRow } from '../stock-core/locks';
import { findComponents, type NamedComponent } from './mixtures-repo';
import { missingMixture } from './resources/mixtures';

export { takesOfOperation } from './mixtures-repo';

/** A mixture locked for a change, with its components as they stand. Quantities in micro-units. */
export interface LockedMixture {
  row: LockedMixtureRow;
  components: NamedComponent[];
  total: number;
}

/**
 * Locks the mixture (PostgreSQL) before reading its components, so concurrent takes queue: a
 * draw, a split, a bin's release or move of it, a production run consuming it.
 */
export async function lockMixture(trx: Trx, id: string): Promise<LockedMixture> {
  const row = await lockMixtureRow(trx, id);
  if (!row) throw missingMixture(id);
  const components = await findComponents(trx, id);
  return { row, components, total: components.reduce((sum, c) => sum + c.qty_remaining, 0) };
}

export const notInBin = (field: string, which: 'bin' | 'source bin') => invalid(field, `mixture is not stored in the specified ${which}`);
