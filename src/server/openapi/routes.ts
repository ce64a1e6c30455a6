import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document';
import { renderDocsPage } from './docs-page';

/** The page loads nothing: no script, no outside resource, only its own inline style. */
const DOCS_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

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
      .header('x-content-type-options', 'nosniff')
      .send(page);
  });
}
