import type { LabelState } from '../../../shared/label-payload';
import type { DB } from '../../db/connect';
import { AppError } from '../../http/app-error';
import { missingBatch } from '../../core/resources/batches';
import { missingBin } from '../../core/resources/bins';
import { missingSku } from '../../core/resources/skus';
import { findLabelNames } from './repo';

/** The problem each kind answers when missing, so its Id and create operation match. */
const MISSING: Record<string, (id: string) => AppError> = { BIN: missingBin, SKU: missingSku, BAT: missingBatch };

/**
 * One 404 for every missing id: `Id` and `operations` name the first (as a single missing
 * resource would), and `invalid-params` names each by its place in the list, so the label
 * screen can mark exactly the ones to remove.
 */
function missingLabels(ids: readonly string[], missing: number[]): AppError {
  const first = ids[missing[0] ?? 0] ?? '';
  const single = MISSING[first.slice(0, 3)]?.(first).problem;
  return new AppError('missing-resource', {
    ...(single && { Id: single.Id, operations: single.operations }),
    detail: `No ${[...new Set(missing.map((index) => ids[index]))].join(', ')}.`,
    invalidParams: missing.map((index) => ({ name: `ids[${index}]`, reason: 'does not exist' })),
  });
}

/** The labels to print, in the order asked (a repeated id is printed again), with names looked up. */
export async function loadLabels(db: DB, ids: readonly string[]): Promise<LabelState[]> {
  const names = await findLabelNames(db, ids);
  const missing = ids.flatMap((id, index) => (names.has(id) ? [] : [index]));
  if (missing.length > 0) throw missingLabels(ids, missing);
  return ids.map((id) => ({ id, name: names.get(id) ?? null }));
}
