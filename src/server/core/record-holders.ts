import { sql } from 'kysely';
import type { LabelPrefix } from '../../shared/labels';
import type { DB } from '../db/connect';
import { oneOf } from '../db/id-set';
import type { Trx } from '../db/transaction';

/**
 * A column whose rows put the ids they name on the record, as the ledger's from_bin and to_bin
 * put a bin there and its item_id an item (archive.ts): a thing such a row names is archived
 * rather than deleted, and its id is never given to a new thing (ids.ts, the import's checks).
 * A table added later declares itself here from its feature's hooks (app.ts
 * registerFeatureHooks), so the archive rule needs no change: the shipments feature registers
 * `registerRecordHolder('CUS', { table: 'shipments', column: 'customer_id' })`, and from then on
 * a customer that received a shipment can only be archived. The column should be indexed.
 */
export interface RecordHolder {
  table: string;
  column: string;
}

const holders = new Map<string, Map<string, RecordHolder>>();

/** Registering a column again (a second app in one process) changes nothing. */
export function registerRecordHolder(prefix: LabelPrefix, holder: RecordHolder): void {
  const ofPrefix = holders.get(prefix) ?? new Map<string, RecordHolder>();
  ofPrefix.set(`${holder.table}.${holder.column}`, holder);
  holders.set(prefix, ofPrefix);
}

const holdersOf = (prefix: string): RecordHolder[] => [...(holders.get(prefix)?.values() ?? [])];

/** Which of `ids` a registered holder names: one indexed read per holder of their prefixes, none when no holder is registered. */
export async function idsHeldOnRecord(db: DB | Trx, ids: readonly string[]): Promise<Set<string>> {
  const held = new Set<string>();
  for (const prefix of new Set(ids.map((id) => id.slice(0, 3)))) {
    const ofPrefix = ids.filter((id) => id.startsWith(prefix));
    for (const { table, column } of holdersOf(prefix)) {
      const { rows } = await sql<{ id: string }>`select distinct ${sql.ref(column)} as id from ${sql.table(table)}
        where ${sql.ref(column)} in ${oneOf(db, ofPrefix)}`.execute(db);
      for (const row of rows) held.add(row.id);
    }
  }
  return held;
}

export const heldOnRecord = async (db: DB | Trx, id: string): Promise<boolean> => (await idsHeldOnRecord(db, [id])).has(id);
