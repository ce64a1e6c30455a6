import {
  MIXTURE_LOG_PAGE,
  MIXTURE_LOG_WINDOW,
  type CreateMixtureBody,
  type DrawBody,
  type MixtureAuditBody,
  type MixtureLog,
  type MixtureLogQuery,
  type MixtureState,
  type SplitBody,
} from '../../../shared/contract/mixtures';
import type { Hold } from '../../../shared/contract/holds';
import type { ContentsChangeBody, MoveBody } from '../../../shared/contract/stock';
import type { DB } from '../../db/connect';
import { isUniqueViolation, type Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { invalid } from '../../http/app-error';
import { lockBatches, lockLiveBin, lockSku } from '../../stock-core/locks';
import type { LotQuantity } from '../../stock-core/mixture-components';
import { fromMicro, insufficient, toMicro, wholeEntry } from '../../stock-core/quantities';
import { record, stockContext, type StockContext } from '../../stock-core/record';
import { refuseUsedId } from '../../core/archive';
import { holdsOfItems } from '../../core/holds';
import { advanceCounter } from '../../core/ids';
import { contentsOfBin } from '../../core/items';
import { logMixtureEvent, takenDetails, type MixtureLogEntry } from '../../core/mixture-log';
import { lockMixture, notInBin, type LockedMixture } from '../../core/mixtures';
import { findComponents, type NamedComponent } from '../../core/mixtures-repo';
import { namesOf } from '../../core/names';
import { missingBatch } from '../../core/resources/batches';
import { missingBin } from '../../core/resources/bins';
import { missingMixture } from '../../core/resources/mixtures';
import { missingSku } from '../../core/resources/skus';
import { logAfter } from './log-window';
import { findEvents, findMixture, findMixtureWithSku, insertMixture, type EventRow, type MixtureRow, type MixtureWithSku } from './repo';
import { duplicateMixture, mixtureLog, mixtureState } from './resource';

/** What one act takes of each lot, zero takes included, in component order (stock-core takes it). */
type Taken = readonly LotQuantity[];

/** Up to `limit` log entries before `before` (else the newest), and whether older ones exist. */
async function readLog(db: DB | Trx, id: string, limit: number, before?: number): Promise<MixtureLog> {
  return mixtureLog(await findEvents(db, id, limit + 1, before), limit);
}

/**
 * The state from a mixture and components already read; an archived lot's name is read here,
 * the newest log entries unless `known`, and the holds unless `held` knows them.
 */
async function stateOf(
  db: DB | Trx,
  row: MixtureWithSku,
  components: NamedComponent[],
  held?: ReadonlyMap<string, Hold>,
  known?: MixtureLog,
): Promise<MixtureState> {
  const archived = components.filter((c) => c.name === null).map((c) => c.batch_id);
  const inside = components.filter((c) => c.qty_remaining > 0).map((c) => c.batch_id);
  const [names, log, holds] = await Promise.all([
    archived.length > 0 ? namesOf(db, archived) : new Map<string, string>(),
    known ?? readLog(db, row.id, MIXTURE_LOG_WINDOW),
    held ?? holdsOfItems(db, [row.id, ...inside]),
  ]);
  for (const c of components) if (c.name !== null) names.set(c.batch_id, c.name);
  return mixtureState({ row, components, names, log, holds });
}

async function loadMixture(db: DB | Trx, id: string): Promise<MixtureState> {
  const row = await findMixtureWithSku(db, id);
  if (!row) throw missingMixture(id);
  return stateOf(db, row, await findComponents(db, id));
}

export const getMixture = (db: DB, id: string): Promise<MixtureState> => loadMixture(db, id);

/** GET /api/mixture/{id}/audit: a page of the log before the entry `before`, else its newest page. */
export async function getMixtureLog(db: DB, id: string, { before }: MixtureLogQuery): Promise<MixtureLog> {
  if (!(await findMixture(db, id))) throw missingMixture(id);
  return readLog(db, id, MIXTURE_LOG_PAGE, before);
}

const NO_HOLDS: ReadonlyMap<string, Hold> = new Map();

/** The components read with the mixture's lock, handed to record so it does not read them again. */
const readUnderLock = (mixture: LockedMixture) => new Map([[mixture.row.id, mixture.components]]);

/** The components once `taken` is out, without reading them again. */
const afterTakes = (mixture: LockedMixture, taken: Taken): NamedComponent[] =>
  mixture.components.map((c, i) => ({ ...c, qty_remaining: c.qty_remaining - (taken[i]?.quantity ?? 0) }));

function refuseMoreThanHeld(mixture: LockedMixture, quantity: number): void {
  if (quantity > mixture.total) throw insufficient('quantity', quantity, mixture.total);
}

/** A new mixture id: free now and never used by something with stock history. */
async function refuseTakenId(trx: Trx, id: string, field: 'mix_id' | 'new_mix_id'): Promise<void> {
  if (await findMixture(trx, id)) throw duplicateMixture(field);
  await refuseUsedId(trx, id, field);
}

/** The mixture's row; its components come with the operation that fills it (stock-core). */
async function insertNewMixture(trx: Trx, row: MixtureRow, field: 'mix_id' | 'new_mix_id'): Promise<void> {
  try {
    await insertMixture(trx, row);
  } catch (error) {
    // Two creates of one id can both pass the check; the primary key decides.
    throw isUniqueViolation(error) ? duplicateMixture(field) : error;
  }
  await advanceCounter(trx, row.id);
}

/**
 * The create's components, one per batch (a batch listed twice is one component), checked in
 * the order given. Amounts of one batch count together, so two listings never take more than
 * the bin holds of it.
 */
async function checkComponents(trx: Trx, body: CreateMixtureBody): Promise<LotQuantity[]> {
  const skuOf = await lockBatches(
    trx,
    body.components.map((c) => c.batch_id),
  );
  const inBin = new Map((await contentsOfBin(trx, body.bin_id)).map((entry) => [entry.item_id, entry.quantity]));
  const merged = new Map<string, LotQuantity>();
  body.components.forEach(({ batch_id, quantity }, i) => {
    if (!skuOf.has(batch_id)) throw missingBatch(batch_id);
    if (skuOf.get(batch_id) !== body.sku_id) throw invalid(`components[${i}].batch_id`, 'batch SKU does not match mixture SKU');
    const component = merged.get(batch_id) ?? { batch_id, quantity: 0 };
    component.quantity += toMicro(quantity);
    const available = inBin.get(batch_id) ?? 0;
    if (component.quantity > available) throw insufficient(`components[${i}].quantity`, component.quantity, available);
    merged.set(batch_id, component);
  });
  return [...merged.values()];
}

/** POST /api/mixtures: each batch's units leave the bin and the mixture's entry enters it, as one operation. */
export async function createMixture(trx: Trx, body: CreateMixtureBody, actor: Actor, idempotencyKey: string | null): Promise<MixtureState> {
  const { mix_id: id, bin_id: binId } = body;
  await refuseTakenId(trx, id, 'mix_id');
  if (!(await lockLiveBin(trx, binId))) throw missingBin(binId);
  if (!(await lockSku(trx, body.sku_id))) throw missingSku(body.sku_id);
  const lots = await checkComponents(trx, body);
  const row = { id, sku_id: body.sku_id, bin_id: binId, created_by: actor.name, note: body.note ?? null, created_at: Date.now() };
  await insertNewMixture(trx, row, 'mix_id');
  const total = lots.reduce((sum, lot) => sum + lot.quantity, 0);
  const ctx = stockContext(trx, actor, idempotencyKey);
  const { operationId } = await record(ctx, {
    kind: 'mixture-create',
    documentId: id,
    note: body.note,
    changes: [
      ...lots.map((lot) => ({ kind: 'mixture-create' as const, itemId: lot.batch_id, from: binId, to: null, quantity: lot.quantity })),
      { kind: 'mixture-create', itemId: id, from: null, to: binId, quantity: total },
    ],
    fills: [{ mixId: id, lots }],
  });
  const details = { components: takenDetails(lots) };
  await logMixtureEvent(ctx, id, { event: 'created', createdBy: actor.name, note: body.note, details, operationId });
  return loadMixture(trx, id);
}

/**
 * Takes `quantity` out of the mixture's bin entry as one operation, from the components in
 * proportion; answers what each component gave and what the entry holds afterwards.
 */
async function withdraw(
  ctx: StockContext,
  mixture: LockedMixture,
  quantity: number,
  operation: { kind: 'mixture-draw' | 'release'; note?: string | null | undefined },
  entry: Omit<MixtureLogEntry, 'details' | 'operationId'>,
  details: Record<string, unknown> = {},
): Promise<{ taken: Taken; entry: number; logged: EventRow; operationId: number }> {
  refuseMoreThanHeld(mixture, quantity);
  const { operationId, changes } = await record(ctx, {
    kind: operation.kind,
    documentId: mixture.row.id,
    note: operation.note,
    changes: [{ kind: operation.kind, itemId: mixture.row.id, from: mixture.row.bin_id, to: null, quantity }],
    components: readUnderLock(mixture),
  });
  const taken = changes[0]?.taken ?? [];
  const logged = await logMixtureEvent(ctx, mixture.row.id, {
    ...entry,
    details: { quantity: fromMicro(quantity), components: takenDetails(taken), ...details },
    operationId,
  });
  return { taken, entry: changes[0]?.fromQuantity ?? 0, logged, operationId };
}

/** `known`: the mixture's newest log entries as last committed (log-window.ts), which the answer need not read again. */
export async function drawMixture(
  trx: Trx,
  id: string,
  body: DrawBody,
  actor: Actor,
  idempotencyKey: string | null,
  known?: MixtureLog,
): Promise<MixtureState> {
  const mixture = await lockMixture(trx, id);
  const { taken, logged } = await withdraw(
    stockContext(trx, actor, idempotencyKey),
    mixture,
    toMicro(body.quantity),
    { kind: 'mixture-draw', note: body.note },
    { event: 'draw', createdBy: actor.name, note: body.note },
  );
  // Record refused the draw if the mixture or a lot in it was on hold, and its locks keep a new hold waiting until commit.
  return stateOf(trx, mixture.row, afterTakes(mixture, taken), NO_HOLDS, await logAfter(trx, id, logged, known));
}

/** Answers the NEW mixture, made in the destination bin of what was taken from each component. */
export async function splitMixture(
  trx: Trx,
  id: string,
  body: SplitBody,
  actor: Actor,
  idempotencyKey: string | null,
): Promise<MixtureState> {
  const { new_mix_id: newId, destination_bin: destination } = body;
  if (!(await findMixture(trx, id))) throw missingMixture(id);
  await refuseTakenId(trx, newId, 'new_mix_id');
  // The destination is locked before the source: bins, then mixtures, as a forced bin delete takes them.
  if (!(await lockLiveBin(trx, destination))) throw missingBin(destination);
  const mixture = await lockMixture(trx, id);
  const quantity = toMicro(body.quantity);
  refuseMoreThanHeld(mixture, quantity);
  const row = {
    id: newId,
    sku_id: mixture.row.sku_id,
    bin_id: destination,
    created_by: actor.name,
    note: body.note ?? null,
    created_at: Date.now(),
  };
  await insertNewMixture(trx, row, 'new_mix_id');
  const ctx = stockContext(trx, actor, idempotencyKey);
  const { operationId, changes } = await record(ctx, {
    kind: 'mixture-split',
    documentId: id,
    note: body.note,
    changes: [
      { kind: 'mixture-split', itemId: id, from: mixture.row.bin_id, to: null, quantity },
      { kind: 'mixture-split', itemId: newId, from: null, to: destination, quantity },
    ],
    fills: [{ mixId: newId, takenFrom: id }],
    components: readUnderLock(mixture),
  });
  const taken = changes[0]?.taken ?? [];
  const split = { quantity: body.quantity, components: takenDetails(taken) };
  const entry = { createdBy: actor.name, note: body.note, operationId };
  await logMixtureEvent(ctx, id, { ...entry, event: 'split', details: { ...split, new_mix_id: newId, destination_bin: destination } });
  await logMixtureEvent(ctx, newId, { ...entry, event: 'created-from-split', details: { ...split, source_mix_id: id } });
  return loadMixture(trx, newId);
}

/** A free entry in the mixture's log (a check, a remark); stock does not change. */
export async function appendMixtureEvent(trx: Trx, id: string, body: MixtureAuditBody, actor: Actor): Promise<MixtureState> {
  if (!(await findMixture(trx, id))) throw missingMixture(id);
  await logMixtureEvent(stockContext(trx, actor, null), id, {
    event: body.event,
    createdBy: actor.name,
    note: body.note,
    details: body.details,
  });
  return loadMixture(trx, id);
}

/**
 * POST /api/bin/{id}/contents naming a mixture (the bin is checked already): a release draws
 * from the components in proportion, with `all` the whole mixture exactly (decision 037); a
 * receive is refused, as only create and split add to a mixture. Answers what the bin holds of
 * the mixture afterwards and the signed change, in micro-units.
 */
export async function changeMixtureInBin(
  trx: Trx,
  binId: string,
  input: ContentsChangeBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<{ after: number; change: number; operationId: number | null }> {
  const mixture = await lockMixture(trx, input.id);
  if (mixture.row.bin_id !== binId) throw notInBin('id', 'bin');
  if (input.quantity > 0) throw invalid('quantity', 'increase a mixture using the dedicated creation or split operations');
  const taking =
    input.all === true
      ? wholeEntry(mixture.total, -input.quantity, mixture.row.unit, { binId, itemId: input.id })
      : toMicro(-input.quantity);
  if (taking === 0) return { after: mixture.total, change: 0, operationId: null };
  const { entry, operationId } = await withdraw(
    stockContext(trx, actor, idempotencyKey),
    mixture,
    taking,
    { kind: 'release', note: input.note },
    { event: 'bin-release', createdBy: actor?.name ?? 'bin-adjustment', note: input.note ?? 'bin contents release' },
    { bin_id: binId },
  );
  return { after: entry, change: -taking, operationId };
}

/**
 * PUT /api/bin/{id}/contents/move naming a mixture (both bins are checked already): a mixture
 * moves only whole, and its bin follows. Nothing is taken from its components.
 */
export async function moveMixture(
  trx: Trx,
  fromBin: string,
  input: MoveBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<number> {
  const mixture = await lockMixture(trx, input.id);
  if (mixture.row.bin_id !== fromBin) throw notInBin('id', 'source bin');
  const quantity = toMicro(input.quantity);
  if (quantity > mixture.total) throw insufficient('quantity', quantity, mixture.total);
  if (quantity !== mixture.total) throw invalid('quantity', 'partial mixture moves require the split operation');
  // The mixture's bin follows its entry (stock-core).
  const ctx = stockContext(trx, actor, idempotencyKey);
  const { operationId } = await record(ctx, {
    kind: 'move',
    documentId: mixture.row.id,
    note: input.note,
    changes: [{ kind: 'move', itemId: mixture.row.id, from: fromBin, to: input.destination, quantity }],
    components: readUnderLock(mixture),
  });
  await logMixtureEvent(ctx, mixture.row.id, {
    event: 'moved',
    createdBy: actor?.name ?? 'bin-move',
    note: input.note,
    details: { from: fromBin, to: input.destination, quantity: input.quantity },
    operationId,
  });
  return quantity;
}
