import type { Transaction } from 'kysely';
import type { DB } from './connect';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
const UNIQUE = new Set(['23505', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE']);

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

export const isUniqueViolation = (error: unknown): boolean => UNIQUE.has(codeOf(error) ?? '');

/**
 * Runs work in one transaction, retrying when the database reports a deadlock or
 * serialization conflict (the work is rerun from the start, so it must only touch the trx).
 */
export async function inTransaction<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  const attempts = 8;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
