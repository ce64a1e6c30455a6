import type { FastifyInstance } from 'fastify';
import { ImportAnswer, ImportBody, MAX_IMPORT_ROWS } from '../../../shared/contract/import';
import type { DB } from '../../db/connect';
import { isUniqueViolation } from '../../db/transaction';
import { apiRoute } from '../../http/api-route';
import { AppError } from '../../http/app-error';
import { sendAnswer, withIdempotency } from '../../http/idempotency';

/** A 10,000-row file is one or two megabytes of JSON; every other route keeps the app's limit. */
export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * 10,000, written without toLocaleString: that reads ICU's number-format data (4.5 MB of the
 * node binary's pages), and this description is built at start, when nothing else needs it.
 */
const MAX_ROWS_TEXT = String(MAX_IMPORT_ROWS).replace(/\B(?=(\d{3})+$)/g, ',');

/** CSV import of bins, SKUs, batches and opening stock (docs/decisions/019-csv-import.md). */
export function importRoutes(db: DB) {
  return async (app: FastifyInstance) => {
    apiRoute(
      app,
      'importRows',
      {
        tag: 'Stock',
        summary: 'Import bins, SKUs, batches or opening stock',
        description:
          `Up to ${MAX_ROWS_TEXT} rows of one kind, as a CSV file's rows mapped to fields: bins, SKUs and ` +
          'batches take their create bodies, where a row without an id is given the next free one (given_ids) and a SKU needs a ' +
          'name; opening stock takes {bin, item, quantity}. Every row is checked against the same rules as its create endpoint, the ' +
          'file and the database. With dry_run the problems are answered per row and column and nothing is written; otherwise all ' +
          'rows are written in one transaction, or none (400 naming each problem as rows[n].field). lines gives the file line of each ' +
          "row, so a problem naming another row names its line. Opening stock is received through the ledger with reason 'import'.",
        body: ImportBody,
        idempotent: true,
        success: {
          status: 200,
          description: "What was checked, its problems (dry run), and the receipts' operations.",
          schema: ImportAnswer,
        },
        problems: ['duplicate-resource'],
      },
      async ({ body: input }, request, reply) => {
        // Loaded on the first import, before its transaction: most servers import once, at set-up, if ever.
        const { importRows } = await import('./service');
        try {
          const answer = await withIdempotency(db, request, async (trx, key) => ({
            statusCode: 200,
            body: await importRows(trx, input, request.actor, key),
          }));
          return sendAnswer(reply, answer);
        } catch (error) {
          // A concurrent create can take an id or code between the checks and the insert.
          if (!isUniqueViolation(error)) throw error;
          throw new AppError('duplicate-resource', {
            detail: 'Another request created one of these ids or owned codes meanwhile; check the file again.',
          });
        }
      },
      { bodyLimit: IMPORT_BODY_LIMIT },
    );
  };
}
