import { MIXTURE_LOG_WINDOW, type MixtureLog } from '../../../shared/contract/mixtures';
import { isPostgres, type DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import { newestEventBefore, type EventRow } from './repo';
import { logEntry } from './resource';

/** Mixtures whose newest log entries are kept, per database; the least recently drawn go first. */
const MAX_KEPT = 1024;

const kept = new WeakMap<DB, Map<string, MixtureLog>>();

/**
 * The newest log entries of mixtures as last answered and committed, so that a draw, whose
 * answer carries the newest entries, need not read again the ones it shares with the draw
 * before: reading ten entries cost a draw more than any statement that changes stock. Only
 * what committed is kept (a rolled-back entry's id is given again), and entries never change.
 */
export function keptLog(db: DB, mixId: string): MixtureLog | undefined {
  return kept.get(db)?.get(mixId);
}

/** Keeps what a committed answer says of the mixture's newest entries. */
export function keepLog(db: DB, mixId: string, log: MixtureLog): void {
  let logs = kept.get(db);
  if (!logs) {
    logs = new Map();
    kept.set(db, logs);
  }
  logs.delete(mixId);
  if (logs.size >= MAX_KEPT) logs.delete(logs.keys().next().value as string);
  logs.set(mixId, { audit: log.audit, audit_has_older: log.audit_has_older });
}

/**
 * The log's newest entries once `added` is written: the kept ones and `added`, when the entry
 * before `added` is the newest kept (read from the index alone), else undefined. SQLite only:
 * there one writer at a time numbers the entries, so no entry with a smaller id can still
 * commit; PostgreSQL numbers them before they commit, so it reads them all.
 */
export async function logAfter(trx: Trx, mixId: string, added: EventRow, known: MixtureLog | undefined): Promise<MixtureLog | undefined> {
  if (!known || isPostgres(trx)) return undefined;
  if ((await newestEventBefore(trx, mixId, added.id)) !== (known.audit.at(-1)?.id ?? null)) return undefined;
  const audit = [...known.audit, logEntry(added)];
  return {
    audit: audit.slice(-MIXTURE_LOG_WINDOW),
    audit_has_older: known.audit_has_older || audit.length > MIXTURE_LOG_WINDOW,
  };
}
