import { countedContents } from '../../../shared/audit-reconcile';
import type { AuditBody, AuditLine } from '../../../shared/contract/audit';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError, invalid } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { lockStockItem, lockWholeBin } from '../../stock-core/locks';
import { fromMicro, requireFitsUnit, toMicro } from '../../stock-core/quantities';
import { record, stockContext } from '../../stock-core/record';
import { contentsOfBin } from '../../core/items';
import { missingBin } from '../../core/resources/bins';
import { missingItem } from '../../core/resources/items';
import { reconcile } from './reconcile';

/** The bin's lots and SKUs, in units: what the count covers (mixtures are left out, see countedContents). */
async function countedContentsOf(trx: Trx, binId: string): Promise<Record<string, number>> {
  const rows = await contentsOfBin(trx, binId);
  return countedContents(Object.fromEntries(rows.map((row) => [row.item_id, fromMicro(row.quantity)])));
}

/** Whether any stock change moved lots or SKUs into or out of the bin after `since` (epoch ms). */
async function changedSince(trx: Trx, binId: string, since: number): Promise<boolean> {
  const row = await trx
    .selectFrom('movements')
    .select('id')
    .where((eb) => eb.or([eb('from_bin', '=', binId), eb('to_bin', '=', binId)]))
    .where('item_id', 'not like', 'MIX%')
    .where('at', '>', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const sameContents = (a: Record<string, number>, b: Record<string, number>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([item, quantity]) => b[item] === quantity);

/**
 * Books a counted bin as one audit operation: each difference between the count and the
 * ledger becomes one adjustment movement (reason 'audit'), so the bin then holds what was
 * counted. Mixtures in the bin stay as they are.
 */
export async function auditBin(
  trx: Trx,
  binId: string,
  input: AuditBody,
  actor: Actor,
  idempotencyKey: string | null,
): Promise<AuditLine[]> {
  if (!(await lockWholeBin(trx, binId))) throw missingBin(binId);
  for (const item of Object.keys(input.counts)) {
    if (isMixture(item)) throw invalid(`counts.${item}`, 'mixtures are audited on the mixture page');
    const counted = input.counts[item] ?? 0;
    if (counted === 0) continue;
    const unit = await lockStockItem(trx, item);
    if (unit === null) throw missingItem(item);
    requireFitsUnit(`counts.${item}`, counted, unit, item);
  }
  const contents = await countedContentsOf(trx, binId);
  // A change to a mixture in the bin does not make the count stale: the count leaves mixtures out.
  const changed =
    (input.as_of !== undefined && !sameContents(countedContents(input.as_of), contents)) ||
    (input.counted_since !== undefined && (await changedSince(trx, binId, Date.parse(input.counted_since))));
  if (changed) {
    throw new AppError('precondition-failed', {
      detail: 'The bin changed while it was being counted. Review the new contents and confirm again.',
    });
  }
  const lines = reconcile(contents, input.counts);
  const differences = lines.filter((line) => line.difference !== 0);
  if (differences.length > 0) {
    await record(stockContext(trx, actor, idempotencyKey), {
      kind: 'audit',
      documentId: binId,
      note: input.note,
      changes: differences.map((line) => ({
        kind: 'adjust' as const,
        itemId: line.item_id,
        from: line.difference < 0 ? binId : null,
        to: line.difference > 0 ? binId : null,
        quantity: toMicro(Math.abs(line.difference)),
        reason: 'audit',
      })),
    });
  }
  return lines;
}
