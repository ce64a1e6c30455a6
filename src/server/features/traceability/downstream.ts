import type { Affected, DownstreamTrace } from '../../../shared/contract/traceability';
import { downstream, type Bound, type Downstream } from '../../../shared/trace/bounds';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { holdsOfItems } from '../../core/holds';
import { unitsOf } from '../../core/items';
import { isMixture } from '../../stock-core/item-kind';
import { fromMicro } from '../../stock-core/quantities';
import { accountOf, affectedBy, affectedTotals, totalsOf } from './accounts';
import { producersOf, runsMade, usesOf, type RunMade } from './repo';
import {
  departuresOf,
  flowsOf,
  lotHoldings,
  mixtureTakesOf,
  mixturesOfLots,
  type DepartureRow,
  type ItemFlows,
  type MixtureHeld,
} from './stock-repo';
import { walk } from './walk';

type Db = DB | Trx;
type Query = DownstreamTrace['query'];

export const boundsOf = (bound: Bound) => ({
  lower_bound: fromMicro(bound.lower),
  upper_bound: fromMicro(bound.upper),
  annotations: bound.annotations,
});

type Bounds = ReturnType<typeof boundsOf>;

/** A row with the traced material in it, added in place: a trace builds thousands, and spreading is slower. */
function withBounds<T extends object>(row: T, bound: Bound): T & Bounds {
  const bounded = row as T & Bounds;
  bounded.lower_bound = fromMicro(bound.lower);
  bounded.upper_bound = fromMicro(bound.upper);
  bounded.annotations = bound.annotations;
  return bounded;
}

/** Holdings in bin order, then item order. */
const byPlace = (a: { bin_id: string; item_id: string }, b: { bin_id: string; item_id: string }) =>
  a.bin_id < b.bin_id ? -1 : a.bin_id > b.bin_id ? 1 : a.item_id < b.item_id ? -1 : 1;

/** Bounds are amounts of the traced material in its unit, so what is traced together must count in one. */
async function unitsOfQueried(db: Db, queried: readonly string[]): Promise<{ unit: Unit; units: Map<string, Unit> }> {
  const units = await unitsOf(db, queried);
  const distinct = [...new Set(queried.map((lot) => units.get(lot) ?? DEFAULT_UNIT))];
  const [unit] = distinct;
  if (unit && distinct.length === 1) return { unit, units };
  throw new AppError('validation-error', {
    detail: `Lots traced downstream together must count in one unit; ${queried
      .map((lot) => `${lot} counts in ${units.get(lot) ?? DEFAULT_UNIT}`)
      .join(', ')}. Trace them one unit at a time.`,
    invalidParams: [{ name: 'batch_ids', reason: `count in ${distinct.join(' and ')}: trace one unit at a time` }],
  });
}

/** The live runs downstream of the queried lots, with their inputs only where they are lots the walk reaches (their total stands for the rest). */
async function runsDownstream(db: Db, queried: readonly string[]) {
  const seen = new Map<string, RunMade>();
  const reached = await walk(queried, async (lots) => {
    const uses = await usesOf(db, lots);
    const runs = await runsMade(
      db,
      [...new Set(uses.map((use) => use.run))].filter((id) => !seen.has(id)),
    );
    for (const run of runs) seen.set(run.id, run);
    // A use is its run's input as read, its run named beside: no copy of each.
    for (const use of uses) seen.get(use.run)?.inputs.push(use);
    return runs.flatMap((run) => run.outputs.map((output) => output.lot));
  });
  return { runs: [...seen.values()], reached: [...reached] };
}

const onHandOf = (mixture: MixtureHeld) => mixture.remaining.reduce((sum, piece) => sum + piece.quantity, 0);

/** What the answer says of each item beside its row: whether affected (undefined: not at all), and its unit. */
interface Described {
  affectedOf: (id: string) => Affected | undefined;
  unitOf: (id: string) => Unit;
}

/** The bin entries of affected lots and mixtures, in bin order, each with the traced material in it. */
function holdingRows(
  trace: Downstream,
  binned: readonly { bin_id: string; item_id: string; quantity: number }[],
  mixtures: readonly MixtureHeld[],
  { affectedOf, unitOf }: Described,
): DownstreamTrace['holdings'] {
  const rows: DownstreamTrace['holdings'] = [];
  const add = (bin_id: string, item_id: string, quantity: number, content: () => Bound) => {
    const affected = affectedOf(item_id);
    if (affected) rows.push(withBounds({ bin_id, item_id, quantity: fromMicro(quantity), unit: unitOf(item_id), affected }, content()));
  };
  for (const entry of binned) add(entry.bin_id, entry.item_id, entry.quantity, () => trace.partOf(entry.item_id, entry.quantity));
  for (const mixture of mixtures)
    if (mixture.remaining.length > 0) add(mixture.bin_id, mixture.id, onHandOf(mixture), () => trace.contentOf(mixture.remaining, true));
  return rows.sort(byPlace);
}

/** What left affected items: releases, and draws from mixtures, each with the traced material in it. */
function departureRows(trace: Downstream, departures: readonly DepartureRow[], { affectedOf, unitOf }: Described) {
  const releases: DownstreamTrace['releases'] = [];
  const draws: DownstreamTrace['draws'] = [];
  for (const d of departures)
    (d.kind === 'release' ? releases : draws).push(
      withBounds(
        {
          at: new Date(d.at).toISOString(),
          operator: d.operator,
          note: d.note,
          bin_id: d.bin_id,
          item_id: d.item_id,
          quantity: fromMicro(d.quantity),
          unit: unitOf(d.item_id),
          affected: affectedOf(d.item_id) ?? 'possibly',
        },
        trace.contentOf(d.pieces, isMixture(d.item_id)),
      ),
    );
  return { releases, draws };
}

/** What is left of each lot inside mixtures. */
function inMixtures(mixtures: readonly MixtureHeld[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const mixture of mixtures) for (const piece of mixture.remaining) left.set(piece.lot, (left.get(piece.lot) ?? 0) + piece.quantity);
  return left;
}

/** Downstream recall: every lot and mixture affected by the queried lots, whole, where they are, what left, and the lots' own accounts. */
export async function traceDownstream(db: Db, query: Query, queried: readonly string[]): Promise<DownstreamTrace> {
  const { unit, units: queriedUnits } = await unitsOfQueried(db, queried);
  const { runs, reached } = await runsDownstream(db, queried);
  const [flows, mixtures, binned, producerOfQueried, takes] = await Promise.all([
    flowsOf(db, reached),
    mixturesOfLots(db, reached),
    lotHoldings(db, reached),
    producersOf(db, queried),
    mixtureTakesOf(db, queried),
  ]);
  const entered = new Map<string, number>();
  for (const [lot, flow] of flows) if (flow.entered > 0) entered.set(lot, flow.entered);
  const trace = downstream({ runs, entered }, queried);

  // Lots whose bounds say they may hold none of it are not affected.
  const lotIds: string[] = [];
  for (const [lot, bound] of trace.lots) if (bound.upper > 0) lotIds.push(lot);
  const affectedMixtures = mixtures
    .map((mixture) => ({ mixture, bound: trace.contentOf(mixture.initial, true) }))
    .filter(({ bound }) => bound.upper > 0);
  const mixIds = affectedMixtures.map(({ mixture }) => mixture.id);
  const [mixtureUnits, holds, mixtureFlows] = await Promise.all([
    unitsOf(db, mixIds),
    holdsOfItems(db, [...lotIds, ...mixIds]),
    flowsOf(db, mixIds),
  ]);
  // Their flows say which items stock left by release or draw (never part of a run, so never undone): only those are read again.
  const departed = (flows: ReadonlyMap<string, ItemFlows>) => (id: string) => {
    const flow = flows.get(id);
    return flow !== undefined && (flow.released > 0 || flow.drawn > 0);
  };
  const departures = await departuresOf(db, lotIds.filter(departed(flows)), mixIds.filter(departed(mixtureFlows)));

  // Every other lot reached was made by a run the walk read, in the unit the run says.
  const made = new Map<string, { run: string; unit: Unit }>();
  for (const run of runs) for (const output of run.outputs) made.set(output.lot, { run: run.id, unit: output.unit });
  const inBins = new Map<string, number>();
  for (const entry of binned) inBins.set(entry.item_id, (inBins.get(entry.item_id) ?? 0) + entry.quantity);
  const mixtureAffected = new Map(affectedMixtures.map(({ mixture, bound }) => [mixture.id, affectedBy(bound.lower)]));
  const described: Described = {
    affectedOf: (id) => {
      const bound = trace.lots.get(id);
      return bound && bound.upper > 0 ? affectedBy(bound.lower) : mixtureAffected.get(id);
    },
    unitOf: (id) => queriedUnits.get(id) ?? made.get(id)?.unit ?? mixtureUnits.get(id) ?? DEFAULT_UNIT,
  };

  const lotRows = lotIds.map((lot) => {
    const bound = trace.lots.get(lot) as Bound;
    return withBounds(
      {
        batch_id: lot,
        produced_by: producerOfQueried.get(lot) ?? made.get(lot)?.run ?? null,
        affected: affectedBy(bound.lower),
        account: accountOf(described.unitOf(lot), flows.get(lot), inBins.get(lot) ?? 0),
        hold: holds.get(lot) ?? null,
      },
      bound,
    );
  });
  const mixtureRows = affectedMixtures.map(({ mixture, bound }) =>
    withBounds(
      {
        mix_id: mixture.id,
        affected: affectedBy(bound.lower),
        account: accountOf(described.unitOf(mixture.id), mixtureFlows.get(mixture.id), onHandOf(mixture)),
        hold: holds.get(mixture.id) ?? null,
      },
      bound,
    ),
  );
  const mixedIn = inMixtures(mixtures);
  return {
    unit,
    lots: lotRows,
    mixtures: mixtureRows,
    holdings: holdingRows(
      trace,
      binned,
      affectedMixtures.map(({ mixture }) => mixture),
      described,
    ),
    ...departureRows(trace, departures, described),
    totals: queried.map((lot) =>
      totalsOf({
        lot,
        unit,
        flows: flows.get(lot),
        inBins: inBins.get(lot) ?? 0,
        inMixtures: mixedIn.get(lot) ?? 0,
        takes: takes.get(lot),
      }),
    ),
    affected: affectedTotals(lotRows, mixtureRows),
    query,
  };
}
