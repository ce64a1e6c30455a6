import path from 'node:path';

/** How the server serves HTTPS beside plain HTTP (docs/decisions/041-https-out-of-the-box.md). */
export type HttpsConfig =
  | { mode: 'off' }
  /** Lotline's own certificate authority, kept in the data folder, signs a certificate for these names and the machine's. */
  | { mode: 'local-ca'; port: number; extraNames: string[] }
  /** A certificate and key the installer brings, as PEM files. */
  | { mode: 'own-certificate'; port: number; certFile: string; keyFile: string };

export interface Config {
  port: number;
  host: string;
  /** A postgres:// URL selects PostgreSQL; otherwise the SQLite file is used. */
  databaseUrl: string | undefined;
  sqlitePath: string;
  /** Files the server keeps beside its database: the local CA and the server certificate. */
  dataDir: string;
  staticDir: string;
  logLevel: string;
  https: HttpsConfig;
}

/** A port from the environment; set but empty counts as unset (Number('') is 0, which would turn HTTPS off unasked). */
function portOf(name: string, value: string | undefined, fallback: number): number {
  const port = Number(value?.trim() || fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got ${value}`);
  return port;
}

/** HTTPS_PORT=0 turns HTTPS off (a TLS proxy in front); HTTPS_CERT and HTTPS_KEY replace the local CA. */
function httpsOf(env: NodeJS.ProcessEnv): HttpsConfig {
  const port = portOf('HTTPS_PORT', env.HTTPS_PORT, 8443);
  if (port === 0) return { mode: 'off' };
  const certFile = env.HTTPS_CERT?.trim();
  const keyFile = env.HTTPS_KEY?.trim();
  if (certFile || keyFile) {
    if (!certFile || !keyFile) throw new Error('HTTPS_CERT and HTTPS_KEY go together: set both PEM files, or neither for the local CA');
    return { mode: 'own-certificate', port, certFile: path.resolve(certFile), keyFile: path.resolve(keyFile) };
  }
  const extraNames = (env.HTTPS_HOSTNAMES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { mode: 'local-ca', port, extraNames };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = portOf('PORT', env.PORT, 8080);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must be a postgres:// URL; leave it unset for the embedded SQLite database');
  }
  const sqlitePath = path.resolve(env.SQLITE_PATH ?? './data/lotline.db');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqlitePath,
    // Beside the SQLite file; with PostgreSQL, ./data unless DATA_DIR says otherwise.
    dataDir: path.resolve(env.DATA_DIR ?? (databaseUrl ? './data' : path.dirname(sqlitePath))),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    https: httpsOf(env),
  };
}
