import type { BinState, CreateBinBody, UpdateBinBody } from '../../../shared/contract/bins';
import type { DB } from '../../db/connect';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import { AppError, invalid } from '../../http/app-error';
import { advanceCounter } from '../next-id/service';
import { applyStockChange } from '../stock/ledger';
import { contentsOfBin } from '../stock/repo';
import { deleteBinRow, findBin, insertBin, updateBinProps } from './repo';
import { binState, missingBin } from './resource';

const storedProps = (props: BinState['props'] | undefined) => (props == null ? null : JSON.stringify(props));

async function loadBin(db: DB | Trx, id: string): Promise<BinState> {
  const row = await findBin(db, id);
  if (!row) throw missingBin(id);
  return binState(row.id, row.props, await contentsOfBin(db, id));
}

export const getBin = (db: DB, id: string): Promise<BinState> => loadBin(db, id);

export async function createBin(db: DB, body: CreateBinBody): Promise<BinState> {
  try {
    return await inTransaction(db, async (trx) => {
      if (await findBin(trx, body.id)) throw duplicateBin();
      await insertBin(trx, body.id, storedProps(body.props));
      await advanceCounter(trx, body.id);
      return loadBin(trx, body.id);
    });
  } catch (error) {
    // Two creates of one id can both pass the check; the primary key decides.
    throw isUniqueViolation(error) ? duplicateBin() : error;
  }
}

const duplicateBin = () =>
  new AppError('duplicate-resource', { invalidParams: [{ name: 'id', reason: 'must not already exist' }] });

export async function updateBin(db: DB, id: string, body: UpdateBinBody): Promise<BinState> {
  if (body.id !== undefined && body.id !== id) throw invalid('id', 'must match the bin in the URL');
  return inTransaction(db, async (trx) => {
    if (!(await findBin(trx, id))) throw missingBin(id);
    if (body.props !== undefined) await updateBinProps(trx, id, storedProps(body.props));
    return loadBin(trx, id);
  });
}

/**
 * Deletes an empty bin. A bin that still holds stock needs force, which releases every
 * entry through the ledger first, so nothing leaves without a record.
 */
export async function deleteBin(db: DB, id: string, force: boolean): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await findBin(trx, id))) throw missingBin(id);
    const contents = await contentsOfBin(trx, id);
    if (contents.length > 0 && !force) {
      throw new AppError('dangerous-operation', {
        invalidParams: [
          { name: 'force', reason: 'force must be set to true, or invalid parameter id must be resolved' },
          { name: 'id', reason: 'bin must be empty' },
        ],
      });
    }
    for (const entry of contents) {
      await applyStockChange(trx, {
        kind: 'bin-delete',
        itemId: entry.item_id,
        from: id,
        to: null,
        quantity: entry.quantity,
        note: 'bin deleted with force',
      });
    }
    await deleteBinRow(trx, id);
  });
}
