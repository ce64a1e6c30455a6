import { importParamName, type ImportAnswer, type ImportBody, type ImportKind } from '../../../shared/contract/import';
import { ID_MODULUS, numberOf } from '../../../shared/labels';
import { DEFAULT_UNIT } from '../../../shared/units';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { toMicro } from '../../stock-core/quantities';
import { record, stockContext } from '../../stock-core/record';
import { advanceCounter } from '../../core/ids';
import { storedProps } from '../../core/item-props';
import { problemsInDatabase } from './checks';
import { insertRows, type NewRows } from './repo';
import { checkRows, sortProblems, type Entry } from './rows';

/** What a note and each movement's reason say about opening stock. */
export const IMPORT_REASON = 'import';

/**
 * Checks every row (its schema, the file, the database) and, unless a dry run, writes them all in
 * the caller's transaction. A real import with any problem writes nothing: a 400 names each one.
 */
export async function importRows(trx: Trx, body: ImportBody, actor: Actor | null, idempotencyKey: string | null): Promise<ImportAnswer> {
  const { entries, lookups, problems } = checkRows(body.kind, body.rows);
  const found = await problemsInDatabase(trx, body.kind, lookups);
  problems.push(...found.problems);
  const dryRun = body.dry_run ?? false;
  const answer = { kind: body.kind, dry_run: dryRun, rows: body.rows.length, units: Object.fromEntries(found.units) };
  if (dryRun) return { ...answer, problems: sortProblems(problems), operation_ids: [] };
  if (problems.length > 0) {
    throw new AppError('validation-error', {
      detail: `The file has ${problems.length} problem(s); nothing was imported.`,
      invalidParams: sortProblems(problems).map((problem) => ({ name: importParamName(problem), reason: problem.reason })),
    });
  }
  return { ...answer, problems: [], operation_ids: await writeRows(trx, body.kind, entries, actor, idempotencyKey) };
}

async function writeRows(
  trx: Trx,
  kind: ImportKind,
  entries: readonly Entry[],
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<number[]> {
  const createdAt = Date.now();
  switch (kind) {
    case 'bins':
      await insertRows(
        trx,
        'bins',
        (entries as Entry<'bins'>[]).map(({ value }) => ({
          id: value.id,
          name: value.name ?? '',
          zone: value.zone ?? null,
          notes: value.notes ?? null,
          props: storedProps(value.props),
          created_at: createdAt,
        })),
      );
      break;
    case 'skus':
      await insertRows(
        trx,
        'skus',
        (entries as Entry<'skus'>[]).map(({ value }) => ({
          id: value.id,
          name: value.name ?? '',
          unit: value.unit ?? DEFAULT_UNIT,
          props: storedProps(value.props),
          created_at: createdAt,
        })),
      );
      await insertCodes(trx, entries);
      break;
    case 'batches':
      await insertRows(
        trx,
        'batches',
        (entries as Entry<'batches'>[]).map(({ value }) => ({
          id: value.id,
          sku_id: value.sku_id ?? null,
          name: value.name ?? '',
          props: storedProps(value.props),
          created_at: createdAt,
          expires_on: value.expires_on ?? null,
          supplier_lot: value.supplier_lot ?? null,
        })),
      );
      await insertCodes(trx, entries);
      break;
    case 'stock':
      return receiveOpeningStock(trx, entries, actor, idempotencyKey);
  }
  await advanceCounterPast(
    trx,
    entries.map(({ value }) => (value as { id: string }).id),
  );
  return [];
}

/** Codes were checked for the whole file already; written in bulk in the order listed, as saveCodes stores them. */
async function insertCodes(trx: Trx, entries: readonly Entry<'skus' | 'batches'>[]): Promise<void> {
  const rows: NewRows['item_codes'][] = entries.flatMap(({ value }) => [
    ...(value.owned_codes ?? []).map((code, position) => ({ item_id: value.id, code, kind: 'owned' as const, position })),
    ...(value.associated_codes ?? []).map((code, position) => ({ item_id: value.id, code, kind: 'associated' as const, position })),
  ]);
  await insertRows(trx, 'item_codes', rows);
}

/** Moving the counter past the largest suggested-size id does what advancing it past each would. */
async function advanceCounterPast(trx: Trx, ids: readonly string[]): Promise<void> {
  const suggestedSize = ids.filter((id) => numberOf(id) < ID_MODULUS);
  if (suggestedSize.length === 0) return;
  await advanceCounter(
    trx,
    suggestedSize.reduce((max, id) => (numberOf(id) > numberOf(max) ? id : max)),
  );
}

/** Opening stock enters through the ledger as receipts with reason 'import', so contents and ledger agree. */
async function receiveOpeningStock(
  trx: Trx,
  entries: readonly Entry<'stock'>[],
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<number[]> {
  const changes = entries.map(({ value }) => ({
    kind: 'receive' as const,
    itemId: value.item,
    from: null,
    to: value.bin,
    quantity: toMicro(value.quantity),
    reason: IMPORT_REASON,
  }));
  const { operationId } = await record(stockContext(trx, actor, idempotencyKey), { kind: 'receive', note: IMPORT_REASON, changes });
  return [operationId];
}
