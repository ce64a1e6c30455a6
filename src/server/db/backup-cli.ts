/**
 * `npm run backup [-- FILE]`: copies the configured SQLite database (SQLITE_PATH) while the
 * server keeps running, to FILE or ./backups/lotline-YYYYMMDD-HHMMSS.db, and checks the copy.
 * With DATABASE_URL set it refuses: a PostgreSQL database is backed up with pg_dump.
 */
import path from 'node:path';
import { readConfig } from '../config';
import { BackupRefused, backupSqlite, defaultBackupPath } from './backup';

const USAGE = 'usage: npm run backup [-- FILE]   (default ./backups/lotline-YYYYMMDD-HHMMSS.db)';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

async function main(args: string[]): Promise<number> {
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const config = readConfig();
  if (config.databaseUrl) {
    console.error(
      'Refusing to back up: DATABASE_URL is set, so Lotline runs on PostgreSQL, and this command copies SQLite files only.\n' +
        'Back up PostgreSQL with pg_dump, e.g.\n' +
        '  pg_dump -Fc -f lotline.dump "$DATABASE_URL"',
    );
    return 1;
  }

  const destination = args[0] ? path.resolve(args[0]) : defaultBackupPath(new Date());
  try {
    const result = await backupSqlite(config.sqlitePath, destination);
    const integrity = result.integrity.join('; ');
    if (integrity !== 'ok') {
      console.error(`Backup written to ${result.file}, but its integrity check failed: ${integrity}`);
      return 1;
    }
    process.stdout.write(
      `Backed up ${config.sqlitePath} to ${result.file} (${megabytes(result.bytes)}, ${result.bytes} bytes); integrity check: ok\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupRefused)) throw error;
    console.error(`Refusing to back up: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
