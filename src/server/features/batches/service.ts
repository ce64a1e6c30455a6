import type { ItemCodes } from '../../../shared/contract/codes';
import type { BatchState, CreateBatchBody, UpdateBatchBody } from '../../../shared/contract/batches';
import type { LocationsResource } from '../../../shared/contract/skus';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import { lockSku } from '../../stock-core/locks';
import { refuseUsedId, usedBefore } from '../../core/archive';
import { insertCheckedBatch, retireBatch } from '../../core/batches';
import { findBatch, insertBatch, updateBatchRow, type BatchRow } from '../../core/batches-repo';
import { codesOf, patchedCodes, saveCodes } from '../../core/codes';
import { holdOfItem, refuseHeldItem } from '../../core/holds';
import { BLOCKERS_SHOWN, listBlockers, usesOf } from '../../core/in-use';
import { storedProps } from '../../core/item-props';
import { binEntriesOf, unitOfSku } from '../../core/items';
import { locationsState } from '../../core/locations';
import { missingBatch, unknownParent } from '../../core/resources/batches';
import { duplicateId, inUniqueTransaction } from '../../core/unique';
import { archivedParent, batchState, parentAlreadySet, unitKeptByHistory } from './resource';

async function loadBatch(db: DB | Trx, id: string): Promise<BatchState> {
  const row = await findBatch(db, id);
  if (!row) throw missingBatch(id);
  const onHand = (await binEntriesOf(db, id)).reduce((sum, entry) => sum + entry.quantity, 0);
  return batchState(row, await codesOf(db, id), await unitOfSku(db, row.sku_id), onHand, await holdOfItem(db, id));
}

/** The parent is locked until commit, so it cannot be deleted under its new child. */
async function requireParent(trx: Trx, skuId: string): Promise<void> {
  if (!(await lockSku(trx, skuId))) throw unknownParent();
}

export const getBatch = (db: DB, id: string): Promise<BatchState> => inTransaction(db, (trx) => loadBatch(trx, id));

/** Refuses a new batch whose id is live or was used before, or whose parent does not exist. */
async function checkNewBatch(trx: Trx, body: CreateBatchBody): Promise<void> {
  if (await findBatch(trx, body.id)) throw duplicateId();
  await refuseUsedId(trx, body.id);
  if (body.sku_id != null) await requireParent(trx, body.sku_id);
}

export function createBatch(db: DB, body: CreateBatchBody): Promise<BatchState> {
  return inUniqueTransaction(db, async (trx) => {
    await checkNewBatch(trx, body);
    await insertCheckedBatch(trx, body);
    return loadBatch(trx, body.id);
  });
}

/** The unit comes from the parent; once stock of the batch is booked, its quantities are in that unit for good. */
async function refuseUnitChange(trx: Trx, id: string, from: string | null, to: string | null): Promise<void> {
  const [unit, newUnit] = [await unitOfSku(trx, from), await unitOfSku(trx, to)];
  if (unit !== newUnit && (await usedBefore(trx, id))) throw unitKeptByHistory(id, unit, newUnit);
}

/** Setting a parent is free; changing or clearing one that is set is dangerous and needs force. */
export function updateBatch(db: DB, id: string, body: UpdateBatchBody, force: boolean): Promise<BatchState> {
  if (body.id !== id) throw invalid('id', 'must match the batch in the URL');
  return inUniqueTransaction(db, async (trx) => {
    const row = await findBatch(trx, id, true);
    if (!row) throw missingBatch(id);
    const parent = body.sku_id;
    if (parent !== undefined && parent !== row.sku_id) {
      if (parent !== null) await requireParent(trx, parent);
      await refuseUnitChange(trx, id, row.sku_id, parent);
      if (row.sku_id !== null && !force) throw parentAlreadySet();
    }
    await updateBatchRow(trx, id, {
      ...(parent !== undefined && { sku_id: parent }),
      ...(body.name !== undefined && { name: body.name ?? '' }),
      ...(body.props !== undefined && { props: storedProps(body.props) }),
      ...(body.expires_on !== undefined && { expires_on: body.expires_on }),
      ...(body.supplier_lot !== undefined && { supplier_lot: body.supplier_lot }),
    });
    if (body.owned_codes !== undefined || body.associated_codes !== undefined) {
      await saveCodes(trx, id, await patchedCodes(trx, id, body));
    }
    return loadBatch(trx, id);
  });
}

/**
 * Refused while any bin or mixture holds the batch: deleting it would orphan stock. A batch with
 * history is archived rather than removed (docs/decisions/013-records.md).
 */
export async function deleteBatch(db: DB, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findBatch(trx, id, true);
    if (!row) throw missingBatch(id);
    const bins = (await binEntriesOf(trx, id, BLOCKERS_SHOWN)).map((entry) => entry.bin_id);
    // Mixtures and production runs hold lots too: their features register those uses (core/in-use.ts).
    const uses = [...(bins.length > 0 ? [`held in ${listBlockers(bins)}`] : []), ...(await usesOf(trx, 'batch', id))];
    if (uses.length > 0) {
      throw new AppError('resource-in-use', {
        title: 'Can not delete batch that is being used. Release its stock first.',
        detail: `${id} is ${uses.join(' and ')}.`,
        invalidParams: [{ name: 'id', reason: 'must be an unused batch' }],
      });
    }
    await refuseHeldItem(trx, id);
    await retireBatch(trx, row);
  });
}

/** Puts an archived batch back with its codes; its parent SKU must be live again first. */
export async function restoreBatch(trx: Trx, row: BatchRow, codes: ItemCodes): Promise<BatchState> {
  if (row.sku_id !== null && !(await lockSku(trx, row.sku_id))) throw archivedParent(row.sku_id);
  await insertBatch(trx, row);
  await saveCodes(trx, row.id, codes);
  return loadBatch(trx, row.id);
}

export const batchLocations = (db: DB, id: string): Promise<LocationsResource['state']> =>
  inTransaction(db, async (trx) => {
    if (!(await findBatch(trx, id))) throw missingBatch(id);
    return locationsState(await binEntriesOf(trx, id));
  });
