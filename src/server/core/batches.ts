import type { CreateBatchBody } from '../../shared/contract/batches';
import type { Insertable } from 'kysely';
import type { BatchesTable } from '../db/schema';
import type { Trx } from '../db/transaction';
import { archiveIfUsed } from './archive';
import { codesOf, deleteCodes, saveCodes } from './codes';
import { advanceCounters } from './ids';
import { storedProps } from './item-props';
import { deleteBatchRow, findBatch, insertBatches, type BatchRow } from './batches-repo';

/** A batch is made by its create call or by a production run, and leaves by its delete or by a run's undo: the same way each time. */

/** A new batch's row as its create body gives it: the one shape every way of making batches writes. */
export const batchRow = (body: CreateBatchBody, createdAt: number): Insertable<BatchesTable> => ({
  id: body.id,
  sku_id: body.sku_id ?? null,
  name: body.name ?? '',
  props: storedProps(body.props),
  created_at: createdAt,
  expires_on: body.expires_on ?? null,
  supplier_lot: body.supplier_lot ?? null,
});

/**
 * Writes new batches with their codes inside the caller's transaction, once their ids and
 * parents are checked: by the create call, or by a production run's own checks of the lots it makes.
 */
export async function insertCheckedBatches(trx: Trx, bodies: readonly CreateBatchBody[]): Promise<void> {
  const now = Date.now();
  await insertBatches(
    trx,
    bodies.map((body) => batchRow(body, now)),
  );
  for (const body of bodies) {
    const codes = { owned_codes: body.owned_codes ?? [], associated_codes: body.associated_codes ?? [] };
    // A new batch has no codes to replace; the lists of each are checked against those saved before it.
    if (codes.owned_codes.length + codes.associated_codes.length > 0) await saveCodes(trx, body.id, codes);
  }
  await advanceCounters(
    trx,
    bodies.map((body) => body.id),
  );
}

export const insertCheckedBatch = (trx: Trx, body: CreateBatchBody): Promise<void> => insertCheckedBatches(trx, [body]);

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
