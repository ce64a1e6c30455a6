import type {
  CreateInstanceBody,
  InstanceListQuery,
  InstanceListResource,
  InstanceState,
  InstanceUndo,
  UpdateInstanceBody,
} from '../../../shared/contract/step-instances';
import { deviationsOf } from '../../../shared/step-deviations';
import { DEFAULT_UNIT } from '../../../shared/units';
import { isPostgres, type DB } from '../../db/connect';
import { storedJson } from '../../db/stored-json';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError, invalid } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { lockBatch, lockExistingItems, lockLiveBin } from '../../stock-core/locks';
import type { LotQuantity } from '../../stock-core/mixture-components';
import { fromMicro, toMicro } from '../../stock-core/quantities';
import { type MixtureFill, record, type StockChange, type StockContext, stockContext } from '../../stock-core/record';
import { insertCheckedBatches, retireLockedBatch } from '../../core/batches';
import { advanceCounter } from '../../core/ids';
import { unitsOf } from '../../core/items';
import { logMixtureEvent, takenDetails } from '../../core/mixture-log';
import { lockMixture, notInBin, takesOfOperation } from '../../core/mixtures';
import { namesOf } from '../../core/names';
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
import { checkConsumed, checkProduced, readRun, sumOf, type RunReads } from './run-checks';
import { undoOf } from './undo-repo';
import { duplicateField, instanceState, instanceSummary, instanceUri, missingInstance } from './resource';

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

/** What a run took of one lot of a consumed mixture, in micro-units. */
type Take = { mix_id: string } & LotQuantity;

/** Names of the lots a run took from mixtures: as their mixtures were read, the archive asked only for lots deleted since. */
async function namesOfTakenLots(trx: Trx, takes: readonly Take[], reads: RunReads): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const mixId of new Set(takes.map((take) => take.mix_id))) {
    for (const component of (await reads.mixture(mixId)).components)
      if (component.name !== null) names.set(component.batch_id, component.name);
  }
  const archived = takes.map((take) => take.batch_id).filter((id) => !names.has(id));
  return archived.length === 0 ? names : new Map([...names, ...(await namesOf(trx, archived))]);
}

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
  const reads = await readRun(trx, body);
  const consumed = await checkConsumed(body.consumed, reads);
  const producedUnits = checkProduced(body.produced, reads);

  await insertCheckedBatches(
    trx,
    body.produced.map(({ batch_id, sku_id, name, owned_codes, associated_codes, props, expires_on, supplier_lot }) => ({
      id: batch_id,
      sku_id,
      name,
      owned_codes,
      associated_codes,
      props,
      expires_on,
      supplier_lot,
    })),
  );
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
  const mixtures = [...new Set(consumed.filter((c) => c.mixture).map((c) => c.resource_id))];
  // The mixtures' components as read under their locks, so record does not read them again.
  const components = new Map(await Promise.all(mixtures.map(async (mixId) => [mixId, (await reads.mixture(mixId)).components] as const)));
  const booked = await record(ctx, { kind: 'step-run', documentId: id, note: body.notes, changes, components });
  const { operationId } = booked;
  const run: RunOfMixture = { instanceId: id, templateId: body.template_id, operator: actor.name };
  const takes: Take[] = [];
  for (const [i, c] of consumed.entries()) {
    if (!c.mixture) continue;
    const taken = booked.changes[i]?.taken ?? [];
    await logRunTake(ctx, c.resource_id, c.quantity, taken, operationId, run);
    // As the stock core records them: the lots that gave anything, in the order of the changes.
    for (const take of taken) if (take.quantity > 0) takes.push({ mix_id: c.resource_id, ...take });
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
  const names = new Map([
    ...consumed.map((c) => [c.resource_id, c.name] as const),
    ...body.produced.map((p) => [p.batch_id, p.name ?? ''] as const),
    ...(await namesOfTakenLots(trx, takes, reads)),
  ]);
  const units = new Map([
    ...consumed.map((c) => [c.resource_id, c.unit] as const),
    ...body.produced.map((p, i) => [p.batch_id, producedUnits[i] ?? DEFAULT_UNIT] as const),
  ]);
  // Answered from what it checked and wrote, as GET /api/step-instance/{id} reads it back: nothing it made can have been used yet.
  return instanceState({ row, ...rows, names, units, takes, undoBlockedBy: null, undone: null });
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
