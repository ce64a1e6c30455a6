import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document';
import { DOCS_PAGE_POLICY, renderDocsPage } from './docs-page';

/** GET /api/openapi.json (the API as OpenAPI 3.1) and GET /api/docs (the same, readable). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  // Fastify's own default when the app sets none.
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  let page: string | undefined;

  app.get('/api/openapi.json', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(openApiDocument(bodyLimit)),
  );

  app.get('/api/docs', async (_request, reply) => {
    page ??= renderDocsPage(openApiDocument(bodyLimit));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', DOCS_PAGE_POLICY)
      .send(page);
  });
}
