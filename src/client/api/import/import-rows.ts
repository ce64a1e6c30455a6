import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImportAnswer, type ImportBody } from '../../../shared/contract/import';
import { apiRequest } from '../request';
import { pathTo, ROUTES } from '../../../shared/routes';

type Rows = Omit<ImportBody, 'dry_run'>;

export const importRows = (body: ImportBody, idempotencyKey?: string) =>
  apiRequest(ImportAnswer, pathTo('importRows'), { method: ROUTES.importRows.method, body, ...(idempotencyKey && { idempotencyKey }) });

/** Checks a file's rows without writing anything: every problem per row and column. */
export function useCheckImport() {
  return useMutation({ mutationFn: (body: Rows) => importRows({ ...body, dry_run: true }) });
}

/**
 * Imports all rows or none. An import touches bins, SKUs, batches, contents and the ledger at
 * once, so every cached read is stale afterwards.
 */
export function useImportRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: Rows; key: string }) => importRows(body, key),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
