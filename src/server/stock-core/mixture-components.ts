import { sql, type Insertable } from 'kysely';
import { allocate } from '../../shared/allocation';
import { chunksOf } from '../../shared/chunks';
import type { DB } from '../db/connect';
import { precompiled } from '../db/precompiled';
import { precompiledRows } from '../db/precompiled-rows';
import type { MixtureTakesTable } from '../db/schema';
import type { Trx } from '../db/transaction';

/** So much of one lot, in micro-units. */
export interface LotQuantity {
  batch_id: string;
  quantity: number;
}

export interface Component {
  position: number;
  batch_id: string;
  qty_remaining: number;
}

/** The mixture's components, by position; read once the mixture is locked, as only a change holding it changes them. */
export async function componentsOf(db: DB | Trx, mixId: string): Promise<Component[]> {
  return selectComponents(db, { mixId });
}

// Every change of a mixture reads this: compiled once (db/precompiled.ts).
const selectComponents = precompiled((db, p: { mixId: string }) =>
  db.selectFrom('mixture_components').select(['position', 'batch_id', 'qty_remaining']).where('mix_id', '=', p.mixId).orderBy('position'),
);

/** What taking `quantity` takes of each component, in proportion to what each still holds; zero takes included, in component order. */
export function planTakes(components: readonly Component[], quantity: number): LotQuantity[] {
  const shares = allocate(
    components.map((c) => c.qty_remaining),
    quantity,
  );
  return components.map((c, i) => ({ batch_id: c.batch_id, quantity: shares[i] ?? 0 }));
}

/** A remainder change's parameters: the mixture, and per change its position and delta, named by their index (`position.2`). */
type RemainderParams = Record<string, string | number>;

// Every draw changes remainders: compiled once per number of positions (db/precompiled.ts), as the names give the shape.
const updateRemainders = precompiled((db, p: RemainderParams) => {
  const indexes = Object.keys(p).flatMap((name) => (name.startsWith('position.') ? [name.slice('position.'.length)] : []));
  const positions = indexes.map((i) => p[`position.${i}`] as number);
  const cases = sql.join(
    indexes.map((i) => sql`when ${p[`position.${i}`]} then cast(${p[`delta.${i}`]} as bigint)`),
    sql` `,
  );
  const update = db
    .updateTable('mixture_components')
    .set({ qty_remaining: sql<number>`qty_remaining + case position ${cases} end` })
    .where('mix_id', '=', p.mixId as string);
  // eslint-disable-next-line one-parameter-sets/one-parameter-sets -- at most 200 positions (below), on every draw
  return update.where('position', 'in', positions);
});

/**
 * Changes the components' remainders by the deltas (position → micro-units) in one statement. Its
 * list stays short: a mixture is made of at most MAX_COMPONENTS (200) lots, and a split or an
 * undone run only moves lots already in one, so a draw keeps this one cheap statement.
 */
export async function changeRemainders(trx: Trx, mixId: string, deltas: ReadonlyMap<number, number>): Promise<void> {
  if (deltas.size === 0) return;
  const params: RemainderParams = { mixId };
  let i = 0;
  for (const [position, delta] of deltas) {
    params[`position.${i}`] = position;
    params[`delta.${i}`] = delta;
    i++;
  }
  await updateRemainders(trx, params);
}

/** New components, each holding all it was given. */
export async function insertComponents(
  trx: Trx,
  mixId: string,
  rows: readonly { position: number; batch_id: string; quantity: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('mixture_components')
    .values(
      rows.map((row) => ({
        mix_id: mixId,
        position: row.position,
        batch_id: row.batch_id,
        qty_initial: row.quantity,
        qty_remaining: row.quantity,
      })),
    )
    .execute();
}

/**
 * Takes per statement: 5 bound values each, and one statement compiled for each number of rows up
 * to this, as few shapes as a run's rows give (db/precompiled-rows.ts). A run taking from 100
 * mixtures of 200 lots books 20,000.
 */
const TAKES_PER_INSERT = 100;

// Every draw writes takes: compiled once per number of rows.
const insertTakeRows = precompiledRows((db, rows: Insertable<MixtureTakesTable>[]) => db.insertInto('mixture_takes').values(rows));

/** The lineage: what an operation took of each lot of a mixture, and the mixture it went into, if any. */
export async function insertTakes(trx: Trx, rows: Insertable<MixtureTakesTable>[]): Promise<void> {
  for (const chunk of chunksOf(rows, TAKES_PER_INSERT))
    await insertTakeRows(
      trx,
      chunk.map((row) => ({ ...row, new_mix_id: row.new_mix_id ?? null })),
    );
}
