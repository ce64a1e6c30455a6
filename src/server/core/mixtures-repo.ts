import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connect';
import { precompiled } from '../db/precompiled';
import type { MixtureComponentsTable, MixtureEventsTable } from '../db/schema';
import type { Trx } from '../db/transaction';

export type ComponentRow = Pick<Selectable<MixtureComponentsTable>, 'position' | 'batch_id' | 'qty_initial' | 'qty_remaining'>;
export type NewEvent = Insertable<MixtureEventsTable>;
/** A log entry as stored (its details JSON text), without the mixture it belongs to. */
export type StoredEvent = Omit<Selectable<MixtureEventsTable>, 'mix_id'>;

/** A component as read, with its lot's name (null once the lot is archived: its name is then in the archive). */
export type NamedComponent = ComponentRow & { name: string | null };

// Every change of a mixture runs these: each is compiled once (db/precompiled.ts).
const selectComponents = precompiled((db, p: { mixId: string }) =>
  db
    .selectFrom('mixture_components as c')
    .leftJoin('batches as b', 'b.id', 'c.batch_id')
    .select(['c.position', 'c.batch_id', 'c.qty_initial', 'c.qty_remaining', 'b.name'])
    .where('c.mix_id', '=', p.mixId)
    .orderBy('c.position'),
);
const insertEventRow = precompiled((db, row: NewEvent) => db.insertInto('mixture_events').values(row).returning('id'));

export async function findComponents(db: DB | Trx, mixId: string): Promise<NamedComponent[]> {
  return selectComponents(db, { mixId });
}

/** Appends the entry; answers its id. */
export async function insertEvent(trx: Trx, row: NewEvent): Promise<number> {
  const [inserted] = await insertEventRow(trx, row);
  if (!inserted) throw new Error('inserting a mixture log entry answered no id');
  return Number(inserted.id);
}

/** What one operation took from mixtures, per lot, in micro-units. */
export async function takesOfOperation(
  db: DB | Trx,
  operationId: number,
): Promise<{ mix_id: string; batch_id: string; quantity: number }[]> {
  return db
    .selectFrom('mixture_takes')
    .select(['mix_id', 'batch_id', 'quantity'])
    .where('operation_id', '=', operationId)
    .orderBy('id')
    .execute();
}
