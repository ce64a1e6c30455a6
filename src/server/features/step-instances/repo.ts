import type { Insertable, Selectable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import { oneOf } from '../../db/id-set';
import { precompiled } from '../../db/precompiled';
import { precompiledRows } from '../../db/precompiled-rows';
import type { StepConsumedTable, StepInstancesTable, StepProducedTable } from '../../db/schema';
import type { Trx } from '../../db/transaction';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';

export type InstanceRow = Selectable<StepInstancesTable>;
export type ConsumedRowStored = Selectable<StepConsumedTable>;
export type ProducedRowStored = Selectable<StepProducedTable>;

// Every run asks whether its id is taken: compiled once (db/precompiled.ts), as is the locking read.
const selectInstance = precompiled((db, p: { id: string }) => db.selectFrom('step_instances').selectAll().where('id', '=', p.id));
const selectInstanceForUpdate = precompiled((db, p: { id: string }) =>
  db.selectFrom('step_instances').selectAll().where('id', '=', p.id).forUpdate(),
);

/** Any run with the id, undone ones included; `lock` locks it for an undo or an update (PostgreSQL). */
export async function findInstance(db: DB | Trx, id: string, lock = false): Promise<InstanceRow | undefined> {
  const [row] = await (lock && isPostgres(db) ? selectInstanceForUpdate : selectInstance)(db, { id });
  return row;
}

/** A lot a run consumes: its SKU, name and unit (its SKU's, `ea` without one), and what each bin holds of it. */
export interface RunLot {
  sku_id: string | null;
  name: string;
  unit: Unit;
  entries: { bin_id: string; quantity: number }[];
}

/** The live lots among `ids`, with their bin entries, in one read; the run has locked them already (stock-core/locks.ts). */
export async function lotsForRun(trx: Trx, ids: readonly string[]): Promise<Map<string, RunLot>> {
  const lots = new Map<string, RunLot>();
  if (ids.length === 0) return lots;
  const rows = await trx
    .selectFrom('batches')
    .leftJoin('skus', 'skus.id', 'batches.sku_id')
    .leftJoin('bin_contents', 'bin_contents.item_id', 'batches.id')
    .select(['batches.id', 'batches.sku_id', 'batches.name', 'skus.unit', 'bin_contents.bin_id', 'bin_contents.quantity'])
    .where('batches.id', 'in', oneOf(trx, ids))
    .execute();
  for (const row of rows) {
    let lot = lots.get(row.id);
    if (!lot) lots.set(row.id, (lot = { sku_id: row.sku_id, name: row.name, unit: row.unit ?? DEFAULT_UNIT, entries: [] }));
    if (row.bin_id !== null && row.quantity !== null) lot.entries.push({ bin_id: row.bin_id, quantity: row.quantity });
  }
  return lots;
}

// Every run writes these: each is compiled once per number of rows (db/precompiled-rows.ts).
const insertInstanceRow = precompiledRows((db, rows: Insertable<StepInstancesTable>[]) => db.insertInto('step_instances').values(rows));
const insertConsumed = precompiledRows((db, rows: Insertable<StepConsumedTable>[]) => db.insertInto('step_consumed').values(rows));
const insertProduced = precompiledRows((db, rows: Insertable<StepProducedTable>[]) => db.insertInto('step_produced').values(rows));

export async function insertInstance(
  trx: Trx,
  row: Insertable<StepInstancesTable>,
  consumed: Insertable<StepConsumedTable>[],
  produced: Insertable<StepProducedTable>[],
): Promise<void> {
  await insertInstanceRow(trx, [row]);
  await insertConsumed(trx, consumed);
  await insertProduced(trx, produced);
}

export async function updateInstanceRow(
  trx: Trx,
  id: string,
  changes: Partial<Pick<InstanceRow, 'operator' | 'notes' | 'metadata'>>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('step_instances').set(changes).where('id', '=', id).execute();
}

/** Marks the run undone by `operationId` and takes it out of search: its row stays as evidence. */
export async function markUndone(trx: Trx, id: string, operationId: number): Promise<void> {
  await trx.updateTable('step_instances').set({ undo_operation_id: operationId }).where('id', '=', id).execute();
  await trx.deleteFrom('search_items').where('item_id', '=', id).execute();
}

export async function rowsOf(
  db: DB | Trx,
  ids: readonly string[],
): Promise<{ consumed: ConsumedRowStored[]; produced: ProducedRowStored[] }> {
  if (ids.length === 0) return { consumed: [], produced: [] };
  const [consumed, produced] = await Promise.all([
    db
      .selectFrom('step_consumed')
      .selectAll()
      .where('instance_id', 'in', oneOf(db, ids))
      .orderBy('instance_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('step_produced')
      .selectAll()
      .where('instance_id', 'in', oneOf(db, ids))
      .orderBy('instance_id')
      .orderBy('position')
      .execute(),
  ]);
  return { consumed, produced };
}

/**
 * Produced lots that moved since the run made them: any ledger row of theirs outside the
 * run's own operation (a release, a move, a mixture, another run, an audit).
 */
export async function producedLotsUsedSince(db: DB | Trx, instanceId: string, runOperationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('step_produced as p')
    .innerJoin('movements as m', 'm.item_id', 'p.batch_id')
    .select('p.batch_id')
    .distinct()
    .where('p.instance_id', '=', instanceId)
    .where('m.operation_id', '!=', runOperationId)
    .orderBy('p.batch_id')
    .execute();
  return rows.map((row) => row.batch_id);
}

/** Live (not undone) runs that consumed or produced the batch (at most `limit`). */
export async function liveRunsUsingBatch(db: DB | Trx, batchId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('step_instances as i')
    .select('i.id')
    .where('i.undo_operation_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('step_consumed as c')
            .select('c.instance_id')
            .whereRef('c.instance_id', '=', 'i.id')
            .where('c.resource_id', '=', batchId),
        ),
        eb.exists(
          eb
            .selectFrom('step_produced as p')
            .select('p.instance_id')
            .whereRef('p.instance_id', '=', 'i.id')
            .where('p.batch_id', '=', batchId),
        ),
      ]),
    )
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export interface InstancePage {
  templateId: string | null;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** A page of live runs, newest first unless asked otherwise, and how many match. */
export async function pageOfInstances(db: DB, page: InstancePage): Promise<{ total: number; rows: InstanceRow[] }> {
  let matching = db.selectFrom('step_instances').where('undo_operation_id', 'is', null);
  if (page.templateId !== null) matching = matching.where('template_id', '=', page.templateId);
  const [count, rows] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    matching.selectAll().orderBy('created_at', page.order).orderBy('id', page.order).offset(page.offset).limit(page.limit).execute(),
  ]);
  return { total: Number(count.total), rows };
}
