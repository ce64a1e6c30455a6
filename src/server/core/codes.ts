import { repeatedCodes, type ItemCodes } from '../../shared/contract/codes';
import type { Trx } from '../db/transaction';
import { AppError } from '../http/app-error';
import { fieldName } from '../http/parse';
import { codesOf, otherOwnersOf, replaceCodes } from './codes-repo';

export { codesOf, deleteCodes } from './codes-repo';

/** Codes as an update sends them: absent keeps the stored list, null empties it. */
export interface CodesPatch {
  owned_codes?: string[] | null | undefined;
  associated_codes?: string[] | null | undefined;
}

/** The lists an item will have after a patch. */
export async function patchedCodes(trx: Trx, itemId: string, patch: CodesPatch): Promise<ItemCodes> {
  const stored = await codesOf(trx, itemId);
  return {
    owned_codes: patch.owned_codes === undefined ? stored.owned_codes : (patch.owned_codes ?? []),
    associated_codes: patch.associated_codes === undefined ? stored.associated_codes : (patch.associated_codes ?? []),
  };
}

/**
 * Stores an item's codes wholesale after checking the rules of docs/decisions/005-codes.md:
 * a code once per item (400), an owned code owned by no other item (409), so that a scan
 * of an owned code resolves to exactly one SKU or batch.
 */
export async function saveCodes(trx: Trx, itemId: string, codes: ItemCodes): Promise<void> {
  // A patch of one list can collide with the stored other list, which the body check cannot see.
  const repeats = repeatedCodes(codes);
  if (repeats.length > 0) {
    throw new AppError('validation-error', {
      invalidParams: repeats.map(({ path, reason }) => ({ name: fieldName(path), reason })),
    });
  }
  const owners = new Map((await otherOwnersOf(trx, codes.owned_codes, itemId)).map((row) => [row.code, row.item_id]));
  if (owners.size > 0) {
    throw new AppError('duplicate-resource', {
      title: 'Code is already owned by another SKU or batch.',
      invalidParams: codes.owned_codes.flatMap((code, index) => {
        const owner = owners.get(code);
        return owner ? [{ name: `owned_codes[${index}]`, reason: `code ${code} is already owned by ${owner}` }] : [];
      }),
    });
  }
  await replaceCodes(trx, itemId, codes);
}
