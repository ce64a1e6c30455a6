import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import type { Unit } from '../../../shared/units';
import type { Trx } from '../../db/transaction';
import type { AppError } from '../../http/app-error';
import { usedBeforeProblem } from '../archive/records';
import { unknownParent } from '../batches/resource';
import { duplicateId } from '../codes/uniqueness';
import { unitsOf } from '../items/lookup';
import { requireFitsUnit } from '../items/units';
import { chunksOf, idsUsedBefore, liveIds, ownersOfCodes, type ItemTable } from './repo';
import type { Entry } from './rows';

/** The reason a create endpoint gives, so an import words each refusal the same way. */
const reasonOf = (error: AppError): string => error.problem['invalid-params']?.[0]?.reason ?? error.problem.title;

const TABLE_OF: Record<Exclude<ImportKind, 'stock'>, ItemTable> = { bins: 'bins', skus: 'skus', batches: 'batches' };

export interface DatabaseFindings {
  problems: ImportProblem[];
  /** units of the items opening stock names */
  units: Map<string, Unit>;
}

/** What only the database knows: ids taken or used before, codes owned elsewhere, parents, bins and items that exist. */
export async function problemsInDatabase(trx: Trx, kind: ImportKind, entries: readonly Entry[]): Promise<DatabaseFindings> {
  if (kind === 'stock') return stockProblems(trx, entries as Entry<'stock'>[]);
  return { problems: await newItemProblems(trx, TABLE_OF[kind], entries), units: new Map() };
}

async function newItemProblems(trx: Trx, table: ItemTable, entries: readonly Entry[]): Promise<ImportProblem[]> {
  const ids = entries.map(({ value }) => (value as { id: string }).id);
  const [live, used] = await Promise.all([liveIds(trx, table, ids), idsUsedBefore(trx, ids)]);
  const problems: ImportProblem[] = [];
  for (const { row, value } of entries) {
    const { id } = value as { id: string };
    if (live.has(id)) problems.push({ row, column: 'id', reason: reasonOf(duplicateId()) });
    else if (used.has(id)) problems.push({ row, column: 'id', reason: reasonOf(usedBeforeProblem(id)) });
  }
  problems.push(...(await codeProblems(trx, entries)), ...(await parentProblems(trx, entries)));
  return problems;
}

/** An owned code may be owned by only one item (docs/decisions/005-codes.md). */
async function codeProblems(trx: Trx, entries: readonly Entry[]): Promise<ImportProblem[]> {
  const ownedOf = ({ value }: Entry) => ('owned_codes' in value ? (value.owned_codes ?? []) : []);
  const owners = await ownersOfCodes(trx, entries.flatMap(ownedOf));
  return entries.flatMap((entry) =>
    ownedOf(entry).flatMap((code, index) => {
      const owner = owners.get(code);
      return owner ? [{ row: entry.row, column: `owned_codes[${index}]`, reason: `code ${code} is already owned by ${owner}` }] : [];
    }),
  );
}

/** A batch's parent SKU must be live; it is held until commit, as a batch create holds it. */
async function parentProblems(trx: Trx, entries: readonly Entry[]): Promise<ImportProblem[]> {
  const parentOf = ({ value }: Entry) => ('sku_id' in value ? (value.sku_id ?? null) : null);
  const parents = [...new Set(entries.map(parentOf).filter((id) => id !== null))];
  const live = await liveIds(trx, 'skus', parents, true);
  const reason = reasonOf(unknownParent());
  return entries.flatMap((entry) => {
    const parent = parentOf(entry);
    return parent !== null && !live.has(parent) ? [{ row: entry.row, column: 'sku_id', reason }] : [];
  });
}

/** unitsOf a chunk at a time: it binds each id four times. */
async function unitsOfMany(trx: Trx, ids: readonly string[]): Promise<Map<string, Unit>> {
  const units = new Map<string, Unit>();
  for (const chunk of chunksOf(ids)) for (const [id, unit] of await unitsOf(trx, chunk)) units.set(id, unit);
  return units;
}

/** Opening stock goes into live bins, of live SKUs and batches, in amounts their unit allows. */
async function stockProblems(trx: Trx, entries: readonly Entry<'stock'>[]): Promise<DatabaseFindings> {
  const items = [...new Set(entries.map(({ value }) => value.item))];
  const [bins, skus, batches, units] = await Promise.all([
    liveIds(trx, 'bins', [...new Set(entries.map(({ value }) => value.bin))], true),
    liveIds(trx, 'skus', items.filter((id) => id.startsWith('SKU'))),
    liveIds(trx, 'batches', items.filter((id) => id.startsWith('BAT'))),
    unitsOfMany(trx, items),
  ]);
  const problems = entries.flatMap(({ row, value }) => {
    const problems: ImportProblem[] = [];
    if (!bins.has(value.bin)) problems.push({ row, column: 'bin', reason: `no bin ${value.bin} exists` });
    const unit = units.get(value.item);
    if (!skus.has(value.item) && !batches.has(value.item)) problems.push({ row, column: 'item', reason: `no SKU or batch ${value.item} exists` });
    else if (unit) {
      try {
        requireFitsUnit('quantity', value.quantity, unit, value.item);
      } catch (error) {
        problems.push({ row, column: 'quantity', reason: reasonOf(error as AppError) });
      }
    }
    return problems;
  });
  return { problems, units };
}
