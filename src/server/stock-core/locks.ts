import { isPostgres } from '../db/connect';
import { oneOf } from '../db/id-set';
import { tableOf } from '../db/id-tables';
import { precompiled } from '../db/precompiled';
import type { MixturesTable } from '../db/schema';
import type { Trx } from '../db/transaction';
import { DEFAULT_UNIT, type Unit } from '../../shared/units';
import type { Component } from './mixture-components';

/**
 * Row locks, and the one order every transaction takes them in, so none waits on another in a
 * cycle. PostgreSQL only: SQLite runs one writer at a time.
 *
 *   0. the customer a release ships to, key share (a delete locks it for update)
 *   1. bins, by id                 key share to name one in a change, update to delete one
 *   2. mixtures, by id
 *   3. lots (batches), by id       with the lots still inside the mixtures of step 2
 *   4. bin entries, by bin, then item (readEntries, inside record)
 *
 * A recall hold locks its mixtures and lots `no key update`. A movement that takes a lot or
 * mixture out of a bin for use locks it, and the lots inside a mixture it takes, at least
 * `share` (record does), which conflicts with the hold's, and reads
 * the holds in a statement after that: under READ COMMITTED a new statement sees a hold that
 * committed while it waited. So a hold and a movement of the same lot serialise, each books
 * its operation while it holds its locks, and operation ids follow the order in which they
 * took effect. A caller that locks an item before record does (a mixture before reading
 * its components, a run's inputs) takes it in the mode record will need or stronger, so
 * no lock is raised out of order; `key share` (naming a lot, as a receive does) conflicts
 * only with `update`, and raising one's own to `share` waits for no one queued behind it.
 */
export type ItemLock = 'update' | 'no key update' | 'share';

type ItemTable = 'mixtures' | 'batches';

/** Ids of `table` among `ids`, by id; on PostgreSQL locked in `mode`, in that order. */
async function readRows(trx: Trx, table: ItemTable, ids: readonly string[], mode: ItemLock): Promise<string[]> {
  if (ids.length === 0) return [];
  const query = trx.selectFrom(table).select('id').where('id', 'in', oneOf(trx, ids)).orderBy('id');
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

/** The live bins among `ids`, key-share-locked on PostgreSQL, by id: step 1, for a change that names several. */
export async function lockBins(trx: Trx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let query = trx
    .selectFrom('bins')
    .select('id')
    .where('id', 'in', oneOf(trx, [...new Set(ids)]))
    .orderBy('id');
  if (isPostgres(trx)) query = query.forKeyShare();
  return new Set((await query.execute()).map((row) => row.id));
}

/** A lot still inside a mixture. */
export interface LotInside {
  mix_id: string;
  batch_id: string;
}

/** The components of mixtures as read once they were locked, by mixture, each list by position. */
export type ComponentsRead = ReadonlyMap<string, readonly Pick<Component, 'batch_id' | 'qty_remaining'>[]>;

/**
 * The lots still inside any of the mixtures, by mixture, then position: from the components
 * `read` when it has every mixture (only a change holding a mixture's lock changes them), else
 * read here.
 */
async function lotsInside(trx: Trx, mixtures: readonly string[], read?: ComponentsRead): Promise<LotInside[]> {
  if (mixtures.length === 0) return [];
  if (read && mixtures.every((id) => read.has(id)))
    return [...mixtures]
      .sort()
      .flatMap((mix_id) => (read.get(mix_id) ?? []).filter((c) => c.qty_remaining > 0).map((c) => ({ mix_id, batch_id: c.batch_id })));
  return trx
    .selectFrom('mixture_components')
    .select(['mix_id', 'batch_id'])
    .where('mix_id', 'in', oneOf(trx, mixtures))
    .where('qty_remaining', '>', 0)
    .orderBy('mix_id')
    .orderBy('position')
    .execute();
}

/**
 * Locks what a stock change takes out of bins (on PostgreSQL): the mixtures among `ids`, then
 * the lots among them together with the lots still inside those mixtures, all in `mode`. A
 * mixture's lots are read once it is locked, as only a change holding it changes them.
 * Answers the lots inside the mixtures (read on SQLite too, unless the caller `read` them after
 * locking); ids of SKUs are left out.
 */
export async function lockTakenItems(trx: Trx, ids: readonly string[], mode: ItemLock, read?: ComponentsRead): Promise<LotInside[]> {
  const mixtures = ofTable(ids, 'mixtures');
  const pg = isPostgres(trx);
  if (pg) await readRows(trx, 'mixtures', mixtures, mode);
  const inside = await lotsInside(trx, mixtures, read);
  if (pg) await readRows(trx, 'batches', [...new Set([...ofTable(ids, 'batches'), ...inside.map((row) => row.batch_id)])], mode);
  return inside;
}

// Every stock form takes these locks: each statement is compiled once (db/precompiled.ts).
const keyShareBin = precompiled((db, p: { binId: string }) => {
  const query = db.selectFrom('bins').select('id').where('id', '=', p.binId);
  return isPostgres(db) ? query.forKeyShare() : query;
});
const keyShareSkuUnit = precompiled((db, p: { id: string }) => {
  const query = db.selectFrom('skus').select('unit').where('id', '=', p.id);
  return isPostgres(db) ? query.forKeyShare() : query;
});
const keyShareBatchUnit = precompiled((db, p: { id: string }) => {
  const query = db
    .selectFrom('batches')
    .leftJoin('skus', 'skus.id', 'batches.sku_id')
    .select(['batches.id', 'skus.unit'])
    .where('batches.id', '=', p.id);
  return isPostgres(db) ? query.forKeyShare('batches') : query;
});

/**
 * Whether a bin exists; on PostgreSQL its row is key-share-locked until commit, so it cannot
 * be deleted under a change that names it (a stock form's, a mixture's, a run's).
 */
export async function lockLiveBin(trx: Trx, binId: string): Promise<boolean> {
  return (await keyShareBin(trx, { binId })).length > 0;
}

/**
 * Whether a bin exists, locked `update` on PostgreSQL (an audit's count, a delete): stock
 * changes key-share-lock their bin, so none runs until the count or the delete commits.
 */
export async function lockWholeBin(trx: Trx, binId: string): Promise<boolean> {
  let query = trx.selectFrom('bins').select('id').where('id', '=', binId);
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * The unit a live SKU or lot counts in (a lot's SKU's, `ea` without one), or null when there is
 * no such item: the existence check and the unit in one read, as every stock change needs
 * both. Key-share-locked until commit, so the item cannot be deleted under the change.
 */
export async function lockStockItem(trx: Trx, id: string): Promise<Unit | null> {
  if (tableOf(id) === 'skus') return (await keyShareSkuUnit(trx, { id }))[0]?.unit ?? null;
  const [row] = await keyShareBatchUnit(trx, { id });
  return row ? (row.unit ?? DEFAULT_UNIT) : null;
}

/** Whether a SKU exists, key-share-locked until commit so it cannot be deleted under a change naming it. */
export async function lockSku(trx: Trx, id: string): Promise<boolean> {
  return (await keyShareSkuUnit(trx, { id })).length > 0;
}

/**
 * Whether a customer exists, key-share-locked until commit: a delete of the customer, which locks
 * it for update before it asks whether a shipment names it, waits for the release and then finds it.
 */
export async function lockCustomer(trx: Trx, id: string): Promise<boolean> {
  const query = trx.selectFrom('customers').select('id').where('id', '=', id);
  return (await (isPostgres(trx) ? query.forKeyShare() : query).executeTakeFirst()) !== undefined;
}

/** The units of the live SKUs among `ids`, each key-share-locked until commit like lockSku, by id. */
export async function lockSkuUnits(trx: Trx, ids: readonly string[]): Promise<Map<string, Unit>> {
  if (ids.length === 0) return new Map();
  let query = trx
    .selectFrom('skus')
    .select(['id', 'unit'])
    .where('id', 'in', oneOf(trx, [...new Set(ids)]))
    .orderBy('id');
  if (isPostgres(trx)) query = query.forKeyShare();
  return new Map((await query.execute()).map((row) => [row.id, row.unit]));
}

/** The live lot and its SKU, locked `update` for a change (PostgreSQL), or undefined. */
export async function lockBatch(trx: Trx, id: string): Promise<{ id: string; sku_id: string | null } | undefined> {
  return (await updateLockBatch(trx, { id }))[0];
}

// A run locks each lot it consumes: compiled once (db/precompiled.ts).
const updateLockBatch = precompiled((db, p: { id: string }) => {
  const query = db.selectFrom('batches').select(['id', 'sku_id']).where('id', '=', p.id);
  return isPostgres(db) ? query.forUpdate() : query;
});

/** The lots among `ids` with their SKU, key-share-locked on PostgreSQL (by id) so none is deleted meanwhile. */
export async function lockBatches(trx: Trx, ids: readonly string[]): Promise<Map<string, string | null>> {
  let query = trx.selectFrom('batches').select(['id', 'sku_id']).where('id', 'in', oneOf(trx, ids)).orderBy('id');
  if (isPostgres(trx)) query = query.forKeyShare();
  return new Map((await query.execute()).map((row) => [row.id, row.sku_id]));
}

/** A mixture as locked for a change, with its SKU's name and unit (empty and `ea` should the SKU be gone). */
export type LockedMixtureRow = MixturesTable & { sku_name: string; unit: Unit };

/**
 * The mixture, locked `update` until commit on PostgreSQL (the mixture row alone), so concurrent
 * changes of it queue and each reads the components the last one left; undefined if none.
 */
export async function lockMixture(trx: Trx, id: string): Promise<LockedMixtureRow | undefined> {
  const [row] = await updateLockMixture(trx, { id });
  return row && { ...row, sku_name: row.sku_name ?? '', unit: row.unit ?? DEFAULT_UNIT };
}

// Every change of a mixture takes this lock: compiled once (db/precompiled.ts).
const updateLockMixture = precompiled((db, p: { id: string }) => {
  const query = db
    .selectFrom('mixtures')
    .leftJoin('skus', 'skus.id', 'mixtures.sku_id')
    .select(['mixtures.id', 'mixtures.sku_id', 'mixtures.bin_id', 'mixtures.created_by', 'mixtures.note', 'mixtures.created_at'])
    .select(['skus.name as sku_name', 'skus.unit'])
    .where('mixtures.id', '=', p.id);
  return isPostgres(db) ? query.forUpdate('mixtures') : query;
});

/** The mixtures stored in a bin, by id; on PostgreSQL locked `update` in that order until commit (a bin being deleted). */
export async function lockMixturesIn(trx: Trx, binId: string): Promise<string[]> {
  let query = trx.selectFrom('mixtures').select('id').where('bin_id', '=', binId).orderBy('id');
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}
