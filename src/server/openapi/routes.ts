import type { FastifyInstance } from 'fastify';
import { apiRoute } from '../http/api-route';
import type { OpenApiDocument } from './document';

/** GET /api/openapi.json (the API as OpenAPI 3.1) and GET /api/docs (the same, readable). */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  // Fastify's own default when the app sets none.
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  // Built on first use, once every route has registered; it never changes while the app runs (it takes tens of
  // milliseconds). Its code is loaded then too: a server that is never asked for it never holds it.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const documentOf = async () => {
    const { buildOpenApiDocument } = await import('./document');
    return (document ??= buildOpenApiDocument({ bodyLimit, operations: app.declaredRoutes }));
  };

  apiRoute(
    app,
    'getOpenApiDocument',
    {
      tag: 'Docs',
      summary: 'This API as OpenAPI 3.1',
      success: { status: 200, description: 'The OpenAPI document.', mediaType: 'application/json' },
    },
    async (_input, _request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await documentOf()),
  );

  apiRoute(
    app,
    'getApiDocs',
    {
      tag: 'Docs',
      summary: 'This API as a readable page',
      success: { status: 200, description: 'A self-contained HTML page.', mediaType: 'text/html' },
    },
    async (_input, _request, reply) => {
      const { DOCS_PAGE_POLICY, renderDocsPage } = await import('./docs-page');
      page ??= renderDocsPage(await documentOf());
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', DOCS_PAGE_POLICY)
        .send(page);
    },
  );
}
