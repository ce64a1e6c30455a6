import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { oneOf } from '../../db/id-set';
import type { ScanItem } from '../../../shared/contract/scan';

const ITEM = ['si.item_id as id', 'si.kind', 'si.name', 'si.sku_id'] as const;

/** A labelled thing by its id, from the search index (which holds every live one). */
export const itemById = (db: DB, id: string): Promise<ScanItem | undefined> =>
  db.selectFrom('search_items as si').select(ITEM).where('si.item_id', '=', id).executeTakeFirst();

/** The item holding the code: its owner, else the first by id with it as an associated code. */
export const itemByCode = (db: DB, code: string) =>
  db
    .selectFrom('item_codes as ic')
    .innerJoin('search_items as si', 'si.item_id', 'ic.item_id')
    .select([...ITEM, 'ic.kind as code_kind'])
    .where('ic.code', '=', code)
    .orderBy(sql`case when ic.kind = 'owned' then 0 else 1 end`)
    .orderBy('si.item_id')
    .executeTakeFirst();

/** The first batch by id whose supplier lot is `lot`, of the SKU when one is given. */
export const batchByLot = (db: DB, lot: string, skuId?: string): Promise<ScanItem | undefined> =>
  db
    .selectFrom('batches as b')
    .innerJoin('search_items as si', 'si.item_id', 'b.id')
    .select(ITEM)
    .where('b.supplier_lot', '=', lot)
    .$if(skuId !== undefined, (query) => query.where('b.sku_id', '=', skuId as string))
    .orderBy('b.id')
    .executeTakeFirst();

/** The SKU holding any of the codes, owned before associated, then by id. */
export const skuByCodes = (db: DB, codes: readonly string[]): Promise<ScanItem | undefined> =>
  db
    .selectFrom('item_codes as ic')
    .innerJoin('search_items as si', 'si.item_id', 'ic.item_id')
    .select(ITEM)
    .where('si.kind', '=', 'sku')
    .where('ic.code', 'in', oneOf(db, codes))
    .orderBy(sql`case when ic.kind = 'owned' then 0 else 1 end`)
    .orderBy('si.item_id')
    .executeTakeFirst();
