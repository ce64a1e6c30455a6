import {
  KINDS_ON_HAND,
  KINDS_WITH_SKU,
  SEARCH_ON_HAND_BINS,
  type SearchLocations,
  type SearchMatch,
  type SearchQuery,
  type SearchResult,
  type SearchState,
} from '../../../shared/contract/search';
import { DEFAULT_UNIT } from '../../../shared/units';
import type { DB } from '../../db/connect';
import { fromMicro } from '../../stock-core/quantities';
import { customerNames, mixtureNames } from '../../core/names';
import type { LabelKind } from '../../../shared/labels';
import { codeHitPage, countCodeHits, countNameHits, findItem, onHandOf, nameHitPage, type SearchRow } from './repo';
import { searchTerms } from './terms';

/**
 * Results are counted only this far past the page start. An exact count of a common word
 * at a million rows costs more than the page itself; past this the total is a lower bound
 * (total_is_exact: false). It exceeds the largest page, so a page is never cut short.
 */
export const COUNT_AHEAD = 1000;

/** One run of results in answer order (id, then codes, then names), known by its size. */
interface Group {
  match: SearchMatch;
  size: number;
  page: (offset: number, limit: number) => Promise<SearchRow[]>;
}

/** Exact id, then exact code (owned, then associated), then names by word prefix; each item once. */
export async function search(db: DB, { query, startingFrom, limit }: SearchQuery): Promise<SearchState> {
  const terms = searchTerms(query ?? '');
  // One past the counting bound, so a full count tells "exactly this many" from "more".
  const countLimit = startingFrom + COUNT_AHEAD + 1;
  const groups: Group[] = [];
  let counted = 0;

  const idHit = terms.id === null ? undefined : await findItem(db, terms.id);
  if (idHit) {
    groups.push({ match: 'id', size: 1, page: async () => [idHit] });
    counted = 1;
  }
  const listedId = idHit?.item_id ?? null;
  let listedCode: string | null = null;
  if (terms.code !== null) {
    const code = terms.code;
    const size = await countCodeHits(db, code, listedId, countLimit - counted);
    groups.push({ match: 'code', size, page: (offset, take) => codeHitPage(db, code, listedId, offset, take) });
    counted += size;
    // Most one-word queries are no code at all; the name group then has nothing to leave out for it.
    if (size > 0) listedCode = code;
  }
  if (terms.words.length > 0 && counted < countLimit) {
    const listed = { itemId: listedId, code: listedCode };
    const size = await countNameHits(db, terms.words, listed, countLimit - counted);
    groups.push({ match: 'name', size, page: (offset, take) => nameHitPage(db, terms.words, listed, offset, take) });
    counted += size;
  }

  const rows = await withOwnNames(db, await withLocations(db, await pageOf(groups, startingFrom, limit)));
  return {
    total_num_results: Math.min(counted, countLimit - 1),
    total_is_exact: counted < countLimit,
    starting_from: startingFrom,
    limit,
    returned_num_results: rows.length,
    results: rows,
  };
}

/**
 * Kinds whose name the index does not hold as shown: a mixture is called by its SKU's name (the
 * index keeps one row per id, by triggers on mixtures), and a customer's index text carries its
 * contact and email after its name, so both are found by them.
 */
const OWN_NAMES: Partial<Record<LabelKind, (db: DB, ids: readonly string[]) => Promise<{ id: string; name: string }[]>>> = {
  mixture: mixtureNames,
  customer: customerNames,
};

async function withOwnNames(db: DB, results: SearchResult[]): Promise<SearchResult[]> {
  const names = new Map<string, string>();
  for (const [kind, read] of Object.entries(OWN_NAMES)) {
    const ids = results.filter((result) => result.kind === kind).map((result) => result.id);
    if (ids.length > 0) for (const row of await read(db, ids)) names.set(row.id, row.name);
  }
  if (names.size === 0) return results;
  return results.map((result) => ({ ...result, name: names.get(result.id) ?? result.name }));
}

/** The page's SKUs and batches with where each is held, read for the whole page at once. */
async function withLocations(db: DB, results: SearchResult[]): Promise<SearchResult[]> {
  const stocked = results.filter((result) => KINDS_ON_HAND.includes(result.kind)).map((result) => result.id);
  if (stocked.length === 0) return results;
  const locations = new Map<string, SearchLocations>();
  for (const row of await onHandOf(db, stocked, SEARCH_ON_HAND_BINS)) {
    const entry = locations.get(row.item_id) ?? { unit: row.unit ?? DEFAULT_UNIT, held: [], more: 0 };
    locations.set(row.item_id, entry);
    if (row.bin_id === null) continue;
    entry.held.push({ bin_id: row.bin_id, bin_name: row.bin_name ?? '', quantity: fromMicro(row.quantity ?? 0) });
    entry.more = (row.bins ?? 0) - entry.held.length;
  }
  return results.map((result) => {
    const where = locations.get(result.id);
    return where ? { ...result, locations: where } : result;
  });
}

/** The rows at answer positions [start, start + limit), taken from each group in turn. */
async function pageOf(groups: Group[], start: number, limit: number): Promise<SearchResult[]> {
  const rows: SearchResult[] = [];
  let groupStart = 0;
  for (const group of groups) {
    const offset = Math.max(start + rows.length - groupStart, 0);
    const take = Math.min(group.size - offset, limit - rows.length);
    if (take > 0) rows.push(...(await group.page(offset, take)).map((row) => resultOf(row, group.match)));
    groupStart += group.size;
  }
  return rows;
}

function resultOf(row: SearchRow, match: SearchMatch): SearchResult {
  return {
    id: row.item_id,
    name: row.name,
    kind: row.kind,
    match,
    ...(KINDS_WITH_SKU.includes(row.kind) && { sku_id: row.sku_id }),
  };
}
