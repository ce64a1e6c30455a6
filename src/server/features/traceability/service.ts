import type { DownstreamTrace, TraceBody, UpstreamTrace } from '../../../shared/contract/traceability';
import { downstream, upstream, type Bound, type Genealogy, type RunInput, type TraceRun } from '../../../shared/trace/bounds';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { fromMicro } from '../../stock-core/quantities';
import {
  enteredOf,
  knownLots,
  knownRuns,
  lotHoldings,
  lotLedgers,
  mixturesOfLots,
  producersOf,
  releasesOf,
  runsByIds,
  runsMade,
  runsProducing,
  usesOf,
  type LotLedger,
} from './repo';

type Query = UpstreamTrace['query'];
type Db = DB | Trx;

/** Unknown (or undone) ids are one 404 naming them all. */
async function requireKnown(db: Db, query: Query): Promise<void> {
  const [lots, runs] = await Promise.all([knownLots(db, query.batch_ids), knownRuns(db, query.step_instance_ids)]);
  const missing = [...query.batch_ids.filter((id) => !lots.has(id)), ...query.step_instance_ids.filter((id) => !runs.has(id))];
  if (missing.length === 0) return;
  const [first] = missing;
  throw new AppError('missing-resource', {
    Id: first?.startsWith('BAT') ? `/api/batch/${first}` : `/api/step-instance/${first}`,
    detail: `No ${missing.length === 1 ? 'such batch or step instance' : 'such batches or step instances'}: ${missing.join(', ')}.`,
    invalidParams: missing.map((id) => ({
      name: id.startsWith('BAT') ? 'batch_ids' : 'step_instance_ids',
      reason: `${id} does not exist`,
    })),
  });
}

/**
 * Walks the genealogy a generation at a time: `expand` reads the runs next to a whole set of lots
 * at once and gives their lots on the far side, of which the unseen make the next set.
 */
async function walk(start: readonly string[], expand: (lots: string[]) => Promise<string[]>): Promise<Set<string>> {
  const lots = new Set(start);
  let frontier = [...lots];
  while (frontier.length > 0) {
    const next = await expand(frontier);
    frontier = [];
    for (const lot of next) {
      if (lots.has(lot)) continue;
      lots.add(lot);
      frontier.push(lot);
    }
  }
  return lots;
}

const unitsOf = (bound: Bound) => ({
  lower_bound: fromMicro(bound.lower),
  upper_bound: fromMicro(bound.upper),
  annotations: bound.annotations,
});

const sortedUnique = (ids: readonly string[]) => [...new Set(ids)].sort();

function queryOf(body: TraceBody): Query {
  return {
    batch_ids: sortedUnique(body.batch_ids ?? []),
    step_instance_ids: sortedUnique(body.step_instance_ids ?? []),
    direction: body.direction ?? 'upstream',
  };
}

/** Upstream provenance: the source lots that may be in the queried lots and runs' products. */
async function traceUpstream(db: Db, query: Query): Promise<UpstreamTrace> {
  const seen = new Map<string, TraceRun>();
  // The runs asked for are found again as the producers of their outputs.
  const seeds = await runsByIds(db, query.step_instance_ids);
  const start = [...query.batch_ids, ...seeds.flatMap((run) => run.outputs.map((o) => o.lot))];
  await walk(start, async (lots) => {
    const runs = await runsByIds(
      db,
      (await runsProducing(db, lots)).filter((id) => !seen.has(id)),
    );
    for (const run of runs) seen.set(run.id, run);
    return runs.flatMap((run) => run.inputs.map((input) => input.lot));
  });
  const genealogy: Genealogy = { runs: [...seen.values()], entered: await enteredOf(db, query.batch_ids) };
  const bounds = upstream(genealogy, { lots: query.batch_ids, runs: query.step_instance_ids });
  return { inputs: [...bounds].map(([lot, bound]) => ({ batch_id: lot, ...unitsOf(bound) })), runs: [...seen.keys()].sort(), query };
}

/** A queried lot's units, exactly: mixtures are seen through, splits only move units between them. */
function totalsOf(lot: string, entered: number, ledger: LotLedger | undefined) {
  const bins = (kind: string) => ledger?.outOfBins.get(kind) ?? 0;
  const mixed = (kind: string) => ledger?.outOfMixtures.get(kind) ?? 0;
  return {
    batch_id: lot,
    entered: fromMicro(entered),
    on_hand: fromMicro((ledger?.inBins ?? 0) + (ledger?.inMixtures ?? 0)),
    released: fromMicro(bins('release') + mixed('release')),
    consumed: fromMicro(bins('step-consume') + mixed('step-run') + mixed('mixture-draw')),
    written_off: fromMicro(bins('adjust') + bins('bin-delete') + mixed('bin-delete') + mixed('audit')),
  };
}

/** Holdings in bin order, then item order. */
const byPlace = (a: { bin_id: string; item_id: string }, b: { bin_id: string; item_id: string }) =>
  a.bin_id < b.bin_id ? -1 : a.bin_id > b.bin_id ? 1 : a.item_id < b.item_id ? -1 : 1;

/** Downstream recall: every lot and mixture that may hold the queried lots' units, where they are, what left. */
async function traceDownstream(db: Db, query: Query): Promise<DownstreamTrace> {
  const products = (await runsMade(db, query.step_instance_ids)).flatMap((run) => run.outputs.map((o) => o.lot));
  const queried = sortedUnique([...query.batch_ids, ...products]);
  // A run's inputs are read only where they are lots the walk reaches; its total stands for the rest.
  const seen = new Map<string, TraceRun & { inputs: RunInput[] }>();
  const reached = [
    ...(await walk(queried, async (lots) => {
      const uses = await usesOf(db, lots);
      const runs = await runsMade(
        db,
        [...new Set(uses.map((use) => use.run))].filter((id) => !seen.has(id)),
      );
      for (const run of runs) seen.set(run.id, { ...run, inputs: [] });
      for (const { run, ...input } of uses) seen.get(run)?.inputs.push(input);
      return runs.flatMap((run) => run.outputs.map((output) => output.lot));
    })),
  ];
  const [entered, mixtures, binned, ledgers, producerOfQueried] = await Promise.all([
    enteredOf(db, reached),
    mixturesOfLots(db, reached),
    lotHoldings(db, reached),
    lotLedgers(db, queried),
    producersOf(db, queried),
  ]);
  // Every other lot reached was made by a run the walk read.
  const producer = new Map(producerOfQueried);
  for (const run of seen.values()) for (const output of run.outputs) if (!producer.has(output.lot)) producer.set(output.lot, run.id);
  const trace = downstream({ runs: [...seen.values()], entered }, queried);
  const releases = await releasesOf(
    db,
    reached,
    mixtures.map((m) => m.id),
  );
  const holdings = [
    ...binned.map((entry) => ({ ...entry, content: trace.contentOf([{ lot: entry.item_id, quantity: entry.quantity }], false) })),
    ...mixtures
      .filter((m) => m.remaining.length > 0)
      .map((m) => ({
        bin_id: m.bin_id,
        item_id: m.id,
        quantity: m.remaining.reduce((sum, p) => sum + p.quantity, 0),
        content: trace.contentOf(m.remaining, true),
      })),
  ]
    .filter((holding) => holding.content.upper > 0)
    .sort(byPlace);
  return {
    lots: [...trace.lots]
      .filter(([, bound]) => bound.upper > 0)
      .map(([lot, bound]) => ({ batch_id: lot, produced_by: producer.get(lot) ?? null, ...unitsOf(bound) })),
    mixtures: mixtures
      .map((m) => ({ mix_id: m.id, bound: trace.contentOf(m.initial, true) }))
      .filter((m) => m.bound.upper > 0)
      .map((m) => ({ mix_id: m.mix_id, ...unitsOf(m.bound) })),
    holdings: holdings.map((h) => ({ bin_id: h.bin_id, item_id: h.item_id, quantity: fromMicro(h.quantity), ...unitsOf(h.content) })),
    releases: releases
      .map((r) => ({ release: r, content: trace.contentOf(r.pieces, isMixture(r.item_id)) }))
      .filter(({ content }) => content.upper > 0)
      .map(({ release: r, content }) => ({
        at: new Date(r.at).toISOString(),
        operator: r.operator,
        note: r.note,
        bin_id: r.bin_id,
        item_id: r.item_id,
        quantity: fromMicro(r.quantity),
        ...unitsOf(content),
      })),
    totals: queried.map((lot) => totalsOf(lot, entered.get(lot) ?? 0, ledgers.get(lot))),
    query,
  };
}

/** POST /api/traceability. */
export async function trace(db: Db, body: TraceBody): Promise<UpstreamTrace | DownstreamTrace> {
  const query = queryOf(body);
  // One transaction, so every generation is read from the same state of the books.
  return inTransaction(db, async (trx) => {
    await requireKnown(trx, query);
    return query.direction === 'downstream' ? traceDownstream(trx, query) : traceUpstream(trx, query);
  });
}
