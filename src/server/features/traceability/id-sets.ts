import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/connect';
import { idsIn, setValue, type SetValue } from '../../db/id-set';
import type { Database } from '../../db/schema';
import type { Trx } from '../../db/transaction';

export type Db = DB | Trx;

/** Ids with the value that binds them as one parameter, made once: a trace reads several things of the same reached lots. */
export interface IdSet {
  ids: readonly string[];
  bound: SetValue<string>;
}

export const idSetOf = (db: Db, ids: readonly string[]): IdSet => ({ ids, bound: setValue(db, ids) });

/** `.where('item_id', 'in', inSet(db, set))`. */
export const inSet = (db: Db, set: IdSet) => idsIn(db, set.bound);

/**
 * Every read here takes a whole set of ids (one query per generation of the genealogy, never
 * one per movement). Undone runs are not genealogy: their run and undo operations are left out.
 */
export const live = (eb: ExpressionBuilder<Database, 'step_instances'>) => eb('step_instances.undo_operation_id', 'is', null);

/** Leaves out operations that belong to an undone run: the run itself and its undo. */
export const outsideUndone = (column: string) =>
  sql<boolean>`${sql.ref(column)} not in (select operation_id from step_instances where undo_operation_id is not null)
    and ${sql.ref(column)} not in (select undo_operation_id from step_instances where undo_operation_id is not null)`;
