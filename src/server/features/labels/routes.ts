import type { FastifyInstance } from 'fastify';
import { LabelsQuery, LabelsResource, sizeOf, ZplQuery } from '../../../shared/label-payload';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { renderPdf, renderZpl } from './renderers';
import { loadLabels } from './service';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Names can change at any time, so label files are never cached. */
const download = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-cache' });

export function labelRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'getLabels',
      {
        tag: 'Labels',
        summary: 'What labels show',
        query: LabelsQuery,
        success: { status: 200, description: 'The labels in the order asked, with names.', schema: LabelsResource },
        problems: ['missing-resource'],
      },
      async ({ query: { ids, size } }) => {
        const params = query({ ids: ids.join(','), size });
        const resource: LabelsResource = {
          Id: `${pathTo('getLabels')}?${params}`,
          state: { labels: await loadLabels(db, ids) },
          operations: [
            { rel: 'pdf', method: 'GET', href: `${pathTo('getLabelsPdf')}?${params}` },
            { rel: 'zpl', method: 'GET', href: `${pathTo('getLabelsZpl')}?${params}` },
          ],
        };
        return resource;
      },
    );

    apiRoute(
      app,
      'getLabelsPdf',
      {
        tag: 'Labels',
        summary: 'Labels as a PDF',
        query: LabelsQuery,
        success: { status: 200, description: 'A PDF with vector barcodes at the size chosen.', mediaType: 'application/pdf' },
        problems: ['missing-resource'],
      },
      async ({ query: { ids, size } }, _request, reply) => {
        const pdf = await renderPdf(await loadLabels(db, ids), sizeOf(size));
        return reply
          .type('application/pdf')
          .headers(download(`labels-${size}.pdf`))
          .send(Buffer.from(pdf));
      },
    );

    // ZPL has no registered media type; it is 7-bit text, so it is sent as such.
    apiRoute(
      app,
      'getLabelsZpl',
      {
        tag: 'Labels',
        summary: 'Labels as ZPL for Zebra printers',
        query: ZplQuery,
        success: { status: 200, description: 'One ^XA…^XZ format per label.', mediaType: 'text/plain' },
        problems: ['missing-resource'],
      },
      async ({ query: { ids, size, dpi } }, _request, reply) => {
        const zpl = await renderZpl(await loadLabels(db, ids), sizeOf(size), dpi);
        return reply
          .type('text/plain; charset=utf-8')
          .headers(download(`labels-${size}-${dpi}dpi.zpl`))
          .send(zpl);
      },
    );
  };
}
