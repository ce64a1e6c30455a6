import type { FastifyInstance } from 'fastify';
import { SearchQuery, type SearchResource } from '../../../shared/contract/search';
import type { DB } from '../../db/connect';
import { parseInput } from '../../http/parse';
import { search } from './service';

const searchUri = ({ query, startingFrom, limit }: SearchQuery) =>
  `/api/search?${new URLSearchParams({ query: query ?? '', startingFrom: String(startingFrom), limit: String(limit) })}`;

export function searchRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.get('/api/search', async (request) => {
      const params = parseInput(SearchQuery, request.query);
      const resource: SearchResource = { Id: searchUri(params), state: await search(db, params), operations: [] };
      return resource;
    });
  };
}
