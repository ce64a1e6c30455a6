import type { BinState, CreateBinBody, UpdateBinBody } from '../../../shared/contract/bins';
import type { DB } from '../../db/connect';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { AppError, invalid } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { lockMixturesIn, lockWholeBin } from '../../stock-core/locks';
import { record, stockContext } from '../../stock-core/record';
import { archiveIfUsed, NO_CODES, refuseUsedId } from '../../core/archive';
import { advanceCounter } from '../../core/ids';
import { contentsOfBin, unitsOf } from '../../core/items';
import { logMixtureEvent, takenDetails } from '../../core/mixture-log';
import { namesOf } from '../../core/names';
import { missingBin } from '../../core/resources/bins';
import { fromMicro } from '../../stock-core/quantities';
import { deleteBinRow, describedContentsOf, findBin, insertBin, updateBinRow, type BinRow } from './repo';
import { binState } from './resource';

const storedProps = (props: BinState['props'] | undefined) => (props == null ? null : JSON.stringify(props));

async function loadBin(db: DB | Trx, id: string): Promise<BinState> {
  const row = await findBin(db, id);
  if (!row) throw missingBin(id);
  const entries = await describedContentsOf(db, id);
  const names = new Map(entries.flatMap((entry) => (entry.name === null ? [] : [[entry.item_id, entry.name] as const])));
  const units = new Map(entries.flatMap((entry) => (entry.unit === null ? [] : [[entry.item_id, entry.unit] as const])));
  // An item in no live table is named and counted as the archive keeps it.
  const archived = entries.filter((entry) => !entry.live).map((entry) => entry.item_id);
  if (archived.length > 0) {
    const [oldNames, oldUnits] = await Promise.all([namesOf(db, archived), unitsOf(db, archived)]);
    for (const [item, name] of oldNames) names.set(item, name);
    for (const [item, unit] of oldUnits) units.set(item, unit);
  }
  return binState(row, entries, names, units);
}

export const getBin = (db: DB, id: string): Promise<BinState> => loadBin(db, id);

export async function createBin(db: DB, body: CreateBinBody): Promise<BinState> {
  try {
    return await inTransaction(db, async (trx) => {
      if (await findBin(trx, body.id)) throw duplicateBin();
      await refuseUsedId(trx, body.id);
      await insertBin(trx, {
        id: body.id,
        name: body.name ?? '',
        zone: body.zone ?? null,
        notes: body.notes ?? null,
        props: storedProps(body.props),
        created_at: Date.now(),
      });
      await advanceCounter(trx, body.id);
      return loadBin(trx, body.id);
    });
  } catch (error) {
    // Two creates of one id can both pass the check; the primary key decides.
    throw isUniqueViolation(error) ? duplicateBin() : error;
  }
}

const duplicateBin = () => new AppError('duplicate-resource', { invalidParams: [{ name: 'id', reason: 'must not already exist' }] });

export async function updateBin(db: DB, id: string, body: UpdateBinBody): Promise<BinState> {
  if (body.id !== undefined && body.id !== id) throw invalid('id', 'must match the bin in the URL');
  return inTransaction(db, async (trx) => {
    if (!(await findBin(trx, id))) throw missingBin(id);
    await updateBinRow(trx, id, {
      ...(body.name !== undefined && { name: body.name ?? '' }),
      ...(body.zone !== undefined && { zone: body.zone }),
      ...(body.notes !== undefined && { notes: body.notes }),
      ...(body.props !== undefined && { props: storedProps(body.props) }),
    });
    return loadBin(trx, id);
  });
}

/**
 * Deletes an empty bin. A bin that still holds stock needs force, which releases every
 * entry through the ledger first, as one operation naming who deleted it, so nothing leaves
 * without a record. A bin with history is archived rather than removed (docs/decisions/013-records.md).
 */
export async function deleteBin(db: DB, id: string, force: boolean, actor: Actor | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (!(await lockWholeBin(trx, id))) throw missingBin(id);
    const bin = await findBin(trx, id);
    if (!bin) throw missingBin(id);
    await lockMixturesIn(trx, id);
    const contents = await contentsOfBin(trx, id);
    if (contents.length > 0 && !force) {
      throw new AppError('dangerous-operation', {
        invalidParams: [
          { name: 'force', reason: 'force must be set to true, or invalid parameter id must be resolved' },
          { name: 'id', reason: 'bin must be empty' },
        ],
      });
    }
    if (contents.length > 0) {
      const ctx = stockContext(trx, actor, null);
      const { operationId, changes } = await record(ctx, {
        kind: 'bin-delete',
        documentId: id,
        note: 'bin deleted with force',
        changes: contents.map((entry) => ({
          kind: 'bin-delete' as const,
          itemId: entry.item_id,
          from: id,
          to: null,
          quantity: entry.quantity,
        })),
      });
      // Each mixture emptied says so in its log, naming who deleted the bin and what each lot gave.
      for (const [i, { item_id, quantity }] of contents.entries()) {
        if (!isMixture(item_id)) continue;
        await logMixtureEvent(ctx, item_id, {
          event: 'bin-delete',
          createdBy: actor?.name ?? 'bin-delete',
          note: 'bin deleted with force',
          details: { quantity: fromMicro(quantity), components: takenDetails(changes[i]?.taken ?? []), bin_id: id },
          operationId,
        });
      }
    }
    const { name, zone, notes, props, created_at } = bin;
    await archiveIfUsed(trx, { id, kind: 'bin', name, zone, notes, sku_id: null, props, codes: NO_CODES, created_at });
    await deleteBinRow(trx, id);
  });
}

/** Puts an archived bin back, as it was. */
export async function restoreBin(trx: Trx, row: BinRow): Promise<BinState> {
  await insertBin(trx, row);
  return loadBin(trx, row.id);
}
