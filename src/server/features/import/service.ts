import {
  importParamName,
  type GivenId,
  type ImportAnswer,
  type ImportBody,
  type ImportKind,
  type ImportRow,
} from '../../../shared/contract/import';
import { ID_MODULUS, numberOf } from '../../../shared/labels';
import { DEFAULT_UNIT } from '../../../shared/units';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError } from '../../http/app-error';
import { toMicro } from '../../stock-core/quantities';
import { record, stockContext } from '../../stock-core/record';
import { batchRow } from '../../core/batches';
import { customerRow } from '../../core/customers';
import { advanceCounter } from '../../core/ids';
import { storedProps } from '../../core/item-props';
import { problemsInDatabase } from './checks';
import { insertRows, type NewRows } from './repo';
import { checkRows, lineAfterHeader, sortProblems, type Entry, type LineOf, type Lookup } from './rows';
import { giveBlankIds } from './blank-ids';

/** What a note and each movement's reason say about opening stock. */
export const IMPORT_REASON = 'import';

/**
 * Checks every row (its schema, the file, the database) and, unless a dry run, writes them all in
 * the caller's transaction. A real import with any problem writes nothing: a 400 names each one.
 */
export async function importRows(trx: Trx, body: ImportBody, actor: Actor | null, idempotencyKey: string | null): Promise<ImportAnswer> {
  const { lines } = body;
  const lineOf: LineOf = lines ? (row) => lines[row] ?? lineAfterHeader(row) : lineAfterHeader;
  const { entries, lookups, problems } = checkRows(body.kind, body.rows, lineOf);
  const given = await givenIds(trx, body, lookups);
  const found = await problemsInDatabase(trx, body.kind, lookups);
  problems.push(...found.problems);
  const dryRun = body.dry_run ?? false;
  const answer = { kind: body.kind, dry_run: dryRun, rows: body.rows.length, units: Object.fromEntries(found.units), given_ids: given };
  if (dryRun) return { ...answer, problems: sortProblems(problems), operation_ids: [] };
  if (problems.length > 0) {
    throw new AppError('validation-error', {
      detail: `The file has ${problems.length} problem(s); nothing was imported.`,
      invalidParams: sortProblems(problems).map((problem) => ({ name: importParamName(problem), reason: problem.reason })),
    });
  }
  if (body.kind === 'stock')
    return { ...answer, problems: [], operation_ids: await receiveOpeningStock(trx, entries, actor, idempotencyKey) };
  await writeItems(trx, body.kind, withIds(entries, given));
  return { ...answer, problems: [], operation_ids: [] };
}

/** The next free ids for rows that leave theirs blank (absent, not merely refused: a wrong id is the row's problem). */
function givenIds(trx: Trx, body: ImportBody, lookups: readonly Lookup[]): Promise<GivenId[]> {
  if (body.kind === 'stock') return Promise.resolve([]);
  const blank = body.rows.flatMap((raw, row) => (raw.id === undefined ? [row] : []));
  const named = new Set(lookups.flatMap(({ value }) => ('id' in value && value.id !== undefined ? [value.id] : [])));
  return giveBlankIds(trx, body.kind, blank, named);
}

type ItemKind = Exclude<ImportKind, 'stock'>;
/** A row of bins, SKUs or batches with its id, from the file or given. */
type Named<K extends ItemKind> = { row: number; value: ImportRow<K> & { id: string } };

function withIds(entries: readonly Entry[], given: readonly GivenId[]): Named<ItemKind>[] {
  const byRow = new Map(given.map(({ row, id }) => [row, id]));
  return (entries as Entry<ItemKind>[]).flatMap(({ row, value }) => {
    const id = value.id ?? byRow.get(row);
    return id === undefined ? [] : [{ row, value: { ...value, id } }];
  });
}

async function writeItems(trx: Trx, kind: ItemKind, entries: readonly Named<ItemKind>[]): Promise<void> {
  const createdAt = Date.now();
  switch (kind) {
    case 'bins':
      await insertRows(
        trx,
        'bins',
        (entries as Named<'bins'>[]).map(({ value }) => ({
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
        (entries as Named<'skus'>[]).map(({ value }) => ({
          id: value.id,
          name: value.name,
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
        (entries as Named<'batches'>[]).map(({ value }) => batchRow(value, createdAt)),
      );
      await insertCodes(trx, entries);
      break;
    case 'customers':
      await insertRows(
        trx,
        'customers',
        (entries as Named<'customers'>[]).map(({ value }) => customerRow(value, createdAt)),
      );
      break;
  }
  await advanceCounterPast(
    trx,
    entries.map(({ value }) => value.id),
  );
}

/** Codes were checked for the whole file already; written in bulk in the order listed, as saveCodes stores them. */
async function insertCodes(trx: Trx, entries: readonly Named<'skus' | 'batches'>[]): Promise<void> {
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
  entries: readonly Entry[],
  actor: Actor | null,
  idempotencyKey: string | null,
): Promise<number[]> {
  const changes = (entries as Entry<'stock'>[]).map(({ value }) => ({
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
