import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** A postgres:// URL selects PostgreSQL; otherwise the SQLite file is used. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  staticDir: string;
  logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite database');
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqlitePath: path.resolve(env.SQLITE_PATH ?? './data/lotline.db'),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
