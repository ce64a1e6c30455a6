import { isPostgres } from './connect';
import { tableOf } from './id-tables';
import type { Trx } from './transaction';

/**
 * Row locks, and the one order every transaction takes them in, so none waits on another in a
 * cycle. PostgreSQL only: SQLite runs one writer at a time.
 *
 *   1. bins, by id                 key share to name one in a change, update to delete one
 *   2. mixtures, by id
 *   3. lots (batches), by id       with the lots still inside the mixtures of step 2
 *   4. bin entries, by bin, then item (the ledger's readEntries)
 *
 * A recall hold locks its mixtures and lots `no key update`. A movement that takes a lot or
 * mixture out of a bin for use locks it, and the lots inside a mixture it takes, at least
 * `share` (the ledger does, in recordOperation), which conflicts with the hold's, and reads
 * the holds in a statement after that: under READ COMMITTED a new statement sees a hold that
 * committed while it waited. So a hold and a movement of the same lot serialise, each books
 * its operation while it holds its locks, and operation ids follow the order in which they
 * took effect. A caller that locks an item before the ledger does (a mixture before reading
 * its components, a run's inputs) takes it in the mode the ledger will need or stronger, so
 * no lock is raised out of order; `key share` (naming a lot, as a receive does) conflicts
 * only with `update`, and raising one's own to `share` waits for no one queued behind it.
 */
export type ItemLock = 'update' | 'no key update' | 'share';

type ItemTable = 'mixtures' | 'batches';

/** Ids of `table` among `ids`, by id; on PostgreSQL locked in `mode`, in that order. */
async function readRows(trx: Trx, table: ItemTable, ids: readonly string[], mode: ItemLock): Promise<string[]> {
  if (ids.length === 0) return [];
  const query = trx.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id');
  if (!isPostgres(trx)) return (await query.execute()).map((row) => row.id);
  const locked = mode === 'update' ? query.forUpdate() : mode === 'no key update' ? query.forNoKeyUpdate() : query.forShare();
  return (await locked.execute()).map((row) => row.id);
}

const ofTable = (ids: readonly string[], table: ItemTable) => [...new Set(ids.filter((id) => tableOf(id) === table))];

/**
 * The lots and mixtures among `ids` that exist, their rows locked in `mode` on PostgreSQL
 * (mixtures, then lots); ids of anything else are left out.
 */
export async function lockExistingItems(trx: Trx, ids: readonly string[], mode: ItemLock): Promise<Set<string>> {
  const mixtures = await readRows(trx, 'mixtures', ofTable(ids, 'mixtures'), mode);
  return new Set([...mixtures, ...(await readRows(trx, 'batches', ofTable(ids, 'batches'), mode))]);
}

/** Locks the bins `key share` (PostgreSQL), by id: step 1, for a change that names several. */
export async function lockBins(trx: Trx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0 || !isPostgres(trx)) return;
  await trx
    .selectFrom('bins')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .orderBy('id')
    .forKeyShare()
    .execute();
}

/** A lot still inside a mixture. */
export interface LotInside {
  mix_id: string;
  batch_id: string;
}

/** The lots still inside any of the mixtures, by mixture, then position. */
async function lotsInside(trx: Trx, mixtures: readonly string[]): Promise<LotInside[]> {
  if (mixtures.length === 0) return [];
  return trx
    .selectFrom('mixture_components')
    .select(['mix_id', 'batch_id'])
    .where('mix_id', 'in', mixtures)
    .where('qty_remaining', '>', 0)
    .orderBy('mix_id')
    .orderBy('position')
    .execute();
}

/**
 * Locks what a stock change takes out of bins (on PostgreSQL): the mixtures among `ids`, then
 * the lots among them together with the lots still inside those mixtures, all in `mode`. A
 * mixture's lots are read once it is locked, as only a change holding it changes them.
 * Answers the lots inside the mixtures (read on SQLite too); ids of SKUs are left out.
 */
export async function lockTakenItems(trx: Trx, ids: readonly string[], mode: ItemLock): Promise<LotInside[]> {
  const mixtures = ofTable(ids, 'mixtures');
  const pg = isPostgres(trx);
  if (pg) await readRows(trx, 'mixtures', mixtures, mode);
  const inside = await lotsInside(trx, mixtures);
  if (pg) await readRows(trx, 'batches', [...new Set([...ofTable(ids, 'batches'), ...inside.map((row) => row.batch_id)])], mode);
  return inside;
}
