import type { ImportKind, ImportProblem } from '../../../shared/contract/import';
import type { Unit } from '../../../shared/units';
import type { Trx } from '../../db/transaction';
import type { AppError } from '../../http/app-error';
import { requireFitsUnit } from '../../stock-core/quantities';
import { usedBeforeProblem } from '../../core/archive';
import { unitsOf } from '../../core/items';
import { idsUsedBefore, liveIds, ownersOfCodes, type ItemTable } from './repo';
import type { Lookup } from './rows';

/** The reason a create endpoint gives, where its words suit a clerk too. */
const reasonOf = (error: AppError): string => error.problem['invalid-params']?.[0]?.reason ?? error.problem.title;

const TABLE_OF: Record<Exclude<ImportKind, 'stock'>, ItemTable> = {
  bins: 'bins',
  skus: 'skus',
  batches: 'batches',
  customers: 'customers',
};

export interface DatabaseFindings {
  problems: ImportProblem[];
  /** units of the items opening stock names */
  units: Map<string, Unit>;
}

/** What only the database knows: ids taken or used before, codes owned elsewhere, parents, bins and items that exist. */
export async function problemsInDatabase(trx: Trx, kind: ImportKind, lookups: readonly Lookup[]): Promise<DatabaseFindings> {
  if (kind === 'stock') return stockProblems(trx, lookups);
  return { problems: await newItemProblems(trx, TABLE_OF[kind], lookups), units: new Map() };
}

async function newItemProblems(
  trx: Trx,
  table: ItemTable,
  lookups: readonly Lookup<Exclude<ImportKind, 'stock'>>[],
): Promise<ImportProblem[]> {
  const ids = lookups.flatMap(({ value }) => (value.id === undefined ? [] : [value.id]));
  const [live, used] = await Promise.all([liveIds(trx, table, ids), idsUsedBefore(trx, ids)]);
  const problems: ImportProblem[] = [];
  for (const {
    row,
    value: { id },
  } of lookups) {
    if (id === undefined) continue;
    if (live.has(id)) problems.push({ row, column: 'id', reason: `${id} exists already` });
    else if (used.has(id)) problems.push({ row, column: 'id', reason: reasonOf(usedBeforeProblem(id)) });
  }
  problems.push(...(await codeProblems(trx, lookups)), ...(await parentProblems(trx, lookups)));
  return problems;
}

/** An owned code may be owned by only one item (docs/decisions/005-codes.md). */
async function codeProblems(trx: Trx, lookups: readonly Lookup[]): Promise<ImportProblem[]> {
  const ownedOf = ({ value }: Lookup) => ('owned_codes' in value ? (value.owned_codes ?? []) : []);
  const owners = await ownersOfCodes(trx, lookups.flatMap(ownedOf));
  return lookups.flatMap((entry) =>
    ownedOf(entry).flatMap((code, index) => {
      const owner = owners.get(code);
      return owner ? [{ row: entry.row, column: `owned_codes[${index}]`, reason: `code ${code} is already owned by ${owner}` }] : [];
    }),
  );
}

/** A batch's parent SKU must be live; it is locked until commit, as a batch create locks it. */
async function parentProblems(trx: Trx, lookups: readonly Lookup[]): Promise<ImportProblem[]> {
  const parentOf = ({ value }: Lookup) => ('sku_id' in value ? (value.sku_id ?? null) : null);
  const parents = [...new Set(lookups.map(parentOf).filter((id) => id !== null))];
  const live = await liveIds(trx, 'skus', parents, true);
  return lookups.flatMap((entry) => {
    const parent = parentOf(entry);
    return parent !== null && !live.has(parent) ? [{ row: entry.row, column: 'sku_id', reason: `no SKU ${parent} exists` }] : [];
  });
}

/** Opening stock goes into live bins, of live SKUs and batches, in amounts their unit allows. */
async function stockProblems(trx: Trx, lookups: readonly Lookup<'stock'>[]): Promise<DatabaseFindings> {
  const named = (field: 'bin' | 'item') => [...new Set(lookups.flatMap(({ value }) => (value[field] === undefined ? [] : [value[field]])))];
  const items = named('item');
  const [bins, skus, batches, units] = await Promise.all([
    liveIds(trx, 'bins', named('bin'), true),
    liveIds(
      trx,
      'skus',
      items.filter((id) => id.startsWith('SKU')),
    ),
    liveIds(
      trx,
      'batches',
      items.filter((id) => id.startsWith('BAT')),
    ),
    unitsOf(trx, items),
  ]);
  const problems = lookups.flatMap(({ row, value: { bin, item, quantity } }) => {
    const problems: ImportProblem[] = [];
    if (bin !== undefined && !bins.has(bin)) problems.push({ row, column: 'bin', reason: `no bin ${bin} exists` });
    if (item === undefined) return problems;
    const unit = units.get(item);
    if (!skus.has(item) && !batches.has(item)) problems.push({ row, column: 'item', reason: `no SKU or batch ${item} exists` });
    else if (unit && quantity !== undefined) {
      try {
        requireFitsUnit('quantity', quantity, unit, item);
      } catch (error) {
        problems.push({ row, column: 'quantity', reason: reasonOf(error as AppError) });
      }
    }
    return problems;
  });
  return { problems, units };
}
