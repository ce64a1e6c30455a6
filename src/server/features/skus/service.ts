import type { ItemCodes } from '../../../shared/contract/codes';
import type { CreateSkuBody, LocationsResource, SkuBatchesResource, SkuState, UpdateSkuBody } from '../../../shared/contract/skus';
import type { DB } from '../../db/connect';
import { inTransaction, type Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import { archiveIfUsed, refuseUsedId } from '../../core/archive';
import { codesOf, deleteCodes, patchedCodes, saveCodes } from '../../core/codes';
import { advanceCounter } from '../../core/ids';
import { BLOCKERS_SHOWN, listBlockers, usesOf } from '../../core/in-use';
import { storedProps } from '../../core/item-props';
import { binEntriesOf, stockHistoryOfSku } from '../../core/items';
import { locationsState } from '../../core/locations';
import { missingSku } from '../../core/resources/skus';
import { duplicateId, inUniqueTransaction } from '../../core/unique';
import { batchesOfSku, deleteSkuRow, findSku, insertSku, updateSkuRow, skuStockEntries, type SkuRow } from './repo';
import { skuState, unitInUse } from './resource';

async function loadSku(db: DB | Trx, id: string): Promise<SkuState> {
  const row = await findSku(db, id);
  if (!row) throw missingSku(id);
  const stock = await skuStockEntries(db, id);
  return skuState(
    row,
    await codesOf(db, id),
    stock.reduce((sum, entry) => sum + entry.quantity, 0),
  );
}

export const getSku = (db: DB, id: string): Promise<SkuState> => inTransaction(db, (trx) => loadSku(trx, id));

export function createSku(db: DB, body: CreateSkuBody): Promise<SkuState> {
  return inUniqueTransaction(db, async (trx) => {
    if (await findSku(trx, body.id)) throw duplicateId();
    await refuseUsedId(trx, body.id);
    await insertSku(trx, { id: body.id, name: body.name ?? '', props: storedProps(body.props), unit: body.unit, created_at: Date.now() });
    await saveCodes(trx, body.id, { owned_codes: body.owned_codes ?? [], associated_codes: body.associated_codes ?? [] });
    await advanceCounter(trx, body.id);
    return loadSku(trx, body.id);
  });
}

export function updateSku(db: DB, id: string, body: UpdateSkuBody): Promise<SkuState> {
  if (body.id !== undefined && body.id !== id) throw invalid('id', 'must match the sku in the URL');
  return inUniqueTransaction(db, async (trx) => {
    const row = await findSku(trx, id, 'update');
    if (!row) throw missingSku(id);
    if (body.unit !== undefined && body.unit !== row.unit && (await stockHistoryOfSku(trx, id))) throw unitInUse(id, row.unit);
    await updateSkuRow(trx, id, {
      ...(body.unit !== undefined && { unit: body.unit }),
      ...(body.name !== undefined && { name: body.name ?? '' }),
      ...(body.props !== undefined && { props: storedProps(body.props) }),
    });
    if (body.owned_codes !== undefined || body.associated_codes !== undefined) {
      await saveCodes(trx, id, await patchedCodes(trx, id, body));
    }
    return loadSku(trx, id);
  });
}

/**
 * Refused while stock of the SKU sits in a bin or a batch names it as parent. A SKU with
 * history is archived rather than removed (docs/decisions/013-records.md).
 */
export async function deleteSku(db: DB, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await findSku(trx, id, 'update');
    if (!row) throw missingSku(id, 'Can not delete sku that does not exist.');
    const bins = (await binEntriesOf(trx, id, BLOCKERS_SHOWN)).map((entry) => entry.bin_id);
    const batches = (await batchesOfSku(trx, id, BLOCKERS_SHOWN)).map((batch) => batch.id);
    // Mixtures and step templates name SKUs too: their features register those uses (core/in-use.ts).
    const uses = [
      ...(bins.length > 0 ? [`held in ${listBlockers(bins)}`] : []),
      ...(batches.length > 0 ? [`parent of ${listBlockers(batches)}`] : []),
      ...(await usesOf(trx, 'sku', id)),
    ];
    if (uses.length > 0) {
      throw new AppError('resource-in-use', {
        title: 'Can not delete sku that is being used. Release its stock and delete or re-parent its batches first.',
        detail: `${id} is ${uses.join(' and ')}.`,
        invalidParams: [{ name: 'id', reason: 'must be an unused sku' }],
      });
    }
    const codes = JSON.stringify(await codesOf(trx, id));
    await archiveIfUsed(trx, {
      id,
      kind: 'sku',
      name: row.name,
      sku_id: null,
      props: row.props,
      codes,
      created_at: row.created_at,
      unit: row.unit,
    });
    await deleteCodes(trx, id);
    await deleteSkuRow(trx, id);
  });
}

/** Puts an archived SKU back with its codes; a code owned by another item since is a 409. */
export async function restoreSku(trx: Trx, row: SkuRow, codes: ItemCodes): Promise<SkuState> {
  await insertSku(trx, row);
  await saveCodes(trx, row.id, codes);
  return loadSku(trx, row.id);
}

export const skuLocations = (db: DB, id: string): Promise<LocationsResource['state']> =>
  inTransaction(db, async (trx) => {
    if (!(await findSku(trx, id))) throw missingSku(id, 'Can not get locations of sku that does not exist.');
    return locationsState(await skuStockEntries(trx, id));
  });

export const skuBatches = (db: DB, id: string): Promise<SkuBatchesResource['state']> =>
  inTransaction(db, async (trx) => {
    if (!(await findSku(trx, id))) throw missingSku(id, 'Can not get batches for a sku that does not exist.');
    return batchesOfSku(trx, id);
  });
