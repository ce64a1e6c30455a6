import { sql, type Kysely } from 'kysely';
import { formatId, ID_MODULUS, numberOf, type LabelPrefix } from '../../shared/labels';
import type { DB } from '../db/connect';
import { tableOf } from '../db/id-tables';
import { precompiled } from '../db/precompiled';
import { idsHeldOnRecord } from './record-holders';
import type { Database } from '../db/schema';
import type { Trx } from '../db/transaction';

type IdTable = NonNullable<ReturnType<typeof tableOf>>;

/**
 * One id's probe for idsInUse: the id itself when something live has it, or when it was used
 * before (archive.ts's rule: archived, named by the ledger, or by a recall hold).
 */
function inUseProbe(db: Kysely<Database>, id: string, table: IdTable) {
  return db.selectNoFrom(sql<string>`cast(${id} as text)`.as('id')).where((eb) =>
    eb.or([
      eb.exists(eb.selectFrom(table).select('id').where('id', '=', id)),
      eb.exists(eb.selectFrom('archived_items').select('id').where('id', '=', id)),
      // A bin is in the ledger as where units went or came from; anything else as what moved.
      ...(table === 'bins'
        ? [
            eb.exists(eb.selectFrom('movements').select('id').where('from_bin', '=', id)),
            eb.exists(eb.selectFrom('movements').select('id').where('to_bin', '=', id)),
          ]
        : [eb.exists(eb.selectFrom('movements').select('id').where('item_id', '=', id))]),
      eb.exists(eb.selectFrom('item_holds').select('id').where('item_id', '=', id)),
    ]),
  );
}

/**
 * One probe per id, in one statement compiled once per dialect and list of kinds
 * (db/precompiled.ts): each parameter is named by its id's prefix and place, `BAT0`, so its
 * name tells the table to probe and its value stays a bound value.
 */
const probeIds = precompiled((db, ids: Record<string, string>) => {
  const [first, ...rest] = Object.entries(ids).map(([name, id]) => inUseProbe(db, id, tableOf(name) as IdTable));
  if (!first) throw new Error('no ids to probe');
  return rest.reduce((query, probe) => query.unionAll(probe), first);
});

/**
 * The ids among `ids` that are taken, read in one statement: an id is taken while something
 * live has it, and for ever once it has stock history. Ids of no known kind are never taken.
 */
export async function idsInUse(db: DB | Trx, ids: readonly string[]): Promise<Set<string>> {
  const known = [...new Set(ids)].filter((id) => tableOf(id) !== null);
  if (known.length === 0) return new Set();
  const rows = await probeIds(db, Object.fromEntries(known.map((id, i) => [`${id.slice(0, 3)}${i}`, id])));
  const taken = new Set(rows.map((row) => row.id));
  // Tables registered later as holding ids (a shipment its customer) are asked apart: the probe is compiled once.
  const rest = known.filter((id) => !taken.has(id));
  for (const id of rest.length > 0 ? await idsHeldOnRecord(db, rest) : []) taken.add(id);
  return taken;
}

export const idInUse = async (db: DB | Trx, id: string): Promise<boolean> => (await idsInUse(db, [id])).has(id);

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

// Every create moves a counter: compiled once (db/precompiled.ts).
const moveCounter = precompiled((db, p: { prefix: string; next: number; n: number }) =>
  db
    .insertInto('id_counters')
    .values({ prefix: p.prefix, next_value: p.next })
    .onConflict((oc) => oc.column('prefix').doUpdateSet({ next_value: p.next }).where(sql.ref('id_counters.next_value'), '<=', p.n)),
);

/**
 * Called in the transaction that creates `ids`: an id at or past the suggestion moves it on,
 * once per prefix, past the highest of them. Ids beyond the six suggested digits
 * (BIN1234567) leave the counter alone.
 */
export async function advanceCounters(trx: Trx, ids: readonly string[]): Promise<void> {
  const highest = new Map<string, number>();
  for (const id of ids) {
    const n = numberOf(id);
    const prefix = id.slice(0, 3);
    if (n < ID_MODULUS && n > (highest.get(prefix) ?? -1)) highest.set(prefix, n);
  }
  for (const [prefix, n] of highest) await moveCounter(trx, { prefix, next: (n + 1) % ID_MODULUS, n });
}

/** advanceCounters for the one id a create makes. */
export const advanceCounter = (trx: Trx, id: string): Promise<void> => advanceCounters(trx, [id]);
