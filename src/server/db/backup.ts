import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The largest step better-sqlite3 passes to sqlite3_backup_step: the whole database at once. */
const ALL_PAGES = 0x7fffffff;

export interface BackupResult {
  file: string;
  bytes: number;
  /** What `PRAGMA integrity_check` said about the copy: `['ok']` when it is sound. */
  integrity: string[];
}

/** A backup that was not attempted because its source or destination is wrong. */
export class BackupRefused extends Error {}

/** ./backups/lotline-YYYYMMDD-HHMMSS.db, stamped in UTC so names sort in the order they were made. */
export function defaultBackupPath(now: Date, folder = './backups'): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.resolve(folder, `lotline-${stamp}.db`);
}

/**
 * Copies a live SQLite database with SQLite's online backup API while other processes keep
 * writing to it, then checks the copy read-only.
 */
export async function backupSqlite(source: string, destination: string): Promise<BackupResult> {
  if (!fs.existsSync(source)) throw new BackupRefused(`there is no SQLite database at ${source}`);
  if (fs.existsSync(destination)) throw new BackupRefused(`${destination} already exists; a backup never overwrites a file`);
  fs.mkdirSync(path.dirname(destination), { recursive: true });

  const database = new SQLite(source, { fileMustExist: true });
  try {
    // All pages in one step reads one snapshot, so the server's writes (another connection)
    // cannot restart the copy the way they would between smaller steps.
    await database.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
  makeSelfContained(destination);
  return { file: destination, bytes: fs.statSync(destination).size, integrity: checkIntegrity(destination) };
}

/**
 * The copy inherits the source's WAL flag, so opening it would put -wal and -shm files beside
 * it; a rollback journal keeps the backup one file. The server turns WAL back on when it opens it.
 */
function makeSelfContained(file: string): void {
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function checkIntegrity(file: string): string[] {
  const copy = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const rows = copy.pragma('integrity_check') as { integrity_check: string }[];
    return rows.map((row) => row.integrity_check);
  } finally {
    copy.close();
  }
}
