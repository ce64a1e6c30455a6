import type { DB } from '../db/connect';
import { inTransaction, isUniqueViolation, type Trx } from '../db/transaction';
import { AppError } from '../http/app-error';

export const duplicateId = () => new AppError('duplicate-resource', { invalidParams: [{ name: 'id', reason: 'must not already exist' }] });

/**
 * Runs work that writes unique ids or owned codes. Two concurrent requests can both pass
 * the checks; the unique index then refuses the later one, whose work is run once more so
 * its checks see the committed row and name the conflict (id or code) precisely.
 */
export async function inUniqueTransaction<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  try {
    return await inTransaction(db, work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('duplicate-resource', { detail: 'A concurrent request created the same id or owned code.' });
  }
}
