import type { CreateBatchBody } from '../../shared/contract/batches';
import type { Trx } from '../db/transaction';
import { archiveIfUsed } from './archive';
import { codesOf, deleteCodes, saveCodes } from './codes';
import { advanceCounter } from './ids';
import { storedProps } from './item-props';
import { deleteBatchRow, findBatch, insertBatch, type BatchRow } from './batches-repo';

/** A batch is made by its create call or by a production run, and leaves by its delete or by a run's undo: the same way each time. */

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
