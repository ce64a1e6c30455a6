import { ImportAnswer, ImportBody, MAX_IMPORT_ROWS } from '../../shared/contract/import';
import type { OperationSpec } from './operations';

/** CSV import of bins, SKUs, batches and opening stock (docs/decisions/019-csv-import.md). */
export const IMPORT_OPERATIONS: OperationSpec[] = [
  { operationId: 'importRows', method: 'post', path: '/api/import', tag: 'Stock', summary: 'Import bins, SKUs, batches or opening stock',
    description: `Up to ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows of one kind, as a CSV file's rows mapped to fields: bins, SKUs and ` +
      'batches take their create bodies; opening stock takes {bin, item, quantity}. Every row is checked against the same rules ' +
      'as its create endpoint, the file and the database. With dry_run the problems are answered per row and column and nothing ' +
      'is written; otherwise all rows are written in one transaction, or none (400 naming each problem as rows[n].field). ' +
      "Opening stock is received through the ledger with reason 'import'.",
    body: ImportBody, idempotent: true,
    success: { status: 200, description: 'What was checked, its problems (dry run), and the receipts\' operations.', schema: ImportAnswer },
    problems: ['duplicate-resource'] },
];
