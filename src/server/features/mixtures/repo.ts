import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../../db/connect';
import { precompiled } from '../../db/precompiled';
import type { MixturesTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import type { StoredEvent } from '../../core/mixtures-repo';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';

export type MixtureRow = Selectable<MixturesTable>;
export type EventRow = StoredEvent;

const COLUMNS = ['id', 'sku_id', 'bin_id', 'created_by', 'note', 'created_at'] as const;

/** The mixture, read without a lock: a change locks it through stock-core's lockMixture. */
export async function findMixture(db: DB | Trx, id: string): Promise<MixtureRow | undefined> {
  return db.selectFrom('mixtures').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type MixtureWithSku = MixtureRow & { sku_name: string; unit: Unit };

/** The mixture with its SKU's name and unit (empty and `ea` should the SKU be gone). */
export async function findMixtureWithSku(db: DB | Trx, id: string): Promise<MixtureWithSku | undefined> {
  const row = await db
    .selectFrom('mixtures')
    .leftJoin('skus', 'skus.id', 'mixtures.sku_id')
    .select(['mixtures.id', 'mixtures.sku_id', 'mixtures.bin_id', 'mixtures.created_by', 'mixtures.note', 'mixtures.created_at'])
    .select(['skus.name as sku_name', 'skus.unit'])
    .where('mixtures.id', '=', id)
    .executeTakeFirst();
  return row && { ...row, sku_name: row.sku_name ?? '', unit: row.unit ?? DEFAULT_UNIT };
}

// Every answer with a mixture reads its newest entries: both reads are compiled once (db/precompiled.ts).
const EVENT_COLUMNS = ['id', 'at', 'event', 'created_by', 'note', 'details', 'operation_id'] as const;
const selectNewestEvents = precompiled((db, p: { mixId: string; limit: number }) =>
  db.selectFrom('mixture_events').select(EVENT_COLUMNS).where('mix_id', '=', p.mixId).orderBy('id', 'desc').limit(p.limit),
);
const selectEventsBefore = precompiled((db, p: { mixId: string; limit: number; before: number }) =>
  db
    .selectFrom('mixture_events')
    .select(EVENT_COLUMNS)
    .where('mix_id', '=', p.mixId)
    .where('id', '<', p.before)
    .orderBy('id', 'desc')
    .limit(p.limit),
);

const selectNewestIdBefore = precompiled((db, p: { mixId: string; before: number }) =>
  db.selectFrom('mixture_events').select('id').where('mix_id', '=', p.mixId).where('id', '<', p.before).orderBy('id', 'desc').limit(1),
);

/** The id of the mixture's newest log entry before the entry `before`, or null; read from the index alone. */
export async function newestEventBefore(db: DB | Trx, mixId: string, before: number): Promise<number | null> {
  const [row] = await selectNewestIdBefore(db, { mixId, before });
  return row ? Number(row.id) : null;
}

/** Up to `limit` of the mixture's log entries before the entry `before` (else the newest), newest first. */
export async function findEvents(db: DB | Trx, mixId: string, limit: number, before?: number): Promise<EventRow[]> {
  return before === undefined ? selectNewestEvents(db, { mixId, limit }) : selectEventsBefore(db, { mixId, limit, before });
}

export async function insertMixture(trx: Trx, row: Insertable<MixturesTable>): Promise<void> {
  await trx.insertInto('mixtures').values(row).execute();
}

/** Mixtures that still hold some of a batch, by id. */
export async function mixturesHolding(db: DB | Trx, batchId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mixture_components')
    .select('mix_id')
    .where('batch_id', '=', batchId)
    .where('qty_remaining', '>', 0)
    .orderBy('mix_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.mix_id);
}

/** Mixtures of a SKU that still hold something, by id. */
export async function mixturesOfSku(db: DB | Trx, skuId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('mixtures')
    .select('id')
    .where('sku_id', '=', skuId)
    .where((eb) =>
      eb.exists(eb.selectFrom('mixture_components').select('mix_id').whereRef('mix_id', '=', 'mixtures.id').where('qty_remaining', '>', 0)),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
