import type { DB } from '../db/connect';
import type { Trx } from '../db/transaction';
import { AppError } from '../http/app-error';
import {
  appearsInHolds,
  appearsInLedger,
  archivedNames,
  insertArchived,
  isArchived,
  namedByArchivedBatch,
  type ArchivedRow,
} from './archive-repo';
import { heldOnRecord } from './record-holders';

/**
 * Records are evidence (docs/decisions/013-records.md): an id with ledger or hold history is
 * never given to a new thing, and deleting such a thing archives it instead of removing it.
 */

/** Whether an id is on the record: named by the ledger, by a recall hold, or by a table registered as holding it (record-holders.ts). */
const onRecord = async (db: DB | Trx, id: string) =>
  (await appearsInLedger(db, id)) || (await appearsInHolds(db, id)) || (await heldOnRecord(db, id));

/** Whether an id was ever used for something with history: archived, or on the record. */
export async function usedBefore(db: DB | Trx, id: string): Promise<boolean> {
  return (await isArchived(db, id)) || (await onRecord(db, id));
}

/** `field` names where the id was given: `id`, or a mixture's `mix_id` and `new_mix_id`. */
export const usedBeforeProblem = (id: string, field = 'id') =>
  new AppError('duplicate-resource', {
    title: 'Attempt to create resource that was used before.',
    detail: `${id} has stock history, so it can never name a new thing. Restore it from the archive, or use another id.`,
    invalidParams: [{ name: field, reason: `${id} was used before and has stock history` }],
  });

/** Refuses an id that is free in the live table but was used before. */
export async function refuseUsedId(trx: Trx, id: string, field = 'id'): Promise<void> {
  if (await usedBefore(trx, id)) throw usedBeforeProblem(id, field);
}

/**
 * Called by a delete before it removes the live row: a thing with history (or, for a SKU,
 * an archived batch that names it) is archived with its name, codes and props (a bin's zone
 * and notes too); anything else simply goes, and its id may be used again.
 */
export async function archiveIfUsed(trx: Trx, record: Omit<ArchivedRow, 'archived_at'>): Promise<boolean> {
  const used = (await onRecord(trx, record.id)) || (record.kind === 'sku' && (await namedByArchivedBatch(trx, record.id)));
  if (used) await insertArchived(trx, { ...record, archived_at: Date.now() });
  return used;
}

/** What a thing without codes (a bin, a customer) is archived with. */
export const NO_CODES = JSON.stringify({ owned_codes: [], associated_codes: [] });

/** Names of archived things among `ids`. */
export const archivedNamesOf = (db: DB | Trx, ids: readonly string[]) => archivedNames(db, ids);
