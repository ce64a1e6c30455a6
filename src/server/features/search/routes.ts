import type { FastifyInstance } from 'fastify';
import { SearchQuery, SearchResource } from '../../../shared/contract/search';
import { pathTo } from '../../../shared/routes';
import type { DB } from '../../db/connect';
import { apiRoute } from '../../http/api-route';
import { search } from './service';

const searchUri = ({ query, startingFrom, limit }: SearchQuery) =>
  `${pathTo('search')}?${new URLSearchParams({ query: query ?? '', startingFrom: String(startingFrom), limit: String(limit) })}`;

export function searchRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'search',
      {
        tag: 'Search',
        summary: 'Search items',
        description:
          'Exact id first, then exact code, then case-insensitive word-prefix name matches; no duplicates. A blank query finds nothing.',
        query: SearchQuery,
        success: { status: 200, description: 'A page of results.', schema: SearchResource },
      },
      async ({ query }) => ({ Id: searchUri(query), state: await search(db, query), operations: [] }),
    );
  };
}
