import type { FastifyInstance } from 'fastify';
import { ImportBody } from '../../../shared/contract/import';
import type { DB } from '../../db/connect';
import { isUniqueViolation } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { parseInput } from '../../http/parse';
import { importRows } from './service';

/** A 10,000-row file is one or two megabytes of JSON; every other route keeps the app's limit. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

export function importRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    app.post('/api/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
      const input = parseInput(ImportBody, request.body);
      try {
        const answer = await withIdempotency(db, request, async (trx, key) => ({ statusCode: 200, body: await importRows(trx, input, request.actor, key) }));
        return sendAnswer(reply, answer);
      } catch (error) {
        // A concurrent create can take an id or code between the checks and the insert.
        if (!isUniqueViolation(error)) throw error;
        throw new AppError('duplicate-resource', { detail: 'Another request created one of these ids or owned codes meanwhile; check the file again.' });
      }
    });
  };
}
