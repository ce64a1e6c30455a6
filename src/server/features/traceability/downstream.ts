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
import { idSetOf } from './id-sets';
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
import { customersOf } from './customers';

type Db = DB | Trx;
type Query = DownstreamTrace['query'];

export const boundsOf = (bound: Bound) => ({
  lower_bound: fromMicro(bound.lower),
  upper_bound: fromMicro(bound.upper),
  annotations: bound.annotations,
});

/**
 * A row's bounds, written in its literal with the rest: a trace builds thousands of rows, and
 * properties added to a row after it is made cost it a second allocation.
 */
const lowerOf = (bound: Bound) => fromMicro(bound.lower);
const upperOf = (bound: Bound) => fromMicro(bound.upper);

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
  const add = (bin_id: string, item_id: string, quantity: number, affected: Affected, bound: Bound) =>
    rows.push({
      bin_id,
      item_id,
      quantity: fromMicro(quantity),
      unit: unitOf(item_id),
      affected,
      lower_bound: lowerOf(bound),
      upper_bound: upperOf(bound),
      annotations: bound.annotations,
    });
  // The traced material in an entry is worked out only for the affected.
  for (const { bin_id, item_id, quantity } of binned) {
    const affected = affectedOf(item_id);
    if (affected) add(bin_id, item_id, quantity, affected, trace.partOf(item_id, quantity));
  }
  for (const mixture of mixtures) {
    const affected = mixture.remaining.length > 0 ? affectedOf(mixture.id) : undefined;
    if (affected) add(mixture.bin_id, mixture.id, onHandOf(mixture), affected, trace.contentOf(mixture.remaining, true));
  }
  return rows.sort(byPlace);
}

/** What left affected items: releases, and draws from mixtures, each with the traced material in it. */
function departureRows(trace: Downstream, departures: readonly DepartureRow[], { affectedOf, unitOf }: Described) {
  const releases: DownstreamTrace['releases'] = [];
  const draws: DownstreamTrace['draws'] = [];
  for (const d of departures) {
    const bound = trace.contentOf(d.pieces, isMixture(d.item_id));
    (d.kind === 'release' ? releases : draws).push({
      at: new Date(d.at).toISOString(),
      operator: d.operator,
      note: d.note,
      bin_id: d.bin_id,
      item_id: d.item_id,
      quantity: fromMicro(d.quantity),
      unit: unitOf(d.item_id),
      affected: affectedOf(d.item_id) ?? 'possibly',
      lower_bound: lowerOf(bound),
      upper_bound: upperOf(bound),
      annotations: bound.annotations,
      customer_id: d.customer_id,
      reference: d.reference,
    });
  }
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
  // Three reads take the reached lots: their bound value is made once.
  const reachedSet = idSetOf(db, reached);
  const [flows, mixtures, binned, producerOfQueried, takes] = await Promise.all([
    flowsOf(db, reachedSet),
    mixturesOfLots(db, reachedSet),
    lotHoldings(db, reachedSet),
    producersOf(db, queried),
    mixtureTakesOf(db, queried),
  ]);
  // forEach, not for…of: that makes an entry array of each of thousands of entries.
  const entered = new Map<string, number>();
  flows.forEach((flow, lot) => {
    if (flow.entered > 0) entered.set(lot, flow.entered);
  });
  const trace = downstream({ runs, entered }, queried);

  // Lots whose bounds say they may hold none of it are not affected.
  const lotIds: string[] = [];
  trace.lots.forEach((bound, lot) => {
    if (bound.upper > 0) lotIds.push(lot);
  });
  const affectedMixtures = mixtures
    .map((mixture) => ({ mixture, bound: trace.contentOf(mixture.initial, true) }))
    .filter(({ bound }) => bound.upper > 0);
  const mixIds = affectedMixtures.map(({ mixture }) => mixture.id);
  const [mixtureUnits, holds, mixtureFlows] = await Promise.all([
    unitsOf(db, mixIds),
    holdsOfItems(db, [...lotIds, ...mixIds]),
    flowsOf(db, idSetOf(db, mixIds)),
  ]);
  // Their flows say which items stock left by release or draw (never part of a run, so never undone): only those are read again.
  const departed = (flows: ReadonlyMap<string, ItemFlows>) => (id: string) => {
    const flow = flows.get(id);
    return flow !== undefined && (flow.released > 0 || flow.drawn > 0);
  };
  const departures = await departuresOf(db, lotIds.filter(departed(flows)), mixIds.filter(departed(mixtureFlows)));

  // Every other lot reached was made by a run the walk read, in the unit the run says.
  const made = new Map<string, { run: string; unit: Unit }>();
  for (const run of runs) for (const output of run.outputs) made.set(output.lot, output);
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

  const lotRows: DownstreamTrace['lots'] = lotIds.map((lot) => {
    const bound = trace.lots.get(lot) as Bound;
    return {
      batch_id: lot,
      produced_by: producerOfQueried.get(lot) ?? made.get(lot)?.run ?? null,
      affected: affectedBy(bound.lower),
      account: accountOf(described.unitOf(lot), flows.get(lot), inBins.get(lot) ?? 0),
      hold: holds.get(lot) ?? null,
      lower_bound: lowerOf(bound),
      upper_bound: upperOf(bound),
      annotations: bound.annotations,
    };
  });
  const mixtureRows: DownstreamTrace['mixtures'] = affectedMixtures.map(({ mixture, bound }) => ({
    mix_id: mixture.id,
    affected: affectedBy(bound.lower),
    account: accountOf(described.unitOf(mixture.id), mixtureFlows.get(mixture.id), onHandOf(mixture)),
    hold: holds.get(mixture.id) ?? null,
    lower_bound: lowerOf(bound),
    upper_bound: upperOf(bound),
    annotations: bound.annotations,
  }));
  const mixedIn = inMixtures(mixtures);
  const { releases, draws } = departureRows(trace, departures, described);
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
    releases,
    draws,
    customers: await customersOf(db, releases),
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
