import type { ArchiveListResource, ArchiveQuery, ArchivedState, RestoreAnswer } from '../../../shared/contract/archive';
import type { ItemCodes } from '../../../shared/contract/codes';
import type { DB } from '../../db/connect';
import { restorerOf } from '../../core/restorers';
import { inUniqueTransaction } from '../../core/unique';
import { countArchived, deleteArchived, findArchived, pageOfArchived } from './repo';
import { archivedResource, missingArchived, RESTORED_STATUS, liveUri, liveOperations } from './resource';

type ArchivedRow = NonNullable<Awaited<ReturnType<typeof findArchived>>>;

export function archivedState(row: ArchivedRow): ArchivedState {
  const codes = JSON.parse(row.codes) as ItemCodes;
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    sku_id: row.sku_id,
    props: row.props === null ? null : (JSON.parse(row.props) as ArchivedState['props']),
    owned_codes: [...codes.owned_codes],
    associated_codes: [...codes.associated_codes],
    created_at: new Date(row.created_at).toISOString(),
    archived_at: new Date(row.archived_at).toISOString(),
  };
}

export async function getArchived(db: DB, id: string): Promise<ArchivedState> {
  const row = await findArchived(db, id);
  if (!row) throw missingArchived(id);
  return archivedState(row);
}

export async function listArchived(db: DB, query: ArchiveQuery): Promise<ArchiveListResource['state']> {
  const filter = { kind: query.kind, id: query.id };
  const [total, rows] = await Promise.all([countArchived(db, filter), pageOfArchived(db, filter, query.startingFrom, query.limit)]);
  return {
    total,
    starting_from: query.startingFrom,
    limit: query.limit,
    items: rows.map((row) => archivedResource(archivedState(row))),
  };
}

/**
 * Brings an archived bin, SKU or batch back under its own id, with its name, props and
 * codes (a bin also with its zone and notes); its history was never gone. A code owned by
 * another item since is a 409. Each kind's feature registers how it is put back (core/restorers.ts).
 */
export function restoreArchived(db: DB, id: string): Promise<RestoreAnswer> {
  return inUniqueTransaction(db, async (trx) => {
    const row = await findArchived(trx, id);
    if (!row) throw missingArchived(id);
    await deleteArchived(trx, id);
    const state = await restorerOf(row.kind)(trx, row, JSON.parse(row.codes) as ItemCodes);
    return { Id: liveUri(row.kind, id), status: RESTORED_STATUS[row.kind], state, operations: liveOperations(row.kind, id) };
  });
}
