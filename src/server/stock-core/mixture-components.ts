import { sql, type Insertable } from 'kysely';
import { allocate } from '../../shared/allocation';
import { chunksOf } from '../../shared/chunks';
import type { DB } from '../db/connect';
import { precompiled } from '../db/precompiled';
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

/** Named values of a statement over rows: each row's values under its column's name and its index (`position0`, `delta0`, …). */
type RowValues = Record<string, unknown>;

/** Precompiled (db/precompiled.ts) keys a statement by its values' names, so this keeps one statement per number of rows. */
function byIndex(rows: readonly Record<string, unknown>[]): RowValues {
  const values: RowValues = {};
  rows.forEach((row, i) => {
    for (const [column, value] of Object.entries(row)) values[`${column}${i}`] = value;
  });
  return values;
}

/** The rows back from their named values, as the statement is built: as many as `first` has values. */
function rowsOf<C extends string>(values: RowValues, first: C, ...columns: C[]): Record<C, unknown>[] {
  const rows: Record<C, unknown>[] = [];
  for (let i = 0; `${first}${i}` in values; i++) {
    const row = { [first]: values[`${first}${i}`] } as Record<C, unknown>;
    for (const column of columns) row[column] = values[`${column}${i}`];
    rows.push(row);
  }
  return rows;
}

// A draw runs both statements below: each is compiled once per number of rows.
const updateRemainders = precompiled((db, values: RowValues) => {
  const rows = rowsOf(values, 'position', 'delta');
  const cases = sql.join(
    rows.map((row) => sql`when ${row.position} then cast(${row.delta} as bigint)`),
    sql` `,
  );
  const positions = rows.map((row) => row.position as number);
  return (
    db
      .updateTable('mixture_components')
      .set({ qty_remaining: sql<number>`qty_remaining + case position ${cases} end` })
      .where('mix_id', '=', values.mixId as string)
      // eslint-disable-next-line one-parameter-sets/one-parameter-sets -- at most MAX_COMPONENTS (200) positions, on every draw (decision 034)
      .where('position', 'in', positions)
  );
});
const insertTakeRows = precompiled((db, values: RowValues) =>
  db
    .insertInto('mixture_takes')
    .values(rowsOf(values, 'operation_id', 'mix_id', 'batch_id', 'quantity', 'new_mix_id') as Insertable<MixtureTakesTable>[]),
);

/**
 * Changes the components' remainders by the deltas (position → micro-units) in one statement. Its
 * list stays short: a mixture is made of at most MAX_COMPONENTS (200) lots, and a split or an
 * undone run only moves lots already in one, so a draw keeps this one cheap statement.
 */
export async function changeRemainders(trx: Trx, mixId: string, deltas: ReadonlyMap<number, number>): Promise<void> {
  if (deltas.size === 0) return;
  await updateRemainders(trx, { mixId, ...byIndex([...deltas].map(([position, delta]) => ({ position, delta }))) });
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
 * to this. A draw from a mixture of MAX_COMPONENTS (200) lots books one; a run taking from 100
 * such mixtures books 20,000.
 */
const TAKES_PER_INSERT = 200;

/** The lineage: what an operation took of each lot of a mixture, and the mixture it went into, if any. */
export async function insertTakes(trx: Trx, rows: Insertable<MixtureTakesTable>[]): Promise<void> {
  for (const chunk of chunksOf(rows, TAKES_PER_INSERT))
    await insertTakeRows(trx, byIndex(chunk.map((row) => ({ ...row, new_mix_id: row.new_mix_id ?? null }))));
}
