import { sql, type ExpressionBuilder } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { Database, MovementKind } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { isMixture } from '../../stock-core/item-kind';
import type { Hold } from '../../../shared/contract/holds';
import { groupBy } from '../../../shared/group-by';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import { changesUnit, rangeOf } from './run-units';
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

/**
 * Runs with what they made and how much they took in all, but not what they took lot by lot
 * (downstream needs no more): one row a run, the range of its inputs' units in the same read,
 * so whether it changes the unit is known as it is read.
 */
export async function runsMade(db: Db, ids: readonly string[]): Promise<(Omit<TraceRun, 'inputs'> & Counted)[]> {
  if (ids.length === 0) return [];
  const [outputs, taken] = await Promise.all([
    outputsOf(db, ids),
    db
      .selectFrom('step_consumed as c')
      .leftJoin('skus as s', 's.id', 'c.sku_id')
      .select([
        'c.instance_id',
        (eb) => eb.fn.sum<number | string>('c.quantity').as('total'),
        (eb) => eb.fn.min(unitOfSku(eb)).as('low'),
        (eb) => eb.fn.max(unitOfSku(eb)).as('high'),
      ])
      .where('c.instance_id', 'in', oneOf(db, ids))
      .groupBy('c.instance_id')
      .execute(),
  ]);
  const takenBy = new Map(taken.map((row) => [row.instance_id, row]));
  return ids.map((id) => {
    const row = takenBy.get(id);
    return {
      id,
      taken: Number(row?.total ?? 0),
      outputs: outputs.get(id) ?? [],
      changesUnit: changesUnit(row ? { low: row.low as Unit, high: row.high as Unit } : null, outputs.get(id) ?? []),
    };
  });
}

/**
 * The runs as the bound arithmetic sees them: lots in (a mixture's recorded takes per lot), lots
 * out, with their SKUs. `ids` are runs known to be live. Takes are read only for the runs that drew on a mixture.
 */
export async function runsByIds(db: Db, ids: readonly string[]): Promise<(TraceRun & Counted)[]> {
  if (ids.length === 0) return [];
  // Rows come in position order within each run, which is all the grouping below keeps.
  const [outputs, consumed] = await Promise.all([
    outputsOf(db, ids),
    db
      .selectFrom('step_consumed as c')
      .leftJoin('skus as s', 's.id', 'c.sku_id')
      .select(['c.instance_id', 'c.resource_id', 'c.quantity', (eb) => unitOfSku(eb).as('unit')])
      .where('c.instance_id', 'in', oneOf(db, ids))
      .orderBy('c.instance_id')
      .orderBy('c.position')
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
    changesUnit: changesUnit(rangeOf((takenBy.get(id) ?? []).map((row) => row.unit)), outputs.get(id) ?? []),
  }));
}

/** An item's own ledger rows, undone runs aside: what entered its bins, and what left them by kind (moves neither). */
export interface ItemFlows {
  entered: number;
  left: Map<MovementKind, number>;
}

/**
 * Each item's flows. Directions are summed, not filtered: a filter on from_bin would lead
 * SQLite's planner to that column's index (every receipt in the ledger) rather than to the
 * items' own rows, which movements_item_flow covers.
 */
export async function flowsOf(db: Db, items: readonly string[]): Promise<Map<string, ItemFlows>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .selectFrom('movements')
    .select([
      'item_id',
      'kind',
      sql<number | string>`sum(case when from_bin is null and to_bin is not null then quantity else 0 end)`.as('entered'),
      sql<number | string>`sum(case when from_bin is not null and to_bin is null then quantity else 0 end)`.as('left'),
    ])
    .where('item_id', 'in', oneOf(db, items))
    // A move changes bins only; left out, it makes no group.
    .where('kind', '<>', 'move')
    .where(outsideUndone('operation_id'))
    .groupBy(['item_id', 'kind'])
    .execute();
  const flows = new Map<string, ItemFlows>();
  for (const row of rows) {
    const flow = flows.get(row.item_id) ?? { entered: 0, left: new Map() };
    flow.entered += Number(row.entered);
    if (Number(row.left) > 0) flow.left.set(row.kind, Number(row.left));
    flows.set(row.item_id, flow);
  }
  return flows;
}

/** The unit each lot and mixture counts in: its SKU's (a lot without one counts in 'ea'). */
export async function unitsOf(db: Db, lots: readonly string[], mixtures: readonly string[]): Promise<Map<string, Unit>> {
  const [ofLots, ofMixtures] = await Promise.all([
    lots.length === 0
      ? []
      : db
          .selectFrom('batches as b')
          .leftJoin('skus as s', 's.id', 'b.sku_id')
          .select(['b.id', 's.unit'])
          .where('b.id', 'in', oneOf(db, lots))
          .execute(),
    mixtures.length === 0
      ? []
      : db
          .selectFrom('mixtures as m')
          .leftJoin('skus as s', 's.id', 'm.sku_id')
          .select(['m.id', 's.unit'])
          .where('m.id', 'in', oneOf(db, mixtures))
          .execute(),
  ]);
  return new Map([...ofLots, ...ofMixtures].map((row) => [row.id, row.unit ?? DEFAULT_UNIT]));
}

/** The live holds on any of the lots and mixtures, as their states show them. */
export async function holdsOf(db: Db, items: readonly string[]): Promise<Map<string, Hold>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .selectFrom('item_holds')
    .select(['item_id', 'reason', 'operator', 'at', 'hold_operation_id'])
    .where('item_id', 'in', oneOf(db, items))
    .where('release_operation_id', 'is', null)
    .execute();
  return new Map(
    rows.map((row) => [
      row.item_id,
      { reason: row.reason, operator: row.operator, at: new Date(row.at).toISOString(), operation_id: Number(row.hold_operation_id) },
    ]),
  );
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

export interface DepartureRow {
  kind: 'release' | 'mixture-draw';
  at: number;
  operator: string | null;
  note: string | null;
  bin_id: string;
  item_id: string;
  quantity: number;
  pieces: Piece[];
}

const DEPARTURES = ['release', 'mixture-draw'] as const;

/** What left the lots and the mixtures: releases of either, draws of a mixture, each with what it took of each lot. */
export async function departuresOf(db: Db, lots: readonly string[], mixtures: readonly string[]): Promise<DepartureRow[]> {
  const items = [...lots, ...mixtures];
  if (items.length === 0) return [];
  const [movements, takes] = await Promise.all([
    db
      .selectFrom('movements as m')
      .innerJoin('operations as o', 'o.id', 'm.operation_id')
      .select(['m.id', 'm.kind', 'm.at', 'o.operator', 'o.note', 'm.from_bin', 'm.item_id', 'm.quantity', 'm.operation_id'])
      .where('m.kind', 'in', DEPARTURES)
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
          .where('o.kind', 'in', DEPARTURES)
          .where('t.mix_id', 'in', oneOf(db, mixtures))
          .execute(),
  ]);
  const takesOf = groupBy(takes, (take) => `${take.operation_id} ${take.mix_id}`);
  return movements.map((m) => ({
    kind: m.kind === 'release' ? 'release' : 'mixture-draw',
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

/** What mixtures gave out of each lot, by the kind of operation that took it (splits aside: they only move it between mixtures). */
export async function mixtureTakesOf(db: Db, lots: readonly string[]): Promise<Map<string, Map<string, number>>> {
  if (lots.length === 0) return new Map();
  const rows = await db
    .selectFrom('mixture_takes as t')
    .innerJoin('operations as o', 'o.id', 't.operation_id')
    .select(['t.batch_id', 'o.kind', (eb) => eb.fn.sum<number | string>('t.quantity').as('total')])
    .where('t.batch_id', 'in', oneOf(db, lots))
    .where('t.new_mix_id', 'is', null)
    .where(outsideUndone('t.operation_id'))
    .groupBy(['t.batch_id', 'o.kind'])
    .execute();
  const takes = new Map<string, Map<string, number>>();
  for (const row of rows) takes.set(row.batch_id, (takes.get(row.batch_id) ?? new Map()).set(row.kind, Number(row.total)));
  return takes;
}
