import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { isMixture } from '../../stock-core/item-kind';
import { groupBy } from '../../../shared/group-by';
import type { RunInput, RunOutput, TraceRun } from '../../../shared/trace/bounds';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import { oneOf } from '../../db/id-set';
import { live, type Db } from './id-sets';

/** The lots among `ids` that exist, live or archived. */
export async function knownLots(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('batches')
    .select('id')
    .where('id', 'in', oneOf(db, ids))
    .unionAll(db.selectFrom('archived_items').select('id').where('kind', '=', 'batch').where('id', 'in', oneOf(db, ids)))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The live runs among `ids`. */
export async function knownRuns(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('step_instances').select('id').where('id', 'in', oneOf(db, ids)).where(live).execute();
  return new Set(rows.map((row) => row.id));
}

/** The live run that produced each of the lots that one did. */
export async function producersOf(db: Db, lots: readonly string[]): Promise<Map<string, string>> {
  if (lots.length === 0) return new Map();
  const rows = await db
    .selectFrom('step_produced')
    .innerJoin('step_instances', 'step_instances.id', 'step_produced.instance_id')
    .select(['step_produced.batch_id', 'step_instances.id'])
    .where('step_produced.batch_id', 'in', oneOf(db, lots))
    .where(live)
    .execute();
  return new Map(rows.map((row) => [row.batch_id, row.id]));
}

/** Live runs that produced any of the lots. */
export const runsProducing = async (db: Db, lots: readonly string[]): Promise<string[]> => [
  ...new Set((await producersOf(db, lots)).values()),
];

/** What live runs took of the lots, directly or through a mixture: the edges a downstream walk follows. */
export async function usesOf(db: Db, lots: readonly string[]): Promise<(RunInput & { run: string })[]> {
  if (lots.length === 0) return [];
  return (
    db
      .selectFrom('step_consumed')
      .select(['instance_id as run', 'resource_id as lot', 'quantity', sql<string | null>`null`.as('mixture')])
      .where('resource_id', 'in', oneOf(db, lots))
      // An anti-join: as `not in` (a filter on every row) it led PostgreSQL to scan all of step_consumed each generation.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('step_instances as undone')
              .select('undone.id')
              .whereRef('undone.id', '=', 'step_consumed.instance_id')
              .where('undone.undo_operation_id', 'is not', null),
          ),
        ),
      )
      .unionAll(
        db
          .selectFrom('mixture_takes')
          .innerJoin('step_instances', 'step_instances.operation_id', 'mixture_takes.operation_id')
          .select([
            'step_instances.id as run',
            'mixture_takes.batch_id as lot',
            'mixture_takes.quantity',
            'mixture_takes.mix_id as mixture',
          ])
          .where('mixture_takes.batch_id', 'in', oneOf(db, lots))
          .where(live),
      )
      .execute()
  );
}

/** A run's output with the unit it counts in (its SKU's when the run was booked; no SKU is 'ea'), and the run that made it. */
type CountedOutput = RunOutput & { unit: Unit; run: string };

export interface Counted {
  outputs: readonly CountedOutput[];
}

/** A run as the bound arithmetic sees it, with its outputs' units; its inputs are filled by the reader that knows which it follows. */
export interface RunMade extends TraceRun {
  inputs: RunInput[];
  outputs: CountedOutput[];
}

/** A SKU's unit, or 'ea' for a lot without one. */
const unitOfSku = (eb: ExpressionBuilder<Database & { s: Database['skus'] }, 's'>) => eb.fn.coalesce('s.unit', sql.lit(DEFAULT_UNIT));

/**
 * The runs with what each made, in position order, with its unit, and what it took in all and
 * whether it changes the unit, as written when it was booked; no inputs yet. One query for all
 * of a generation: each round trip is a wait on PostgreSQL.
 */
export async function runsMade(db: Db, ids: readonly string[]): Promise<RunMade[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('step_instances as r')
    .leftJoin('step_produced as p', 'p.instance_id', 'r.id')
    .leftJoin('skus as s', 's.id', 'p.sku_id')
    .select(['r.id', 'r.taken', 'r.unit_count', 'p.batch_id', 'p.quantity', (eb) => unitOfSku(eb).as('unit')])
    .where('r.id', 'in', oneOf(db, ids))
    .orderBy('r.id')
    .orderBy('p.position')
    .execute();
  const runs = new Map<string, RunMade>();
  for (const row of rows) {
    let run = runs.get(row.id);
    if (!run) {
      run = { id: row.id, taken: Number(row.taken), changesUnit: row.unit_count > 1, inputs: [], outputs: [] };
      runs.set(row.id, run);
    }
    // A run that made nothing joins no output.
    if (row.batch_id !== null && row.quantity !== null)
      run.outputs.push({ lot: row.batch_id, quantity: row.quantity, unit: row.unit, run: row.id });
  }
  return ids.map((id) => runs.get(id) ?? { id, taken: 0, changesUnit: false, inputs: [], outputs: [] });
}

/**
 * The runs as the bound arithmetic sees them: lots in (a mixture's recorded takes per lot), lots
 * out, with their SKUs. `ids` are runs known to be live. Takes are read only for the runs that drew on a mixture.
 */
export async function runsByIds(db: Db, ids: readonly string[]): Promise<RunMade[]> {
  if (ids.length === 0) return [];
  // Rows come in position order within each run, which is all the grouping below keeps.
  const [runs, consumed] = await Promise.all([
    runsMade(db, ids),
    db
      .selectFrom('step_consumed')
      .select(['instance_id', 'resource_id', 'quantity'])
      .where('instance_id', 'in', oneOf(db, ids))
      .orderBy('instance_id')
      .orderBy('position')
      .execute(),
  ]);
  const drewOnMixtures = [...new Set(consumed.filter((row) => isMixture(row.resource_id)).map((row) => row.instance_id))];
  const takes =
    drewOnMixtures.length === 0
      ? []
      : await db
          .selectFrom('mixture_takes as t')
          .innerJoin('step_instances as s', 's.operation_id', 't.operation_id')
          .select(['s.id as run', 't.mix_id', 't.batch_id', 't.quantity'])
          .where('s.id', 'in', oneOf(db, drewOnMixtures))
          .orderBy('t.id')
          .execute();
  const direct = consumed
    .filter((row) => !isMixture(row.resource_id))
    .map((row) => ({ run: row.instance_id, lot: row.resource_id, quantity: row.quantity, mixture: null }));
  const throughMixtures = takes.map((take) => ({ run: take.run, lot: take.batch_id, quantity: take.quantity, mixture: take.mix_id }));
  const inputs = groupBy([...direct, ...throughMixtures], (input) => input.run);
  for (const run of runs)
    run.inputs = (inputs.get(run.id) ?? []).map(({ lot, quantity, mixture }): RunInput => ({ lot, quantity, mixture }));
  return runs;
}
