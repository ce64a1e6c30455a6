import type {
  CreateInstanceBody,
  InstanceListQuery,
  InstanceListResource,
  InstanceState,
  InstanceUndo,
  UpdateInstanceBody,
} from '../../../shared/contract/step-instances';
import { deviationsOf } from '../../../shared/step-deviations';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import { isPostgres, type DB } from '../../db/connect';
import { storedJson } from '../../db/stored-json';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError, invalid } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { lockBatch, lockBins, lockExistingItems, lockLiveBin, lockSkuUnit, lockTakenItems } from '../../stock-core/locks';
import type { LotQuantity } from '../../stock-core/mixture-components';
import { fromMicro, requireFitsUnit, toMicro } from '../../stock-core/quantities';
import { type MixtureFill, record, type StockChange, type StockContext, stockContext } from '../../stock-core/record';
import { insertCheckedBatch, retireLockedBatch } from '../../core/batches';
import { advanceCounter, idInUse } from '../../core/ids';
import { binEntriesOf, unitsOf } from '../../core/items';
import { logMixtureEvent, takenDetails } from '../../core/mixture-log';
import { lockMixture, notInBin, takesOfOperation } from '../../core/mixtures';
import { namesOf } from '../../core/names';
import { missingBatch } from '../../core/resources/batches';
import { missingBin } from '../../core/resources/bins';
import { missingTemplate } from '../../core/resources/templates';
import { templateForRun } from '../../core/run-templates';
import {
  findInstance,
  insertInstance,
  markUndone,
  pageOfInstances,
  producedLotsUsedSince,
  rowsOf,
  updateInstanceRow,
  type ConsumedRowStored,
  type InstanceRow,
  type ProducedRowStored,
} from './repo';
import { undoOf } from './undo-repo';
import { duplicateField, instanceState, instanceSummary, instanceUri, missingInstance, shortage } from './resource';

/** A consumed row once checked: micro-units, its SKU and unit, and what its lot or mixture holds after it. */
interface Consumption {
  resource_id: string;
  mixture: boolean;
  sku_id: string | null;
  unit: Unit;
  bin_id: string;
  quantity: number;
  remaining: number;
}

const sumOf = (entries: readonly { quantity: number }[]) => entries.reduce((sum, entry) => sum + entry.quantity, 0);

/**
 * A mixture a run consumes, locked and checked to be in `binId` (any bin when null): what it
 * holds, in micro-units, its bin, and its SKU, which stands for its own.
 */
async function lockMixtureForRun(trx: Trx, id: string, binId: string | null, field: string) {
  const mixture = await lockMixture(trx, id);
  if (binId !== null && mixture.row.bin_id !== binId) throw notInBin(field, 'bin');
  return { total: mixture.total, binId: mixture.row.bin_id, skuId: mixture.row.sku_id };
}

/** A run as a mixture's log names it: who booked it, or who undid it. */
interface RunOfMixture {
  instanceId: string;
  templateId: string;
  operator: string;
}

/** The run's operation took from the mixture (the stock core took it from the lots): its log says what each lot gave. */
function logRunTake(
  ctx: StockContext,
  mixId: string,
  quantity: number,
  taken: readonly LotQuantity[],
  operationId: number,
  run: RunOfMixture,
) {
  return logMixtureEvent(ctx, mixId, {
    event: 'step-instance-consume',
    createdBy: run.operator,
    note: `step-instance ${run.instanceId}`,
    details: { quantity: fromMicro(quantity), components: takenDetails(taken), instance_id: run.instanceId, template_id: run.templateId },
    operationId,
  });
}

/** An undone run gave each lot back exactly what the run took from the mixture: its log says so. */
function logRunGiveBack(ctx: StockContext, mixId: string, takes: readonly LotQuantity[], undoOperationId: number, run: RunOfMixture) {
  return logMixtureEvent(ctx, mixId, {
    event: 'step-instance-undo',
    createdBy: run.operator,
    note: `step-instance ${run.instanceId} undone`,
    details: { components: takenDetails(takes), instance_id: run.instanceId },
    operationId: undoOperationId,
  });
}

/** A lookup asked once per key within one request: a run names the same bins and SKUs row after row. */
function once<V>(load: (key: string) => Promise<V>): (key: string) => Promise<V> {
  const answers = new Map<string, Promise<V>>();
  return (key) => {
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = load(key)));
    return answer;
  };
}

/** The request's lookups of bins (locked until commit) and SKUs' units (null for no such SKU, locked too). */
interface RunLookups {
  liveBin: (id: string) => Promise<boolean>;
  unitOfSku: (id: string | null) => Promise<Unit | null>;
}

function lookupsFor(trx: Trx): RunLookups {
  const liveBin = once((id) => lockLiveBin(trx, id));
  const unit = once((id) => lockSkuUnit(trx, id));
  return { liveBin, unitOfSku: (id) => (id === null ? Promise.resolve(DEFAULT_UNIT) : unit(id)) };
}

/**
 * Checks the consumed rows in order, earlier rows of the request counted: the bin exists, the
 * lot or mixture exists (a mixture in that bin), and enough is left. Lots and mixtures are
 * locked until commit (PostgreSQL), so what was checked is what is booked.
 */
async function checkConsumed(trx: Trx, rows: CreateInstanceBody['consumed'], lookups: RunLookups): Promise<Consumption[]> {
  const taken = new Map<string, number>();
  const takenOfLot = new Map<string, number>();
  const checked: Consumption[] = [];
  for (const [i, row] of rows.entries()) {
    const field = `consumed[${i}]`;
    const { resource_id: id, bin_id: binId } = row;
    if (!(await lookups.liveBin(binId))) throw missingBin(binId);
    const quantity = toMicro(row.quantity);
    if (isMixture(id)) {
      const mixture = await lockMixtureForRun(trx, id, binId, `${field}.bin_id`);
      const before = taken.get(id) ?? 0;
      if (before + quantity > mixture.total) throw shortage(`${field}.quantity`, 'mixture total', quantity, mixture.total - before);
      taken.set(id, before + quantity);
      checked.push({
        resource_id: id,
        mixture: true,
        sku_id: mixture.skuId,
        unit: (await lookups.unitOfSku(mixture.skuId)) ?? DEFAULT_UNIT,
        bin_id: binId,
        quantity,
        remaining: mixture.total - before - quantity,
      });
      continue;
    }
    const batch = await lockBatch(trx, id);
    if (!batch) throw missingBatch(id);
    const unit = (await lookups.unitOfSku(batch.sku_id)) ?? DEFAULT_UNIT;
    requireFitsUnit(`${field}.quantity`, row.quantity, unit, id);
    const entries = await binEntriesOf(trx, id);
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
      sku_id: batch.sku_id,
      unit,
      bin_id: binId,
      quantity,
      remaining: sumOf(entries) - ofLot,
    });
  }
  return checked;
}

/**
 * Locks what the run names before its rows are checked one by one, in the one order of
 * stock-core/locks.ts: its bins, then what it consumes (mixtures, then lots with the lots inside those
 * mixtures), `update` as the checks lock them, so no lock is raised later. A hold of any of
 * them waits for the run, or the run for the hold.
 */
async function lockRun(trx: Trx, body: CreateInstanceBody): Promise<void> {
  if (!isPostgres(trx)) return;
  await lockBins(trx, [...body.consumed.map((row) => row.bin_id), ...body.produced.map((row) => row.bin_id)]);
  await lockTakenItems(
    trx,
    body.consumed.map((row) => row.resource_id),
    'update',
  );
}

/** Checks the produced rows in order: a new lot id (never used), a live bin, a SKU that exists, an amount its unit allows; answers their units. */
async function checkProduced(trx: Trx, rows: CreateInstanceBody['produced'], lookups: RunLookups): Promise<Unit[]> {
  const ids = new Set<string>();
  const units: Unit[] = [];
  for (const [i, row] of rows.entries()) {
    const field = `produced[${i}]`;
    if (ids.has(row.batch_id) || (await idInUse(trx, row.batch_id))) throw duplicateField(`${field}.batch_id`);
    ids.add(row.batch_id);
    if (!(await lookups.liveBin(row.bin_id))) throw missingBin(row.bin_id);
    const unit = await lookups.unitOfSku(row.sku_id);
    if (unit === null) throw invalid(`${field}.sku_id`, 'must be an existing sku id');
    requireFitsUnit(`${field}.quantity`, row.quantity, unit, row.batch_id);
    units.push(unit);
  }
  return units;
}

/** Why the run can no longer be undone, or null: its products have been used since. */
async function undoBlocker(db: DB | Trx, row: InstanceRow): Promise<string | null> {
  const used = await producedLotsUsedSince(db, row.id, row.operation_id);
  return used.length === 0 ? null : `${used.join(', ')} ${used.length === 1 ? 'has' : 'have'} been used since the run.`;
}

/** A run's answer from its stored rows: names, units and a mixture's takes are read here. */
async function stateOf(
  db: DB | Trx,
  row: InstanceRow,
  { consumed, produced }: { consumed: ConsumedRowStored[]; produced: ProducedRowStored[] },
  undoBlockedBy: string | null,
  undone: InstanceUndo | null,
): Promise<InstanceState> {
  const takes = consumed.some((c) => isMixture(c.resource_id)) ? await takesOfOperation(db, row.operation_id) : [];
  const ids = [...consumed.map((c) => c.resource_id), ...takes.map((t) => t.batch_id), ...produced.flatMap((p) => [p.batch_id, p.sku_id])];
  const [names, units] = await Promise.all([namesOf(db, ids), unitsOf(db, ids)]);
  return instanceState({ row, consumed, produced, names, units, takes, undoBlockedBy, undone });
}

async function loadInstance(db: DB | Trx, id: string): Promise<InstanceState> {
  const row = await findInstance(db, id);
  if (!row) throw missingInstance(id);
  // An undone run stays readable as evidence, saying who undid it and when.
  const undoId = row.undo_operation_id;
  const [rows, undoBlockedBy, undone] = await Promise.all([
    rowsOf(db, [id]),
    undoId === null ? undoBlocker(db, row) : null,
    undoId === null ? null : undoOf(db, undoId),
  ]);
  return stateOf(db, row, rows, undoBlockedBy, undone);
}

export const getInstance = (db: DB, id: string): Promise<InstanceState> => inTransaction(db, (trx) => loadInstance(trx, id));

/**
 * POST /api/step-instances: everything is checked first, then the run is booked as one
 * operation: consumed lots leave their bins, consumed mixtures are drawn in proportion (what
 * each lot gave is recorded), produced lots are created into their bins.
 */
export async function createInstance(
  trx: Trx,
  body: CreateInstanceBody,
  actor: Actor,
  idempotencyKey: string | null,
): Promise<InstanceState> {
  const id = body.instance_id;
  if (await findInstance(trx, id)) throw duplicateField('instance_id');
  const template = await templateForRun(trx, body.template_id);
  if (!template) throw missingTemplate(body.template_id);
  await lockRun(trx, body);
  const lookups = lookupsFor(trx);
  const consumed = await checkConsumed(trx, body.consumed, lookups);
  const producedUnits = await checkProduced(trx, body.produced, lookups);

  for (const row of body.produced) {
    const { batch_id, sku_id, name, owned_codes, associated_codes, props, expires_on, supplier_lot } = row;
    await insertCheckedBatch(trx, { id: batch_id, sku_id, name, owned_codes, associated_codes, props, expires_on, supplier_lot });
  }
  const changes: StockChange[] = [
    ...consumed.map((c) => ({ kind: 'step-consume' as const, itemId: c.resource_id, from: c.bin_id, to: null, quantity: c.quantity })),
    ...body.produced.map((p) => ({
      kind: 'step-produce' as const,
      itemId: p.batch_id,
      from: null,
      to: p.bin_id,
      quantity: toMicro(p.quantity),
    })),
  ];
  const ctx = stockContext(trx, actor, idempotencyKey);
  const booked = await record(ctx, { kind: 'step-run', documentId: id, note: body.notes, changes });
  const { operationId } = booked;
  const run: RunOfMixture = { instanceId: id, templateId: body.template_id, operator: actor.name };
  for (const [i, c] of consumed.entries()) {
    if (c.mixture) await logRunTake(ctx, c.resource_id, c.quantity, booked.changes[i]?.taken ?? [], operationId, run);
  }

  const deviations = deviationsOf(template, {
    inputs: consumed.map((c) => ({ sku_id: c.sku_id, quantity: fromMicro(c.quantity) })),
    outputs: body.produced.map((p) => ({ sku_id: p.sku_id, quantity: p.quantity })),
  });
  const row: InstanceRow = {
    id,
    template_id: body.template_id,
    template_name: template.name,
    operator: body.operator,
    notes: body.notes ?? null,
    metadata: storedJson(body.metadata),
    deviations: JSON.stringify(deviations),
    created_at: Date.now(),
    operation_id: operationId,
    undo_operation_id: null,
    taken: sumOf(consumed),
    unit_count: new Set([...consumed.map((c) => c.unit), ...producedUnits]).size,
  };
  const rows = {
    consumed: consumed.map((c, position) => ({
      instance_id: id,
      position,
      resource_id: c.resource_id,
      sku_id: c.sku_id,
      bin_id: c.bin_id,
      quantity: c.quantity,
      remaining_qty: c.remaining,
    })),
    produced: body.produced.map((p, position) => ({
      instance_id: id,
      position,
      batch_id: p.batch_id,
      sku_id: p.sku_id,
      quantity: toMicro(p.quantity),
      bin_id: p.bin_id,
    })),
  };
  try {
    await insertInstance(trx, row, rows.consumed, rows.produced);
  } catch (error) {
    // Two runs of one id can both pass the check; the primary key decides.
    throw isUniqueViolation(error) ? duplicateField('instance_id') : error;
  }
  await advanceCounter(trx, id);
  // Answered from what was just written: nothing it made can have been used yet.
  return stateOf(trx, row, rows, null, null);
}

export function updateInstance(db: DB, id: string, body: UpdateInstanceBody): Promise<InstanceState> {
  if (body.instance_id !== id) throw invalid('instance_id', 'must match the step instance in the URL');
  return inTransaction(db, async (trx) => {
    const row = await findInstance(trx, id, true);
    if (!row || row.undo_operation_id !== null) throw missingInstance(id);
    await updateInstanceRow(trx, id, {
      ...(body.operator !== undefined && { operator: body.operator }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(body.metadata !== undefined && { metadata: storedJson(body.metadata) }),
    });
    return loadInstance(trx, id);
  });
}

/**
 * DELETE /api/step-instance/{id} undoes a mistaken run as one operation, while nothing it
 * produced has been used since: produced lots leave their bins and are retired, consumed lots
 * go back to the bins they came from, consumed mixtures get back exactly what each lot gave.
 * The operation names who undid it and why; the mixtures' logs name who, or the run's operator when no one is named.
 */
export async function undoInstance(
  trx: Trx,
  id: string,
  { actor, note }: { actor: Actor | null; note: string | null },
  idempotencyKey: string | null,
): Promise<void> {
  const row = await findInstance(trx, id, true);
  if (!row || row.undo_operation_id !== null) throw missingInstance(id);
  const blocker = await undoBlocker(trx, row);
  if (blocker) {
    throw new AppError('resource-in-use', {
      title: 'Can not undo a step instance whose products have been used since.',
      detail: blocker,
      invalidParams: [{ name: 'id', reason: 'must be a step instance whose products are unused' }],
    });
  }
  const { consumed, produced } = await rowsOf(trx, [id]);
  if (isPostgres(trx)) {
    // The mixtures it gives back to and the lots it unmakes, in the one lock order (stock-core/locks.ts) and the mode used below.
    const mixtures = consumed.map((c) => c.resource_id).filter(isMixture);
    await lockExistingItems(trx, [...mixtures, ...produced.map((p) => p.batch_id)], 'update');
  }
  const changes: StockChange[] = produced.map((p) => ({
    kind: 'step-undo',
    itemId: p.batch_id,
    from: p.bin_id,
    to: null,
    quantity: p.quantity,
  }));
  for (const c of consumed) {
    const binId = isMixture(c.resource_id) ? (await lockMixtureForRun(trx, c.resource_id, null, 'id')).binId : c.bin_id;
    if (!(await lockLiveBin(trx, binId))) {
      throw new AppError('resource-in-use', {
        title: 'Can not undo a step instance whose source bin is gone.',
        detail: `${c.resource_id} came from ${binId}, which has been deleted since.`,
        invalidParams: [{ name: 'id', reason: 'must be a step instance whose source bins still exist' }],
      });
    }
    changes.push({ kind: 'step-undo', itemId: c.resource_id, from: null, to: binId, quantity: c.quantity });
  }
  // Each lot of a mixture gets back exactly what the run took of it.
  const takes = new Map<string, LotQuantity[]>();
  if (consumed.some((c) => isMixture(c.resource_id))) {
    for (const take of await takesOfOperation(trx, row.operation_id)) takes.set(take.mix_id, [...(takes.get(take.mix_id) ?? []), take]);
  }
  const fills: MixtureFill[] = [...takes].map(([mixId, lots]) => ({ mixId, lots }));
  const ctx = stockContext(trx, actor, idempotencyKey);
  const { operationId } = await record(ctx, {
    kind: 'step-undo',
    documentId: id,
    note: note === null ? `undo of ${id}` : `undo of ${id}: ${note}`,
    changes,
    fills,
  });
  const run: RunOfMixture = { instanceId: id, templateId: row.template_id, operator: actor?.name ?? row.operator };
  for (const mixId of new Set(consumed.filter((c) => isMixture(c.resource_id)).map((c) => c.resource_id))) {
    await logRunGiveBack(ctx, mixId, takes.get(mixId) ?? [], operationId, run);
  }
  for (const p of produced) {
    if (await lockBatch(trx, p.batch_id)) await retireLockedBatch(trx, p.batch_id);
  }
  await markUndone(trx, id, operationId);
}

export async function listInstances(db: DB, query: InstanceListQuery): Promise<InstanceListResource['state']> {
  const { total, rows } = await pageOfInstances(db, {
    templateId: query.template ?? null,
    order: query.order,
    offset: query.startingFrom,
    limit: query.limit,
  });
  const { consumed, produced } = await rowsOf(
    db,
    rows.map((row) => row.id),
  );
  const names = await namesOf(db, [...consumed.map((c) => c.resource_id), ...produced.map((p) => p.batch_id)]);
  return {
    total,
    starting_from: query.startingFrom,
    limit: query.limit,
    items: rows.map((row) => ({
      Id: instanceUri(row.id),
      state: instanceSummary(
        row,
        consumed.filter((c) => c.instance_id === row.id),
        produced.filter((p) => p.instance_id === row.id),
        names,
      ),
      operations: [],
    })),
  };
}
