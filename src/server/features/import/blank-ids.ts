import type { GivenId } from '../../../shared/contract/import';
import { formatId, ID_MODULUS } from '../../../shared/labels';
import type { Trx } from '../../db/transaction';
import { counterStart } from '../../core/ids';
import { idsUsedBefore, liveIds, type ItemTable } from './repo';

/** Candidates asked beyond the ids still needed, so a few taken ones rarely cost another round. */
const SPARE = 10;

const PREFIX_OF = { bins: 'BIN', skus: 'SKU', batches: 'BAT', customers: 'CUS' } as const satisfies Record<ItemTable, string>;

/**
 * Gives each of the `blank` rows the next free id, in file order, as the New forms would one
 * after another (core/ids.ts suggestNextId, asked for many ids at once, each one set): never an
 * id live or with history, nor one the file names for another row. A round that meets taken ids
 * is followed by one at least as wide as all tried so far, so a long taken run costs few rounds. Run in the import's transaction, so the
 * counter it starts from is the one the import advances.
 */
export async function giveBlankIds(trx: Trx, table: ItemTable, blank: readonly number[], named: ReadonlySet<string>): Promise<GivenId[]> {
  if (blank.length === 0) return [];
  const prefix = PREFIX_OF[table];
  const given: GivenId[] = [];
  let n = await counterStart(trx, prefix);
  for (let tried = 0; given.length < blank.length;) {
    if (tried >= ID_MODULUS) throw new Error(`every ${prefix} id is in use`);
    const size = Math.min(ID_MODULUS - tried, Math.max(blank.length - given.length + SPARE, tried));
    const candidates = Array.from({ length: size }, (_, i) => formatId(prefix, (n + i) % ID_MODULUS)).filter((id) => !named.has(id));
    const [live, used] = await Promise.all([liveIds(trx, table, candidates), idsUsedBefore(trx, candidates)]);
    for (const id of candidates) {
      const row = blank[given.length];
      if (row === undefined) break;
      if (!live.has(id) && !used.has(id)) given.push({ row, id });
    }
    n = (n + size) % ID_MODULUS;
    tried += size;
  }
  return given;
}
