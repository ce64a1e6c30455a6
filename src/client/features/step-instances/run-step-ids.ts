import { formatId, numberOf, prefixOf } from '../../../shared/labels';

/**
 * Ids for `count` new lots, starting at the server's suggestion and counting up, skipping ids
 * already typed into other rows. A suggestion is not a reservation: the create retries with
 * fresh ones when another run took them first.
 */
export function consecutiveIds(next: string, count: number, taken: ReadonlySet<string>): string[] {
  const prefix = prefixOf(next);
  if (!prefix) return [];
  const ids: string[] = [];
  for (let n = numberOf(next); ids.length < count; n++) {
    const id = formatId(prefix, n);
    if (!taken.has(id)) ids.push(id);
  }
  return ids;
}

/** The id each output row gets: what was typed, or (blank) the next suggestion in row order; undefined until one is known. */
export function outputIds(rows: readonly { batch_id: string }[], next: string | undefined): (string | undefined)[] {
  const typed = new Set(rows.map((row) => row.batch_id.trim().toUpperCase()).filter(Boolean));
  const blanks = rows.filter((row) => !row.batch_id.trim()).length;
  const suggested = next ? consecutiveIds(next, blanks, typed) : [];
  let used = 0;
  return rows.map((row) => row.batch_id.trim().toUpperCase() || suggested[used++]);
}
