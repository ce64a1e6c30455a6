import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type PgModule from 'pg';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { FALLBACK_AUTOCHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer';
import { registerListMatch } from './words';

export type DB = Kysely<Database>;

/**
 * pg is loaded only for a PostgreSQL database: on Node 20 importing it also loads Node's
 * fetch implementation, about 12 MB an embedded-SQLite server never needs.
 */
function loadPg(): typeof PgModule {
  const pg = createRequire(import.meta.url)('pg') as typeof PgModule;
  // bigint columns hold micro-unit quantities and epoch milliseconds, both well inside 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  return pg;
}

/**
 * Kysely prepares every query afresh; with better-sqlite3, preparing costs more than running
 * a small statement. The same SQL text always gets the same prepared statement (bounded, oldest
 * dropped), which is safe because better-sqlite3 runs each statement to completion at once.
 */
function cachePreparedStatements(database: SQLite.Database, size = 500): void {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = prepare(source);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
}

/** What only an embedded database has, beside its Kysely instance. */
interface SqliteExtras {
  checkpointer: WalCheckpointer | null;
  /** the version of what the connection reads (see versionOf) */
  version: () => string;
}

const sqliteExtras = new WeakMap<DB, SqliteExtras>();

/** Tells the database's WAL checkpointer that a transaction committed (SQLite only). */
export function noteCommit(db: DB): void {
  sqliteExtras.get(db)?.checkpointer?.wrote();
}

/**
 * A name for the state an embedded database is in, which changes whenever a statement of its
 * connection changes rows (total_changes) or another connection commits (data_version); null
 * for PostgreSQL. Read on the connection at once, outside Kysely's queue: during a transaction
 * it may name changes not yet committed, which only makes a reader see a newer version sooner.
 */
export function versionOf(db: DB): string | null {
  return sqliteExtras.get(db)?.version() ?? null;
}

function versionReader(database: SQLite.Database): () => string {
  const statement = database.prepare('select total_changes() as changes, (select data_version from pragma_data_version()) as data').raw();
  return () => (statement.get() as [number, number]).join(':');
}

export function openSqlite(file: string): DB {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  cachePreparedStatements(database);
  registerListMatch(database);
  database.pragma('journal_mode = WAL');
  // NORMAL under WAL loses nothing when the process dies; only an OS crash can drop the last commits.
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  const checkpointer = database.memory ? null : new WalCheckpointer(file);
  sqliteExtras.set(db, { checkpointer, version: versionReader(database) });
  if (checkpointer) {
    database.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    const close = database.close.bind(database);
    database.close = () => {
      checkpointer.stop();
      return close();
    };
  }
  return db;
}

export function openPostgres(connectionString: string, max = 10): DB {
  const pool = new (loadPg().Pool)({ connectionString, max });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

export function openDatabase(options: { databaseUrl?: string | undefined; sqlitePath: string }): DB {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database shape
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
