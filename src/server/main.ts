import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';

const config = readConfig();
const db = openDatabase(config);
await migrateToLatest(db);

const app = await buildApp({ db, staticDir: config.staticDir, logger: { level: config.logLevel } });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Finish in-flight requests, then close the database so SQLite checkpoints its WAL.
  // Keep-alive connections go idle once their request ends; close them as they do, or
  // close() would wait out the keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
  await app.close();
  clearInterval(sweep);
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ database: config.databaseUrl ? 'postgresql' : config.sqlitePath }, `Lotline serving on http://localhost:${config.port}`);
