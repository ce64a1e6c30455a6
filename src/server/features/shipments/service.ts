import type { ShipmentBody, ShipmentListQuery, ShipmentListResource, ShipmentState } from '../../../shared/contract/shipments';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { lockMixture, notInBin, type LockedMixture } from '../../core/mixtures';
import { logMixtureEvent, takenDetails } from '../../core/mixture-log';
import { recordShipment, requireCustomer } from '../../core/shipments';
import { requireBin, requireStockItem } from '../../core/stock-items';
import { entryKey, readEntries } from '../../stock-core/entries';
import { isMixture } from '../../stock-core/item-kind';
import { fromMicro, insufficient, toMicro } from '../../stock-core/quantities';
import { record, stockContext, type StockChange } from '../../stock-core/record';
import { pathTo } from '../../../shared/routes';
import { paged } from '../../core/list-page';
import { pageOfShipments, readShipment } from './repo';

const sortedUnique = (ids: readonly string[]) => [...new Set(ids)].sort();

type Lines = ShipmentBody['lines'];

/**
 * Lines of one item from one bin become one, in the place of the first: the slip lists each
 * once, and a mixture's takes are then its one line's. Quantities add in micro-units, exactly.
 */
function mergeLines(lines: Lines): Lines {
  const merged = new Map<string, Lines[number]>();
  for (const line of lines) {
    const key = entryKey(line.bin_id, line.item_id);
    const before = merged.get(key);
    merged.set(key, before ? { ...before, quantity: fromMicro(toMicro(before.quantity) + toMicro(line.quantity)) } : line);
  }
  return [...merged.values()];
}

/**
 * Locks what the lines name in the one lock order (stock-core/locks.ts): bins, then mixtures,
 * then lots, and checks each line against it: the bin live, the item known and its quantity in
 * its unit, a mixture in the line's bin. Answers the mixtures, locked, with their components.
 */
async function checkLines(trx: Trx, lines: Lines): Promise<Map<string, LockedMixture>> {
  for (const bin of sortedUnique(lines.map((line) => line.bin_id))) await requireBin(trx, bin);
  const mixtures = new Map<string, LockedMixture>();
  for (const id of sortedUnique(lines.map((line) => line.item_id).filter(isMixture))) mixtures.set(id, await lockMixture(trx, id));
  for (const [i, line] of lines.entries()) {
    const mixture = mixtures.get(line.item_id);
    if (mixture) {
      if (mixture.row.bin_id !== line.bin_id) throw notInBin(`lines[${i}].bin_id`, 'bin');
    } else {
      await requireStockItem(trx, line.item_id, line.quantity, `lines[${i}].quantity`);
    }
  }
  return mixtures;
}

/**
 * Refuses a line asking for more than its bin holds, with the lines before it of the same entry
 * counted: record would refuse it too, but could not say which line. Mixtures are read under
 * their lock; other entries as they stand, record then checking them again under its locks.
 */
async function refuseShortLines(trx: Trx, lines: Lines, mixtures: ReadonlyMap<string, LockedMixture>): Promise<void> {
  const keys = lines.filter((line) => !mixtures.has(line.item_id)).map((line) => ({ binId: line.bin_id, itemId: line.item_id }));
  const held = keys.length > 0 ? await readEntries(trx, keys) : new Map<string, number>();
  const asked = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    const key = entryKey(line.bin_id, line.item_id);
    const before = asked.get(key) ?? 0;
    const quantity = toMicro(line.quantity);
    const available = (mixtures.get(line.item_id)?.total ?? held.get(key) ?? 0) - before;
    if (quantity > available) throw insufficient(`lines[${i}].quantity`, quantity, available);
    asked.set(key, before + quantity);
  }
}

/**
 * POST /api/shipments: every line released as one operation through the stock core, a
 * mixture's units drawn from its lots in proportion (each mixture's log says so), and the
 * shipment row naming the customer, all in the caller's transaction (decision 043).
 */
export async function bookShipment(
  trx: Trx,
  body: ShipmentBody,
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<ShipmentState> {
  await requireCustomer(trx, body.customer_id);
  const mixtures = await checkLines(trx, body.lines);
  await refuseShortLines(trx, body.lines, mixtures);
  const lines = mergeLines(body.lines);
  const changes: StockChange[] = lines.map((line) => ({
    kind: 'release',
    itemId: line.item_id,
    from: line.bin_id,
    to: null,
    quantity: toMicro(line.quantity),
  }));
  const ctx = stockContext(trx, actor, idempotencyKey);
  const result = await record(ctx, {
    kind: 'release',
    note: body.note,
    changes,
    components: new Map([...mixtures].map(([id, mixture]) => [id, mixture.components])),
  });
  for (const [i, line] of lines.entries()) {
    if (!mixtures.has(line.item_id)) continue;
    await logMixtureEvent(ctx, line.item_id, {
      event: 'bin-release',
      createdBy: actor?.name ?? 'shipment',
      note: body.note ?? `shipped to ${body.customer_id}`,
      details: { quantity: line.quantity, components: takenDetails(result.changes[i]?.taken ?? []), bin_id: line.bin_id },
      operationId: result.operationId,
    });
  }
  await recordShipment(trx, result.operationId, { customerId: body.customer_id, reference: body.reference || null });
  return requireShipment(trx, result.operationId);
}

export const shipmentUri = (operationId: number) => pathTo('getShipment', { id: String(operationId) });

/** GET /api/shipment/{id}: the shipment a release operation booked. */
export async function requireShipment(db: DB | Trx, operationId: number): Promise<ShipmentState> {
  const shipment = await readShipment(db, operationId);
  if (!shipment) throw new AppError('missing-resource', { Id: shipmentUri(operationId), detail: `No shipment ${operationId}.` });
  return shipment;
}

/** GET /api/shipments: a page, newest first, each linking the shipment. */
export async function listShipments(db: DB, query: ShipmentListQuery): Promise<ShipmentListResource['state']> {
  const { total, rows } = await pageOfShipments(db, query);
  return paged(
    query,
    total,
    rows.map((row) => ({ Id: shipmentUri(row.operation_id), state: row, operations: [] })),
  );
}
