import { isPostgres } from '../db/connect';
import type { MovementKind, OperationKind } from '../db/schema';
import type { Trx } from '../db/transaction';
import type { Actor } from '../http/actor';
import { invalid } from '../http/app-error';
import { addToContent, entryKey as keyOf, insertMovements, insertOperation, readEntries, setContent, type EntryKey } from './entries';
import { refuseHeld } from './holds';
import { isMixture } from './item-kind';
import { lockExistingItems } from './locks';
import { emitEvent } from './outbox';
import {
  changeRemainders,
  componentsOf,
  insertComponents,
  insertTakes,
  planTakes,
  type Component,
  type LotQuantity,
} from './mixture-components';
import { fromMicro, insufficient, MAX_UNITS } from './quantities';

export interface Clock {
  now: () => number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** Where and for whom a stock change is recorded. */
export interface StockContext {
  /** the caller's transaction: contents, mixtures and ledger commit or fail together */
  trx: Trx;
  /** who did it; null: the request named no one */
  actor: Actor | null;
  clock: Clock;
  idempotencyKey: string | null;
}

export const stockContext = (trx: Trx, actor: Actor | null, idempotencyKey: string | null, clock: Clock = systemClock): StockContext => ({
  trx,
  actor,
  clock,
  idempotencyKey,
});

export interface StockChange {
  kind: MovementKind;
  itemId: string;
  /** bin the units leave, if any */
  from: string | null;
  /** bin the units enter, if any */
  to: string | null;
  /** micro-units, > 0 */
  quantity: number;
  reason?: string | null;
}

/**
 * The lots the units entering a mixture are made of: listed (a create, an undone run giving
 * back), or what the same operation takes out of another mixture (a split).
 */
export type MixtureFill = { mixId: string; lots: readonly LotQuantity[] } | { mixId: string; takenFrom: string };

export interface StockCommand {
  kind: OperationKind;
  /** the document the operation belongs to (the audited bin, the deleted bin, a mixture, a run) */
  documentId?: string | null;
  note?: string | null;
  /** none for an operation that changes no stock (a hold or its release) */
  changes: readonly StockChange[];
  fills?: readonly MixtureFill[];
  /**
   * The components of mixtures among the changes, as the caller read them since it locked the
   * mixture in this transaction (core/mixtures.ts lockMixture), so record does not read them again.
   */
  components?: ReadonlyMap<string, readonly Component[]>;
}

export interface StockChangeResult {
  movementId: number;
  /** what the source bin holds once the operation is done, in micro-units */
  fromQuantity: number | null;
  /** what the destination bin holds once the operation is done, in micro-units */
  toQuantity: number | null;
  /** a mixture's units leaving stock: what each of its lots gave, zero takes included, in component order */
  taken: LotQuantity[] | null;
}

export interface OperationResult {
  operationId: number;
  /** when it took effect (epoch ms) */
  at: number;
  changes: StockChangeResult[];
}

/** Every bin entry the changes touch, once each, in one fixed order (bin, then item). */
function entriesTouched(changes: readonly StockChange[]): EntryKey[] {
  const keys = new Map<string, EntryKey>();
  for (const change of changes) {
    if (change.from !== null) keys.set(keyOf(change.from, change.itemId), { binId: change.from, itemId: change.itemId });
    if (change.to !== null) keys.set(keyOf(change.to, change.itemId), { binId: change.to, itemId: change.itemId });
  }
  return [...keys.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, key]) => key);
}

/** What the operation does to the mixtures it names, planned before anything is written. */
interface MixturePlan {
  /** per change, what a mixture's units leaving stock take of its lots */
  taken: (LotQuantity[] | null)[];
  /** per mixture, its components as read, before the operation */
  read: Map<string, readonly Component[]>;
  /** per mixture, its components' remainders once the operation is done */
  components: Map<string, readonly Component[]>;
  /** per mixture, the lots entering it */
  gains: Map<string, LotQuantity[]>;
  /** per mixture, the bin it moves to */
  moves: Map<string, string>;
  /** per mixture taken from, the mixture its takes go into */
  into: Map<string, string>;
}

const byLot = (takes: readonly LotQuantity[]): LotQuantity[] => {
  const sums = new Map<string, number>();
  for (const take of takes) if (take.quantity > 0) sums.set(take.batch_id, (sums.get(take.batch_id) ?? 0) + take.quantity);
  return [...sums].map(([batch_id, quantity]) => ({ batch_id, quantity }));
};

/**
 * A mixture's units leaving stock are taken from its lots in proportion; units entering it
 * must name their lots (only a create, a split and an undone run add to a mixture); a mixture
 * that moves takes its bin along. The mixtures are locked `update` first (locks.ts), so
 * changes of one mixture queue and each reads the components the last one left.
 */
async function planMixtures(trx: Trx, command: StockCommand): Promise<MixturePlan> {
  const plan: MixturePlan = {
    taken: command.changes.map(() => null),
    read: new Map(),
    components: new Map(),
    gains: new Map(),
    moves: new Map(),
    into: new Map(),
  };
  const ids = [...new Set(command.changes.map((change) => change.itemId).filter(isMixture))].sort();
  if (ids.length === 0) return plan;
  if (isPostgres(trx)) await lockExistingItems(trx, ids, 'update');
  for (const id of ids) {
    const components = command.components?.get(id) ?? (await componentsOf(trx, id));
    plan.read.set(id, components);
    plan.components.set(id, components);
  }
  const gained = new Map<string, number>();
  command.changes.forEach((change, index) => {
    if (!isMixture(change.itemId)) return;
    if (change.from !== null && change.to !== null) plan.moves.set(change.itemId, change.to);
    else if (change.to !== null) gained.set(change.itemId, (gained.get(change.itemId) ?? 0) + change.quantity);
    else {
      const components = plan.components.get(change.itemId) ?? [];
      const total = components.reduce((sum, c) => sum + c.qty_remaining, 0);
      if (change.quantity > total) throw insufficient('quantity', change.quantity, total);
      const taken = planTakes(components, change.quantity);
      plan.taken[index] = taken;
      plan.components.set(
        change.itemId,
        components.map((c, i) => ({ ...c, qty_remaining: c.qty_remaining - (taken[i]?.quantity ?? 0) })),
      );
    }
  });
  for (const [id, quantity] of gained) {
    const fill = command.fills?.find((f) => f.mixId === id);
    if (!fill) throw invalid('quantity', 'increase a mixture using the dedicated creation or split operations');
    let lots: LotQuantity[];
    if ('takenFrom' in fill) {
      plan.into.set(fill.takenFrom, id);
      lots = byLot(command.changes.flatMap((change, index) => (change.itemId === fill.takenFrom ? (plan.taken[index] ?? []) : [])));
    } else {
      lots = byLot(fill.lots);
    }
    if (lots.reduce((sum, lot) => sum + lot.quantity, 0) !== quantity)
      throw new Error(`the lots entering ${id} do not add up to what enters it`);
    plan.gains.set(id, lots);
  }
  return plan;
}

async function applyMixtures(trx: Trx, command: StockCommand, plan: MixturePlan, operationId: number): Promise<void> {
  const takes = command.changes.flatMap((change, index) =>
    (plan.taken[index] ?? [])
      .filter((take) => take.quantity > 0)
      .map((take) => ({
        operation_id: operationId,
        mix_id: change.itemId,
        batch_id: take.batch_id,
        quantity: take.quantity,
        new_mix_id: plan.into.get(change.itemId) ?? null,
      })),
  );
  for (const [id, components] of plan.components) {
    const position = new Map(components.map((c) => [c.batch_id, c.position]));
    const deltas = new Map<number, number>();
    const change = (at: number, delta: number) => deltas.set(at, (deltas.get(at) ?? 0) + delta);
    for (const take of takes) if (take.mix_id === id) change(position.get(take.batch_id) ?? -1, -take.quantity);
    // A lot already inside gets back what it gave (an undone run); a new one becomes a component.
    const added: LotQuantity[] = [];
    for (const lot of plan.gains.get(id) ?? []) {
      const at = position.get(lot.batch_id);
      if (at === undefined) added.push(lot);
      else change(at, lot.quantity);
    }
    await changeRemainders(trx, id, deltas);
    const next = components.reduce((max, c) => Math.max(max, c.position + 1), 0);
    await insertComponents(
      trx,
      id,
      added.map((lot, i) => ({ position: next + i, batch_id: lot.batch_id, quantity: lot.quantity })),
    );
  }
  await insertTakes(trx, takes);
  for (const [id, binId] of plan.moves) await trx.updateTable('mixtures').set({ bin_id: binId }).where('id', '=', id).execute();
}

/**
 * The one way stock changes: records the operation, then applies its changes in order, all
 * inside the context's transaction, so contents, mixtures and ledger commit or fail together.
 * Changes of one entry count together: two releases of 3 from a bin holding 5 are refused as
 * a whole. A lot or mixture on recall hold is refused for release, move and use (holds.ts).
 *
 * Locks follow the one order of locks.ts: the mixtures the operation changes, then the lots
 * and mixtures taken out of bins for use (as a hold locks them, so the two serialise and the
 * operation row written below follows the hold's, or precedes it), then every entry the
 * operation touches, so operations that touch the same entries (opposing moves, runs consuming
 * many lots) never deadlock each other; inTransaction still retries any deadlock that remains.
 */
export async function record(ctx: StockContext, command: StockCommand): Promise<OperationResult> {
  const { trx, actor, idempotencyKey } = ctx;
  const { changes } = command;
  for (const change of changes) {
    // Callers bound quantities through the contract; this guards the arithmetic itself.
    if (!Number.isSafeInteger(change.quantity) || change.quantity <= 0)
      throw invalid('quantity', `must be more than 0 and at most ${MAX_UNITS}`);
  }
  const mixtures = await planMixtures(trx, command);
  await refuseHeld(trx, changes, mixtures.read);
  const touched = entriesTouched(changes);
  // SQLite runs one writer at a time: only the entries units leave need reading there.
  const locked = isPostgres(trx) ? touched : entriesTouched(changes.map((change) => ({ ...change, to: null })));
  const held = locked.length > 0 ? await readEntries(trx, locked) : new Map<string, number>();

  // Plan the whole operation in memory first: a refusal then writes nothing at all.
  const net = new Map<string, number>();
  for (const change of changes) {
    if (change.from !== null) {
      const key = keyOf(change.from, change.itemId);
      const available = (held.get(key) ?? 0) + (net.get(key) ?? 0);
      if (available < change.quantity) throw insufficient('quantity', change.quantity, available);
      net.set(key, (net.get(key) ?? 0) - change.quantity);
    }
    if (change.to !== null) {
      const key = keyOf(change.to, change.itemId);
      net.set(key, (net.get(key) ?? 0) + change.quantity);
    }
  }

  const after = new Map<string, number>();
  for (const { binId, itemId } of touched) {
    const key = keyOf(binId, itemId);
    const delta = net.get(key) ?? 0;
    if (delta > 0) {
      // Entries that only gain are added to, not set: on PostgreSQL a new entry may be
      // inserted by a concurrent operation between the lock and this write.
      const total = await addToContent(trx, binId, itemId, delta);
      // Micro-units are exact only up to 2^53; refusing here rolls the whole operation back.
      if (!Number.isSafeInteger(total)) throw invalid('quantity', `would make the bin hold more than ${MAX_UNITS} units`);
      after.set(key, total);
    } else {
      const remaining = (held.get(key) ?? 0) + delta;
      if (delta < 0) await setContent(trx, binId, itemId, remaining);
      after.set(key, remaining);
    }
  }

  const at = ctx.clock.now();
  const operationId = await insertOperation(trx, {
    at,
    kind: command.kind,
    document_id: command.documentId ?? null,
    operator: actor?.name ?? null,
    person_id: actor?.personId ?? null,
    note: command.note ?? null,
    idempotency_key: idempotencyKey,
  });
  const movementIds = await insertMovements(
    trx,
    changes.map((change) => ({
      at,
      operation_id: operationId,
      kind: change.kind,
      item_id: change.itemId,
      from_bin: change.from,
      to_bin: change.to,
      quantity: change.quantity,
      operator: actor?.name ?? null,
      note: command.note ?? null,
      reason: change.reason ?? null,
      idempotency_key: idempotencyKey,
    })),
  );
  await applyMixtures(trx, command, mixtures, operationId);
  // A hold changes no stock: it reports itself as hold.placed or hold.released.
  if (changes.length > 0) {
    const movements = changes.map((c) => ({ kind: c.kind, item_id: c.itemId, from: c.from, to: c.to, quantity: fromMicro(c.quantity) }));
    const data = {
      operation_id: operationId,
      kind: command.kind,
      at: new Date(at).toISOString(),
      movements,
      operator: actor?.name ?? null,
    };
    await emitEvent(trx, 'stock.changed', data, { at, operationId });
  }
  return {
    operationId,
    at,
    changes: changes.map((change, index) => ({
      movementId: movementIds[index] ?? 0,
      fromQuantity: change.from === null ? null : (after.get(keyOf(change.from, change.itemId)) ?? 0),
      toQuantity: change.to === null ? null : (after.get(keyOf(change.to, change.itemId)) ?? 0),
      taken: mixtures.taken[index] ?? null,
    })),
  };
}
