import type { DB } from '../db/connect';
import { oneOf } from '../db/id-set';
import type { Trx } from '../db/transaction';
import type { ItemCodes } from '../../shared/contract/codes';

export async function codesOf(db: DB | Trx, itemId: string): Promise<{ owned_codes: string[]; associated_codes: string[] }> {
  const rows = await db.selectFrom('item_codes').select(['code', 'kind']).where('item_id', '=', itemId).orderBy('position').execute();
  return {
    owned_codes: rows.filter((row) => row.kind === 'owned').map((row) => row.code),
    associated_codes: rows.filter((row) => row.kind === 'associated').map((row) => row.code),
  };
}

/** Owners, other than `itemId`, of any of these codes. */
export async function otherOwnersOf(trx: Trx, codes: readonly string[], itemId: string): Promise<{ code: string; item_id: string }[]> {
  if (codes.length === 0) return [];
  return trx
    .selectFrom('item_codes')
    .select(['code', 'item_id'])
    .where('kind', '=', 'owned')
    .where('code', 'in', oneOf(trx, codes))
    .where('item_id', '!=', itemId)
    .execute();
}

export async function deleteCodes(trx: Trx, itemId: string): Promise<void> {
  await trx.deleteFrom('item_codes').where('item_id', '=', itemId).execute();
}

/** Replaces both lists at once, so a code may move between owned and associated in one update. */
export async function replaceCodes(trx: Trx, itemId: string, codes: ItemCodes): Promise<void> {
  await deleteCodes(trx, itemId);
  const rows = [
    ...codes.owned_codes.map((code, position) => ({ item_id: itemId, code, kind: 'owned' as const, position })),
    ...codes.associated_codes.map((code, position) => ({ item_id: itemId, code, kind: 'associated' as const, position })),
  ];
  if (rows.length > 0) await trx.insertInto('item_codes').values(rows).execute();
}
