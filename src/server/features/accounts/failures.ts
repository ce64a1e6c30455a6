import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { oneOf } from '../../db/id-set';
import { AppError } from '../../http/app-error';

/** After this many failed sign-ins within the window, the account or address waits out the window. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;

/** Who a failed sign-in counts against: the account tried and the address it came from. */
export const failureKeys = (account: string, address: string): string[] => [`account:${account}`, `address:${address}`];

/** Refuses, with when to try again, while any of the keys has used up its failures. */
export async function refuseWhileLocked(db: DB, keys: readonly string[], now: number): Promise<void> {
  const rows = await db
    .selectFrom('sign_in_failures')
    .select(['window_start', 'failures'])
    .where('key', 'in', oneOf(db, keys))
    .where('failures', '>=', MAX_FAILURES)
    .where('window_start', '>', now - FAILURE_WINDOW_MS)
    .execute();
  if (rows.length === 0) return;
  const until = Math.max(...rows.map((row) => row.window_start)) + FAILURE_WINDOW_MS;
  throw new AppError('too-many-attempts', {
    detail: `Too many wrong passwords or PINs. Try again after ${new Date(until).toISOString()}.`,
    headers: { 'retry-after': String(Math.ceil((until - now) / 1000)) },
  });
}

/** Counts a failure against each key, in one statement each so servers sharing a database add up. */
export async function countFailure(db: DB, keys: readonly string[], now: number): Promise<void> {
  const stale = now - FAILURE_WINDOW_MS;
  for (const key of keys) {
    await db
      .insertInto('sign_in_failures')
      .values({ key, window_start: now, failures: 1 })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql<number>`case when sign_in_failures.window_start <= ${stale} then 1 else sign_in_failures.failures + 1 end`,
          window_start: sql<number>`case when sign_in_failures.window_start <= ${stale} then ${now} else sign_in_failures.window_start end`,
        }),
      )
      .execute();
  }
}

/** A success clears the account's count; the address keeps its own, so one good account does not unlock guessing others. */
export async function clearFailures(db: DB, account: string): Promise<void> {
  await db.deleteFrom('sign_in_failures').where('key', '=', `account:${account}`).execute();
}
