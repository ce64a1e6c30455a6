import type { z } from 'zod';
import { CodeList } from './fields';

/** An item carries a few barcodes (unit, case, supplier's); fifty is far more than any needs. */
export const MAX_CODES = 50;

export const ItemCodeList = CodeList.max(MAX_CODES, `must list at most ${MAX_CODES} codes`);

/** An item's codes, in the order the user listed them. */
export interface ItemCodes {
  owned_codes: readonly string[];
  associated_codes: readonly string[];
}

export interface RepeatedCode {
  path: ['owned_codes' | 'associated_codes', number];
  reason: string;
}

/**
 * A code is listed once per item: the same code twice in a list, or both owned and
 * associated, is a typing or scanning slip rather than a meaning.
 */
export function repeatedCodes(codes: ItemCodes): RepeatedCode[] {
  const firstSeen = new Map<string, string>();
  const repeats: RepeatedCode[] = [];
  for (const field of ['owned_codes', 'associated_codes'] as const) {
    codes[field].forEach((code, index) => {
      const first = firstSeen.get(code);
      if (first) repeats.push({ path: [field, index], reason: `code ${code} is already listed in ${first}` });
      else firstSeen.set(code, `${field}[${index}]`);
    });
  }
  return repeats;
}

/** Body refinement: the lists a request sends (null meaning none) repeat no code. */
export function refineCodes(
  value: { owned_codes?: string[] | null | undefined; associated_codes?: string[] | null | undefined },
  ctx: z.RefinementCtx,
): void {
  const repeats = repeatedCodes({ owned_codes: value.owned_codes ?? [], associated_codes: value.associated_codes ?? [] });
  for (const { path, reason } of repeats) ctx.addIssue({ code: 'custom', path, message: reason });
}
