import type { FastifyInstance } from 'fastify';
import { ScanQuery, ScanResource } from '../../../shared/contract/scan';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { resolveScan } from './service';

export function scanRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'scan',
      {
        tag: 'Search',
        summary: 'Resolve a scanned code',
        description:
          'What a scanned text names: a Lotline label, a code or supplier lot stored on an item, or a GS1 code (element string, ' +
          'human-readable form, Digital Link URI, bare GTIN) with its fields, the SKU holding its GTIN and that SKU’s batch of its lot. ' +
          'Anything else, or a GS1 code that cannot be read, is `unknown` with the reason.',
        query: ScanQuery,
        success: { status: 200, description: 'What the code names.', schema: ScanResource },
      },
      async ({ query }) => ({
        Id: `${pathTo('scan')}?${new URLSearchParams({ code: query.code })}`,
        state: await resolveScan(db, query.code, new Date()),
        operations: [],
      }),
    );
  };
}
