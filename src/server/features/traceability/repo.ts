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
      // The few undone runs, read once, rather than a join to every run for its state.
      .where('instance_id', 'not in', (eb) => eb.selectFrom('step_instances').select('id').where('undo_operation_id', 'is not', null))
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

/** A run's outputs with the unit each counts in (its SKU's when the run was booked; no SKU is 'ea'). */
export interface Counted {
  outputs: readonly (RunOutput & { unit: Unit })[];
}

/** A SKU's unit, or 'ea' for a lot without one. */
const unitOfSku = (eb: ExpressionBuilder<Database & { s: Database['skus'] }, 's'>) => eb.fn.coalesce('s.unit', sql.lit(DEFAULT_UNIT));

/** What each of the runs made, in position order, with its unit. */
async function outputsOf(db: Db, ids: readonly string[]): Promise<Map<string, Counted['outputs']>> {
  const produced = await db
    .selectFrom('step_produced as p')
    .leftJoin('skus as s', 's.id', 'p.sku_id')
    .select(['p.instance_id', 'p.batch_id', 'p.quantity', (eb) => unitOfSku(eb).as('unit')])
    .where('p.instance_id', 'in', oneOf(db, ids))
    .orderBy('p.instance_id')
    .orderBy('p.position')
    .execute();
  return new Map(
    [...groupBy(produced, (p) => p.instance_id)].map(([id, rows]) => [
      id,
      rows.map((p) => ({ lot: p.batch_id, quantity: p.quantity, unit: p.unit })),
    ]),
  );
}

/** What each of the runs took in all and whether it changes the unit, as written when it was booked. */
async function totalsOf(db: Db, ids: readonly string[]): Promise<Map<string, Pick<TraceRun, 'taken' | 'changesUnit'>>> {
  const rows = await db.selectFrom('step_instances').select(['id', 'taken', 'unit_count']).where('id', 'in', oneOf(db, ids)).execute();
  return new Map(rows.map((row) => [row.id, { taken: Number(row.taken), changesUnit: row.unit_count > 1 }]));
}

/** Runs with what they made and how much they took in all, but not what they took lot by lot (downstream needs no more). */
export async function runsMade(db: Db, ids: readonly string[]): Promise<(Omit<TraceRun, 'inputs'> & Counted)[]> {
  if (ids.length === 0) return [];
  const [outputs, totals] = await Promise.all([outputsOf(db, ids), totalsOf(db, ids)]);
  return ids.map((id) => ({ id, taken: 0, changesUnit: false, ...totals.get(id), outputs: outputs.get(id) ?? [] }));
}

/**
 * The runs as the bound arithmetic sees them: lots in (a mixture's recorded takes per lot), lots
 * out, with their SKUs. `ids` are runs known to be live. Takes are read only for the runs that drew on a mixture.
 */
export async function runsByIds(db: Db, ids: readonly string[]): Promise<(TraceRun & Counted)[]> {
  if (ids.length === 0) return [];
  // Rows come in position order within each run, which is all the grouping below keeps.
  const [outputs, totals, consumed] = await Promise.all([
    outputsOf(db, ids),
    totalsOf(db, ids),
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
  return ids.map((id) => ({
    id,
    taken: 0,
    changesUnit: false,
    ...totals.get(id),
    inputs: (inputs.get(id) ?? []).map(({ lot, quantity, mixture }): RunInput => ({ lot, quantity, mixture })),
    outputs: outputs.get(id) ?? [],
  }));
}
