import { sql } from 'kysely';
import { formatId, ID_MODULUS, numberOf, type LabelPrefix } from '../../shared/labels';
import type { DB } from '../db/connect';
import { tableOf } from '../db/id-tables';
import type { Trx } from '../db/transaction';
import { usedBefore } from './archive';

/** An id is taken while something live has it, and for ever once it has stock history. */
export async function idInUse(db: DB | Trx, id: string): Promise<boolean> {
  const table = tableOf(id);
  if (!table) return false;
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined || (await usedBefore(db, id));
}

/**
 * The next free id: the stored counter, moved past any id in use. It starts at 000001,
 * never moves back after deletes, and wraps to 000000 after 999999.
 */
export async function suggestNextId(db: DB, prefix: LabelPrefix): Promise<string> {
  let n = await counterStart(db, prefix);
  for (let tried = 0; tried < ID_MODULUS; tried++) {
    const id = formatId(prefix, n);
    if (!(await idInUse(db, id))) return id;
    n = (n + 1) % ID_MODULUS;
  }
  throw new Error(`every ${prefix} id is in use`);
}

/** Where the search for the next free id starts: the stored counter, or 1 before any id was created. */
export async function counterStart(db: DB | Trx, prefix: LabelPrefix): Promise<number> {
  const row = await db.selectFrom('id_counters').select('next_value').where('prefix', '=', prefix).executeTakeFirst();
  return row?.next_value ?? 1;
}

/**
 * Called in the transaction that creates `id`: an id at or past the suggestion moves it on.
 * Ids beyond the six suggested digits (BIN1234567) leave the counter alone.
 */
export async function advanceCounter(trx: Trx, id: string): Promise<void> {
  const prefix = id.slice(0, 3);
  const n = numberOf(id);
  if (n >= ID_MODULUS) return;
  const next = (n + 1) % ID_MODULUS;
  await trx
    .insertInto('id_counters')
    .values({ prefix, next_value: next })
    .onConflict((oc) => oc.column('prefix').doUpdateSet({ next_value: next }).where(sql.ref('id_counters.next_value'), '<=', n))
    .execute();
}
