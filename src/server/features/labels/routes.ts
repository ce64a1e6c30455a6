import type { FastifyInstance } from 'fastify';
import { LabelsQuery, sizeOf, ZplQuery, type LabelsResource } from '../../../shared/label-payload';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { renderPdf, renderZpl } from './renderers';
import { loadLabels } from './service';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Names can change at any time, so label files are never cached. */
const download = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-cache' });

export function labelRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/labels', async (request) => {
      const { ids, size } = parseInput(LabelsQuery, request.query);
      const params = query({ ids: ids.join(','), size });
      const resource: LabelsResource = {
        Id: `/api/labels?${params}`,
        state: { labels: await loadLabels(db, ids) },
        operations: [
          { rel: 'pdf', method: 'GET', href: `/api/labels.pdf?${params}` },
          { rel: 'zpl', method: 'GET', href: `/api/labels.zpl?${params}` },
        ],
      };
      return resource;
    });

    app.get('/api/labels.pdf', async (request, reply) => {
      const { ids, size } = parseInput(LabelsQuery, request.query);
      const pdf = await renderPdf(await loadLabels(db, ids), sizeOf(size));
      return reply.type('application/pdf').headers(download(`labels-${size}.pdf`)).send(Buffer.from(pdf));
    });

    // ZPL has no registered media type; it is 7-bit text, so it is sent as such.
    app.get('/api/labels.zpl', async (request, reply) => {
      const { ids, size, dpi } = parseInput(ZplQuery, request.query);
      const zpl = await renderZpl(await loadLabels(db, ids), sizeOf(size), dpi);
      return reply.type('text/plain; charset=utf-8').headers(download(`labels-${size}-${dpi}dpi.zpl`)).send(zpl);
    });
  };
}
