import type { Insertable, Selectable } from 'kysely';
import type { DB } from '../db/connect';
import { precompiled } from '../db/precompiled';
import type { MixtureComponentsTable, MixtureEventsTable } from '../db/schema';
import type { Trx } from '../db/transaction';

export type ComponentRow = Pick<Selectable<MixtureComponentsTable>, 'position' | 'batch_id' | 'qty_initial' | 'qty_remaining'>;
export type NewEvent = Insertable<MixtureEventsTable>;

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
const insertEventRow = precompiled((db, row: NewEvent) => db.insertInto('mixture_events').values(row));

export async function findComponents(db: DB | Trx, mixId: string): Promise<NamedComponent[]> {
  return selectComponents(db, { mixId });
}

export async function insertEvent(trx: Trx, row: NewEvent): Promise<void> {
  await insertEventRow(trx, row);
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
