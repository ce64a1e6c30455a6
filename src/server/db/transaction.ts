import type { Transaction } from 'kysely';
import { isPostgres, noteCommit, type DB } from './connect';
import { GroupCommit } from './group-commit';
import type { Database } from './schema';

export type Trx = Transaction<Database>;

const RETRYABLE = new Set(['40001', '40P01', 'SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);
const UNIQUE = new Set(['23505', 'SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE']);

/** SQLite errors (with their extended codes) after which a group's transaction cannot go on. */
const ENDS_GROUP = /^SQLITE_(BUSY|LOCKED|FULL|IOERR|CORRUPT|NOMEM)/;

const codeOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

export const isUniqueViolation = (error: unknown): boolean => UNIQUE.has(codeOf(error) ?? '');

const groupCommits = new WeakMap<DB, GroupCommit>();

/** SQLite's transactions commit in groups (see GroupCommit); PostgreSQL's each on their own connection. */
function runOnce<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (isPostgres(db)) return db.transaction().execute(work);
  let group = groupCommits.get(db);
  if (!group) {
    group = new GroupCommit(db, {
      endsGroup: (error) => ENDS_GROUP.test(codeOf(error) ?? ''),
      committed: () => noteCommit(db),
    });
    groupCommits.set(db, group);
  }
  return group.run(work);
}

/**
 * Runs work in one transaction, retrying when the database reports a deadlock or
 * serialization conflict (the work is rerun from the start, so it must only touch the trx).
 */
export async function inTransaction<T>(db: DB, work: (trx: Trx) => Promise<T>): Promise<T> {
  const attempts = 8;
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(db, work);
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(codeOf(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}
