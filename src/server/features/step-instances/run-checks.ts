import type { CreateInstanceBody } from '../../../shared/contract/step-instances';
import type { Unit } from '../../../shared/units';
import { isPostgres } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { invalid } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { lockBins, lockSkuUnits, lockTakenItems } from '../../stock-core/locks';
import { requireFitsUnit, toMicro } from '../../stock-core/quantities';
import { idsInUse } from '../../core/ids';
import { lockMixture, notInBin, type LockedMixture } from '../../core/mixtures';
import { missingBatch } from '../../core/resources/batches';
import { missingBin } from '../../core/resources/bins';
import { lotsForRun, type RunLot } from './repo';
import { duplicateField, shortage } from './resource';

/** A run's rows checked before anything is booked: read once per kind, then checked row by row, earlier rows counted. */

/** A consumed row once checked: micro-units, its SKU, unit and name, and what its lot or mixture holds after it. */
export interface Consumption {
  resource_id: string;
  mixture: boolean;
  name: string;
  sku_id: string | null;
  unit: Unit;
  bin_id: string;
  quantity: number;
  remaining: number;
}

export const sumOf = (entries: readonly { quantity: number }[]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);

/** A lookup asked once per key within one request: a run may name the same mixture row after row. */
function once<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const answers = new Map<string, Promise<V>>();
  return (key) => {
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = load(key)));
    return answer;
  };
}

/**
 * What a run's rows name, read before they are checked, each kind in one statement: live bins,
 * consumed lots with their units and bin entries, produced SKUs' units, produced ids already
 * taken. Mixtures are locked and read as the rows name them.
 */
export interface RunReads {
  liveBins: ReadonlySet<string>;
  lots: ReadonlyMap<string, RunLot>;
  skuUnits: ReadonlyMap<string, Unit>;
  idsTaken: ReadonlySet<string>;
  mixture: (id: string) => Promise<LockedMixture>;
}

/**
 * Locks what the run names, in the one order of stock-core/locks.ts: its bins, then (PostgreSQL)
 * what it consumes (mixtures, then lots with the lots inside those mixtures), `update` as
 * record needs, so no lock is raised later; then the produced SKUs, so none is deleted under the
 * lots made of it. A hold of any of them waits for the run, or the run for the hold.
 */
export async function readRun(trx: Trx, body: CreateInstanceBody): Promise<RunReads> {
  const liveBins = await lockBins(trx, [...body.consumed.map((row) => row.bin_id), ...body.produced.map((row) => row.bin_id)]);
  const consumedIds = body.consumed.map((row) => row.resource_id);
  if (isPostgres(trx)) await lockTakenItems(trx, consumedIds, 'update');
  const lotIds = [...new Set(consumedIds.filter((id) => !isMixture(id)))];
  const lots = await lotsForRun(trx, lotIds);
  const skuUnits = await lockSkuUnits(
    trx,
    body.produced.map((row) => row.sku_id),
  );
  const idsTaken = await idsInUse(
    trx,
    body.produced.map((row) => row.batch_id),
  );
  return { liveBins, lots, skuUnits, idsTaken, mixture: once((id) => lockMixture(trx, id)) };
}

/**
 * Checks the consumed rows in order, earlier rows of the request counted: the bin exists, the
 * lot or mixture exists (a mixture in that bin), and enough is left.
 */
export async function checkConsumed(rows: CreateInstanceBody['consumed'], reads: RunReads): Promise<Consumption[]> {
  const taken = new Map<string, number>();
  const takenOfLot = new Map<string, number>();
  const checked: Consumption[] = [];
  for (const [i, row] of rows.entries()) {
    const field = `consumed[${i}]`;
    const { resource_id: id, bin_id: binId } = row;
    if (!reads.liveBins.has(binId)) throw missingBin(binId);
    const quantity = toMicro(row.quantity);
    if (isMixture(id)) {
      const mixture = await reads.mixture(id);
      if (mixture.row.bin_id !== binId) throw notInBin(`${field}.bin_id`, 'bin');
      const before = taken.get(id) ?? 0;
      if (before + quantity > mixture.total) throw shortage(`${field}.quantity`, 'mixture total', quantity, mixture.total - before);
      taken.set(id, before + quantity);
      checked.push({
        resource_id: id,
        mixture: true,
        // A mixture is called by its SKU's name and counts in its unit.
        name: mixture.row.sku_name,
        sku_id: mixture.row.sku_id,
        unit: mixture.row.unit,
        bin_id: binId,
        quantity,
        remaining: mixture.total - before - quantity,
      });
      continue;
    }
    const lot = reads.lots.get(id);
    if (!lot) throw missingBatch(id);
    requireFitsUnit(`${field}.quantity`, row.quantity, lot.unit, id);
    const { entries } = lot;
    const inBin = entries.find((entry) => entry.bin_id === binId)?.quantity ?? 0;
    const key = `${binId} ${id}`;
    const before = taken.get(key) ?? 0;
    if (before + quantity > inBin) throw shortage(`${field}.quantity`, 'batch', quantity, inBin - before);
    taken.set(key, before + quantity);
    const ofLot = (takenOfLot.get(id) ?? 0) + quantity;
    takenOfLot.set(id, ofLot);
    checked.push({
      resource_id: id,
      mixture: false,
      name: lot.name,
      sku_id: lot.sku_id,
      unit: lot.unit,
      bin_id: binId,
      quantity,
      remaining: sumOf(entries) - ofLot,
    });
  }
  return checked;
}

/** Checks the produced rows in order: a new lot id (never used), a live bin, a SKU that exists, an amount its unit allows; answers their units. */
export function checkProduced(rows: CreateInstanceBody['produced'], reads: RunReads): Unit[] {
  const ids = new Set<string>();
  return rows.map((row, i) => {
    const field = `produced[${i}]`;
    if (ids.has(row.batch_id) || reads.idsTaken.has(row.batch_id)) throw duplicateField(`${field}.batch_id`);
    ids.add(row.batch_id);
    if (!reads.liveBins.has(row.bin_id)) throw missingBin(row.bin_id);
    const unit = reads.skuUnits.get(row.sku_id);
    if (unit === undefined) throw invalid(`${field}.sku_id`, 'must be an existing sku id');
    requireFitsUnit(`${field}.quantity`, row.quantity, unit, row.batch_id);
    return unit;
  });
}
