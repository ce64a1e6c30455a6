import Fastify, { type FastifyInstance, type FastifyServerFactory, type FastifyServerOptions } from 'fastify';
import type { DB } from './db/connect';
import { answerFrameworkError, installErrorHandler } from './http/error-handler';
import { trackRoutes } from './http/routing';
import { serveClient } from './http/spa';
import { addSecurityHeaders } from './http/security-headers';
import { refuseDeclaredOversize } from './http/oversized-body';
import { requireJsonPosts } from './http/json-posts';
import { parseJsonBodies } from './http/json-body';
import { resolveActors } from './http/request-actor';
import { collectDeclarations } from './http/api-route';
import { auditRoutes } from './features/audit/routes';
import { binRoutes } from './features/bins/routes';
import { skuRoutes } from './features/skus/routes';
import { batchRoutes } from './features/batches/routes';
import { customerRoutes } from './features/customers/routes';
import { shipmentRoutes } from './features/shipments/routes';
import { nextIdRoutes } from './features/next-id/routes';
import { statusRoutes } from './features/status/routes';
import { stockRoutes } from './features/stock/routes';
import { historyRoutes } from './features/stock/history-routes';
import { searchRoutes } from './features/search/routes';
import { scanRoutes } from './features/scan/routes';
import { itemRoutes } from './features/items/routes';
import { labelRoutes } from './features/labels/routes';
import { openApiRoutes } from './openapi/routes';
import { archiveRoutes } from './features/archive/routes';
import { mixtureRoutes } from './features/mixtures/routes';
import { listRoutes } from './features/lists/routes';
import { stepTemplateRoutes } from './features/step-templates/routes';
import { stepInstanceRoutes } from './features/step-instances/routes';
import { traceabilityRoutes } from './features/traceability/routes';
import { holdRoutes } from './features/holds/routes';
import { recallRoutes } from './features/recalls/routes';
import { importRoutes } from './features/import/routes';
import { tlsRoutes } from './tls/routes';
import { accountRoutes } from './features/accounts/routes';
import { guardRequests } from './features/accounts/guard';
import { settingsRoutes } from './features/settings/routes';
import { webhookRoutes } from './features/webhooks/routes';
import { HTTPS_OFF, type TlsInfo } from './tls/tls-info';
import { registerBinHooks } from './features/bins/hooks';
import { registerSkuHooks } from './features/skus/hooks';
import { registerBatchHooks } from './features/batches/hooks';
import { registerCustomerHooks } from './features/customers/hooks';
import { registerMixtureHooks } from './features/mixtures/hooks';
import { registerShipmentHooks } from './features/shipments/hooks';
import { registerStepTemplateHooks } from './features/step-templates/hooks';
import { registerStepInstanceHooks } from './features/step-instances/hooks';
import { registerTraceabilityHooks } from './features/traceability/hooks';
import { registerHoldHooks } from './features/holds/hooks';
import { registerRecallHooks } from './features/recalls/hooks';

export interface AppOptions {
  db: DB;
  /** Folder of the built client; null serves the API only. */
  staticDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** What the app tells phones of its HTTPS (the Connect page); HTTPS off when omitted. */
  tls?: TlsInfo;
  /** Makes the server(s) the app answers on (src/server/http/twin-servers.ts); Fastify's own HTTP server when omitted. */
  serverFactory?: FastifyServerFactory;
}

/** Request bodies are small JSON documents; anything larger is refused with 413. */
export const BODY_LIMIT = 256 * 1024;

/**
 * A request must arrive whole (headers and body) within 30 s, and a connection that sends
 * nothing for 60 s is closed: a client trickling a body byte by byte cannot hold a
 * connection, and the server's file handles, for ever.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const IDLE_CONNECTION_TIMEOUT_MS = 60_000;

/**
 * Features never import each other (docs/decisions/025-imports-one-way.md): what one lends
 * another goes through a hook in src/server/core, registered here. The order is the order a
 * refused SKU or batch delete names what uses it: mixtures, then step templates and runs.
 */
export function registerFeatureHooks(): void {
  registerBinHooks();
  registerSkuHooks();
  registerBatchHooks();
  registerCustomerHooks();
  registerShipmentHooks();
  registerMixtureHooks();
  registerStepTemplateHooks();
  registerStepInstanceHooks();
  registerTraceabilityHooks();
  registerHoldHooks();
  registerRecallHooks();
}

export async function buildApp({ db, staticDir, logger = false, tls = HTTPS_OFF, serverFactory }: AppOptions): Promise<FastifyInstance> {
  registerFeatureHooks();
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: IDLE_CONNECTION_TIMEOUT_MS,
    // /api/bins/ is /api/bins, not a path of its own that answers 404 or 405.
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    frameworkErrors: answerFrameworkError,
    ...(serverFactory && { serverFactory }),
  });
  // JSON is the only body the API reads; anything else is 415.
  app.removeContentTypeParser('text/plain');
  parseJsonBodies(app);
  installErrorHandler(app);
  addSecurityHeaders(app);
  refuseDeclaredOversize(app, BODY_LIMIT);
  requireJsonPosts(app);
  resolveActors(app);
  // Before any route registers: the guard gives each API route its check of who asks.
  await guardRequests(app, db);
  const allowedMethods = trackRoutes(app);
  collectDeclarations(app);

  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') reply.header('cache-control', 'no-cache');
  });

  await app.register(statusRoutes(db));
  await app.register(nextIdRoutes(db));
  await app.register(binRoutes(db));
  await app.register(skuRoutes(db));
  await app.register(batchRoutes(db));
  await app.register(customerRoutes(db));
  await app.register(shipmentRoutes(db));
  await app.register(stockRoutes(db));
  await app.register(historyRoutes(db));
  await app.register(searchRoutes(db));
  await app.register(scanRoutes(db));
  await app.register(itemRoutes(db));
  await app.register(labelRoutes(db));
  await app.register(openApiRoutes);
  await app.register(auditRoutes(db));
  await app.register(archiveRoutes(db));
  await app.register(mixtureRoutes(db));
  await app.register(listRoutes(db));
  await app.register(stepTemplateRoutes(db));
  await app.register(stepInstanceRoutes(db));
  await app.register(traceabilityRoutes(db));
  await app.register(holdRoutes(db));
  await app.register(recallRoutes(db));
  await app.register(importRoutes(db));
  await app.register(tlsRoutes(tls));
  await app.register(accountRoutes(db));
  await app.register(settingsRoutes(db));
  await app.register(webhookRoutes(db));
  await serveClient(app, staticDir, allowedMethods);
  return app;
}
