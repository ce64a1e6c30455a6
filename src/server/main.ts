import { X509Certificate } from 'node:crypto';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { startWebhookWorker } from './features/webhooks/worker';
import { listen, twinServers } from './http/twin-servers';
import { reachableHosts, urlAt } from './tls/addresses';
import { prepareHttps } from './tls/https-setup';
import { HTTPS_OFF } from './tls/tls-info';

const config = readConfig();
const db = openDatabase(config);
await migrateToLatest(db);

const https = await prepareHttps(config);
const servers = twinServers(https?.credentials ?? null);
const app = await buildApp({
  db,
  staticDir: config.staticDir,
  logger: { level: config.logLevel },
  tls: https?.info ?? HTTPS_OFF,
  serverFactory: servers.serverFactory,
});
const secure = servers.https();
// WEBHOOK_POLL_MS: how often the outbox is read when nothing was due (tests shorten it).
const webhooks = startWebhookWorker(db, { pollMs: Number(process.env.WEBHOOK_POLL_MS ?? 1000) || 1000 });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Finish in-flight requests, then close the database so SQLite checkpoints its WAL.
  // Keep-alive connections go idle once their request ends; close them as they do, or
  // close() would wait out the keep-alive timeout.
  const sweep = setInterval(() => {
    app.server.closeIdleConnections();
    secure?.closeIdleConnections();
  }, 100);
  const secureClosed = secure && new Promise((resolve) => secure.close(resolve));
  await app.close();
  await secureClosed;
  clearInterval(sweep);
  // Sends in flight are cut short and retried later, by this server or another.
  await webhooks.stop();
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

// HTTPS first, so that once the HTTP server answers (what a start script waits for) both do.
await app.ready();
if (secure && https?.info.port) {
  const port = https.info.port;
  await listen(secure, port, config.host).catch((error: unknown) => {
    throw new Error(`HTTPS could not listen on port ${port} (set HTTPS_PORT to a free port, or 0 to turn HTTPS off)`, { cause: error });
  });
}
await app.listen({ port: config.port, host: config.host });
app.log.info({ database: config.databaseUrl ? 'postgresql' : config.sqlitePath }, `Lotline serving on http://localhost:${config.port}`);
if (https?.info.port) {
  const fingerprint = https.info.caCert && new X509Certificate(https.info.caCert).fingerprint256;
  app.log.info({ fingerprint }, `${https.note}; serving on https://localhost:${https.info.port}`);
  const phoneHost = reachableHosts(https.info.names)[0];
  if (phoneHost)
    app.log.info(`Connect a phone: open ${urlAt('http', phoneHost, config.port)}connect on it (the Connect page, also under Settings)`);
}
