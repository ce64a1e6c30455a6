import type { ItemCodes } from '../../../shared/contract/codes';
import type { BatchState, CreateBatchBody, UpdateBatchBody } from '../../../shared/contract/batches';
import type { LocationsResource } from '../../../shared/contract/skus';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import { lockSku } from '../../stock-core/locks';
import { codesOf, deleteCodes, patchedCodes, saveCodes } from '../codes/service';
import { duplicateId, inUniqueTransaction } from '../codes/uniqueness';
import { archiveIfUsed, refuseUsedId, usedBefore } from '../archive/records';
import { advanceCounter } from '../next-id/service';
import { holdOfItem, refuseHeldItem } from '../holds/service';
import { binEntriesOf, unitOfSku } from '../items/lookup';
import { mixturesHoldingBatch } from '../mixtures/service';
import { runsUsingBatch } from '../step-instances/service';
import { BLOCKERS_SHOWN, listBlockers, locationsState, storedProps } from '../skus/resource';
import { deleteBatchRow, findBatch, insertBatch, updateBatchRow, type BatchRow } from './repo';
import { archivedParent, batchState, missingBatch, parentAlreadySet, unitKeptByHistory, unknownParent } from './resource';

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

/**
 * Writes a new batch with its codes inside the caller's transaction, once its id and parent
 * are checked: by the create call, or by a production run's own checks of the lots it makes.
 */
export async function insertCheckedBatch(trx: Trx, body: CreateBatchBody): Promise<void> {
  await insertBatch(trx, {
    id: body.id,
    sku_id: body.sku_id ?? null,
    name: body.name ?? '',
    props: storedProps(body.props),
    created_at: Date.now(),
    expires_on: body.expires_on ?? null,
    supplier_lot: body.supplier_lot ?? null,
  });
  await saveCodes(trx, body.id, { owned_codes: body.owned_codes ?? [], associated_codes: body.associated_codes ?? [] });
  await advanceCounter(trx, body.id);
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
    const mixtures = await mixturesHoldingBatch(trx, id, BLOCKERS_SHOWN);
    const runs = await runsUsingBatch(trx, id, BLOCKERS_SHOWN);
    if (bins.length > 0 || mixtures.length > 0 || runs.length > 0) {
      const uses = [
        bins.length > 0 && `held in ${listBlockers(bins)}`,
        mixtures.length > 0 && `part of ${listBlockers(mixtures)}`,
        runs.length > 0 && `recorded in the step instances ${listBlockers(runs)}`,
      ];
      throw new AppError('resource-in-use', {
        title: 'Can not delete batch that is being used. Release its stock first.',
        detail: `${id} is ${uses.filter(Boolean).join(' and ')}.`,
        invalidParams: [{ name: 'id', reason: 'must be an unused batch' }],
      });
    }
    await refuseHeldItem(trx, id);
    await retireBatch(trx, row);
  });
}

/** Takes a batch out of the live tables: archived when it has history, else gone (decision 013). */
export async function retireBatch(trx: Trx, row: BatchRow): Promise<void> {
  const codes = JSON.stringify(await codesOf(trx, row.id));
  await archiveIfUsed(trx, { ...row, kind: 'batch', codes });
  await deleteCodes(trx, row.id);
  await deleteBatchRow(trx, row.id);
}

/** Retires a batch its caller has locked (stock-core's lockBatch), if it is still live. */
export async function retireLockedBatch(trx: Trx, id: string): Promise<void> {
  const row = await findBatch(trx, id);
  if (row) await retireBatch(trx, row);
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
