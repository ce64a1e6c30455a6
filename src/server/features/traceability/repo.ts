import { sql, type ExpressionBuilder } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { isMixture } from '../../stock-core/item-kind';
import { groupBy } from '../../../shared/group-by';
import type { Piece, RunInput, RunOutput, TraceRun } from '../../../shared/trace/bounds';

type Db = DB | Trx;

/**
 * Every read here takes a whole set of ids (one query per generation of the genealogy, never
 * one per movement). Undone runs are not genealogy: their run and undo operations are left out.
 */
const live = (eb: ExpressionBuilder<Database, 'step_instances'>) => eb('step_instances.undo_operation_id', 'is', null);

/** Leaves out operations that belong to an undone run: the run itself and its undo. */
const outsideUndone = (column: string) =>
  sql<boolean>`${sql.ref(column)} not in (select operation_id from step_instances where undo_operation_id is not null)
    and ${sql.ref(column)} not in (select undo_operation_id from step_instances where undo_operation_id is not null)`;

/**
 * A set of ids bound as one value, for `column in (…)`: a trace of a widely used lot reaches
 * thousands of lots a generation. Bound one by one, PostgreSQL spends longer estimating each
 * than running the query, and SQLite takes at most 32,766 bound values a statement.
 */
const oneOf = (db: Db, ids: readonly string[]) =>
  isPostgres(db)
    ? sql<string>`(select unnest(${sql.val([...ids])}::text[]))`
    : sql<string>`(select value from json_each(${sql.val(JSON.stringify(ids))}))`;

/** The lots among `ids` that exist, live or archived. */
export async function knownLots(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('batches')
    .select('id')
    .where('id', 'in', ids)
    .unionAll(db.selectFrom('archived_items').select('id').where('kind', '=', 'batch').where('id', 'in', ids))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The live runs among `ids`. */
export async function knownRuns(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('step_instances').select('id').where('id', 'in', ids).where(live).execute();
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

/** What each of the runs made, in position order. */
async function outputsOf(db: Db, ids: readonly string[]): Promise<Map<string, RunOutput[]>> {
  const produced = await db
    .selectFrom('step_produced')
    .select(['instance_id', 'batch_id', 'quantity'])
    .where('instance_id', 'in', oneOf(db, ids))
    .orderBy('instance_id')
    .orderBy('position')
    .execute();
  return new Map(
    [...groupBy(produced, (p) => p.instance_id)].map(([id, rows]) => [
      id,
      rows.map((p): RunOutput => ({ lot: p.batch_id, quantity: p.quantity })),
    ]),
  );
}

/** Runs with what they made and how much they took in all, but not what they took lot by lot (downstream needs no more). */
export async function runsMade(db: Db, ids: readonly string[]): Promise<Omit<TraceRun, 'inputs'>[]> {
  if (ids.length === 0) return [];
  const [outputs, taken] = await Promise.all([
    outputsOf(db, ids),
    db
      .selectFrom('step_consumed')
      .select(['instance_id', (eb) => eb.fn.sum<number | string>('quantity').as('total')])
      .where('instance_id', 'in', oneOf(db, ids))
      .groupBy('instance_id')
      .execute(),
  ]);
  const takenBy = new Map(taken.map((row) => [row.instance_id, Number(row.total)]));
  return ids.map((id) => ({ id, taken: takenBy.get(id) ?? 0, outputs: outputs.get(id) ?? [] }));
}

/**
 * The runs as the bound arithmetic sees them: lots in (a mixture's recorded takes per lot), lots
 * out. `ids` are runs known to be live. Takes are read only for the runs that drew on a mixture.
 */
export async function runsByIds(db: Db, ids: readonly string[]): Promise<TraceRun[]> {
  if (ids.length === 0) return [];
  // Rows come in position order within each run, which is all the grouping below keeps.
  const [outputs, consumed] = await Promise.all([
    outputsOf(db, ids),
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
  // What a run took in all is its consumed rows' sum, already read here.
  const takenBy = groupBy(consumed, (row) => row.instance_id);
  return ids.map((id) => ({
    id,
    taken: (takenBy.get(id) ?? []).reduce((sum, row) => sum + row.quantity, 0),
    inputs: (inputs.get(id) ?? []).map(({ lot, quantity, mixture }): RunInput => ({ lot, quantity, mixture })),
    outputs: outputs.get(id) ?? [],
  }));
}

/**
 * What entered each lot: receipts, production and counts up, undone runs aside. The direction
 * is summed, not filtered: a filter on from_bin would lead SQLite's planner to that column's
 * index (every receipt in the ledger) rather than to the lots' own rows.
 */
export async function enteredOf(db: Db, lots: readonly string[]): Promise<Map<string, number>> {
  if (lots.length === 0) return new Map();
  const rows = await db
    .selectFrom('movements')
    .select(['item_id', sql<number | string>`sum(case when from_bin is null and to_bin is not null then quantity else 0 end)`.as('total')])
    .where('item_id', 'in', oneOf(db, lots))
    .where(outsideUndone('operation_id'))
    .groupBy('item_id')
    .execute();
  return new Map(rows.filter((row) => Number(row.total) > 0).map((row) => [row.item_id, Number(row.total)]));
}

/** What the bins hold of the lots now, in no order (the report orders holdings of lots and mixtures together). */
export async function lotHoldings(db: Db, lots: readonly string[]): Promise<{ bin_id: string; item_id: string; quantity: number }[]> {
  return db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).where('item_id', 'in', oneOf(db, lots)).execute();
}

export interface MixtureHeld {
  id: string;
  bin_id: string;
  /** what entered it, lot by lot */
  initial: Piece[];
  /** what is left in it, lot by lot */
  remaining: Piece[];
}

/** Every mixture any of the lots went into, with all its components. */
export async function mixturesOfLots(db: Db, lots: readonly string[]): Promise<MixtureHeld[]> {
  if (lots.length === 0) return [];
  const rows = await db
    .selectFrom('mixture_components as c')
    .innerJoin('mixtures as m', 'm.id', 'c.mix_id')
    .select(['m.id', 'm.bin_id', 'c.batch_id', 'c.qty_initial', 'c.qty_remaining'])
    .where('c.mix_id', 'in', (eb) => eb.selectFrom('mixture_components').select('mix_id').where('batch_id', 'in', oneOf(db, lots)))
    .orderBy('m.id')
    .orderBy('c.position')
    .execute();
  const mixtures = new Map<string, MixtureHeld>();
  for (const row of rows) {
    const mixture = mixtures.get(row.id) ?? { id: row.id, bin_id: row.bin_id, initial: [], remaining: [] };
    mixture.initial.push({ lot: row.batch_id, quantity: row.qty_initial });
    if (row.qty_remaining > 0) mixture.remaining.push({ lot: row.batch_id, quantity: row.qty_remaining });
    mixtures.set(row.id, mixture);
  }
  return [...mixtures.values()];
}

export interface ReleaseRow {
  movement_id: number;
  at: number;
  operator: string | null;
  note: string | null;
  bin_id: string;
  item_id: string;
  quantity: number;
  pieces: Piece[];
}

/** Releases of the lots themselves and of the mixtures, each with what it took of each lot. */
export async function releasesOf(db: Db, lots: readonly string[], mixtures: readonly string[]): Promise<ReleaseRow[]> {
  const items = [...lots, ...mixtures];
  if (items.length === 0) return [];
  const [movements, takes] = await Promise.all([
    db
      .selectFrom('movements as m')
      .innerJoin('operations as o', 'o.id', 'm.operation_id')
      .select(['m.id', 'm.at', 'o.operator', 'o.note', 'm.from_bin', 'm.item_id', 'm.quantity', 'm.operation_id'])
      .where('m.kind', '=', 'release')
      .where('m.item_id', 'in', oneOf(db, items))
      .orderBy('m.at')
      .orderBy('m.id')
      .execute(),
    mixtures.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('mixture_takes as t')
          .innerJoin('operations as o', 'o.id', 't.operation_id')
          .select(['t.operation_id', 't.mix_id', 't.batch_id', 't.quantity'])
          .where('o.kind', '=', 'release')
          .where('t.mix_id', 'in', oneOf(db, mixtures))
          .execute(),
  ]);
  const takesOf = groupBy(takes, (take) => `${take.operation_id} ${take.mix_id}`);
  return movements.map((m) => ({
    movement_id: m.id,
    at: m.at,
    operator: m.operator,
    note: m.note,
    bin_id: m.from_bin ?? '',
    item_id: m.item_id,
    quantity: m.quantity,
    pieces: isMixture(m.item_id)
      ? (takesOf.get(`${m.operation_id} ${m.item_id}`) ?? []).map((take): Piece => ({ lot: take.batch_id, quantity: take.quantity }))
      : [{ lot: m.item_id, quantity: m.quantity }],
  }));
}

export interface LotLedger {
  /** ledger rows that took the lot out of bins, by movement kind */
  outOfBins: Map<string, number>;
  /** what mixtures gave out of the lot, by the kind of operation that took it (splits aside) */
  outOfMixtures: Map<string, number>;
  inMixtures: number;
  inBins: number;
}

/** One lot's units as its own ledger and its mixtures' takes account for them, undone runs aside. */
export async function lotLedgers(db: Db, lots: readonly string[]): Promise<Map<string, LotLedger>> {
  const ledgers = new Map<string, LotLedger>(
    lots.map((lot) => [lot, { outOfBins: new Map(), outOfMixtures: new Map(), inMixtures: 0, inBins: 0 }]),
  );
  if (lots.length === 0) return ledgers;
  const [outs, takes, mixed, binned] = await Promise.all([
    // Summed by direction rather than filtered, for the planner's sake (see enteredOf).
    db
      .selectFrom('movements')
      .select([
        'item_id',
        'kind',
        sql<number | string>`sum(case when from_bin is not null and to_bin is null then quantity else 0 end)`.as('total'),
      ])
      .where('item_id', 'in', oneOf(db, lots))
      .where(outsideUndone('operation_id'))
      .groupBy(['item_id', 'kind'])
      .execute(),
    db
      .selectFrom('mixture_takes as t')
      .innerJoin('operations as o', 'o.id', 't.operation_id')
      .select(['t.batch_id', 'o.kind', (eb) => eb.fn.sum<number | string>('t.quantity').as('total')])
      .where('t.batch_id', 'in', oneOf(db, lots))
      .where('t.new_mix_id', 'is', null)
      .where(outsideUndone('t.operation_id'))
      .groupBy(['t.batch_id', 'o.kind'])
      .execute(),
    db
      .selectFrom('mixture_components')
      .select(['batch_id', (eb) => eb.fn.sum<number | string>('qty_remaining').as('total')])
      .where('batch_id', 'in', oneOf(db, lots))
      .groupBy('batch_id')
      .execute(),
    db
      .selectFrom('bin_contents')
      .select(['item_id', (eb) => eb.fn.sum<number | string>('quantity').as('total')])
      .where('item_id', 'in', oneOf(db, lots))
      .groupBy('item_id')
      .execute(),
  ]);
  for (const row of outs) ledgers.get(row.item_id)?.outOfBins.set(row.kind, Number(row.total));
  for (const row of takes) ledgers.get(row.batch_id)?.outOfMixtures.set(row.kind, Number(row.total));
  for (const row of mixed) {
    const ledger = ledgers.get(row.batch_id);
    if (ledger) ledger.inMixtures = Number(row.total);
  }
  for (const row of binned) {
    const ledger = ledgers.get(row.item_id);
    if (ledger) ledger.inBins = Number(row.total);
  }
  return ledgers;
}
