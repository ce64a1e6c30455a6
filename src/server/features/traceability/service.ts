import type { DownstreamTrace, TraceBody, UpstreamTrace } from '../../../shared/contract/traceability';
import { pathTo } from '../../../shared/routes';
import { upstream, type Genealogy } from '../../../shared/trace/bounds';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { batchUri } from '../../core/resources/batches';
import { boundsOf, traceDownstream } from './downstream';
import { knownLots, knownRuns, runsByIds, runsMade, runsProducing, type RunMade } from './repo';
import { idSetOf } from './id-sets';
import { flowsOf } from './stock-repo';
import { walk } from './walk';

type Query = UpstreamTrace['query'];
type Db = DB | Trx;

/** Unknown (or undone) ids are one 404 naming them all, as the fields of a trace's body, or as the one `field` a caller's body names them in. */
async function requireKnown(db: Db, query: Query, field?: string): Promise<void> {
  const [lots, runs] = await Promise.all([knownLots(db, query.batch_ids), knownRuns(db, query.step_instance_ids)]);
  const missing = [...query.batch_ids.filter((id) => !lots.has(id)), ...query.step_instance_ids.filter((id) => !runs.has(id))];
  if (missing.length === 0) return;
  const [first = ''] = missing;
  throw new AppError('missing-resource', {
    Id: first.startsWith('BAT') ? batchUri(first) : pathTo('getStepInstance', { id: first }),
    detail: `No ${missing.length === 1 ? 'such batch or step instance' : 'such batches or step instances'}: ${missing.join(', ')}.`,
    invalidParams: missing.map((id) => ({
      name: field ?? (id.startsWith('BAT') ? 'batch_ids' : 'step_instance_ids'),
      reason: `${id} does not exist`,
    })),
  });
}

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
  const seen = new Map<string, RunMade>();
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
  const flows = await flowsOf(db, idSetOf(db, query.batch_ids));
  const runs = [...seen.values()];
  const genealogy: Genealogy = { runs, entered: new Map([...flows].map(([lot, flow]) => [lot, flow.entered])) };
  const bounds = upstream(genealogy, { lots: query.batch_ids, runs: query.step_instance_ids });
  return { inputs: [...bounds].map(([lot, bound]) => ({ batch_id: lot, ...boundsOf(bound) })), runs: [...seen.keys()].sort(), query };
}

/** Downstream of lots and runs, in the caller's transaction: a recall's holds what it finds in the same one (decision 045). */
export async function downstreamTrace(trx: Trx, ids: Pick<TraceBody, 'batch_ids' | 'step_instance_ids'>, field?: string) {
  const query = queryOf({ ...ids, direction: 'downstream' });
  await requireKnown(trx, query, field);
  // Downstream of a run is downstream of all it made.
  const products = (await runsMade(trx, query.step_instance_ids)).flatMap((run) => run.outputs.map((output) => output.lot));
  return traceDownstream(trx, query, sortedUnique([...query.batch_ids, ...products]));
}

/** POST /api/traceability. */
export async function trace(db: Db, body: TraceBody): Promise<UpstreamTrace | DownstreamTrace> {
  const query = queryOf(body);
  // One transaction, so every generation is read from the same state of the books.
  return inTransaction(db, async (trx) => {
    if (query.direction === 'downstream') return downstreamTrace(trx, query);
    await requireKnown(trx, query);
    return traceUpstream(trx, query);
  });
}
