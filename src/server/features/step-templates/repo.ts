import type { Insertable, Selectable, Updateable } from 'kysely';
import { isPostgres, type DB } from '../../db/connect';
import type { StepRequirementsTable, StepTemplatesTable } from '../../db/schema';
import { oneOf } from '../../db/id-set';
import { precompiled } from '../../db/precompiled';
import type { Trx } from '../../db/transaction';
import type { Unit } from '../../../shared/units';
import { countOf, idOrNameMatch, sortKey, type ListPage } from '../../core/list-page';

export type TemplateRow = Selectable<StepTemplatesTable>;
export type RequirementRow = Selectable<StepRequirementsTable>;

/**
 * `update` locks the template while it is changed or deleted; `key share` locks it while a run
 * is booked from it, so a delete waits and then sees the run (PostgreSQL; SQLite has one writer).
 */
export async function findTemplate(db: DB | Trx, id: string, lock?: 'update' | 'key share'): Promise<TemplateRow | undefined> {
  let query = db.selectFrom('step_templates').selectAll().where('id', '=', id);
  if (lock && isPostgres(db)) query = lock === 'update' ? query.forUpdate() : query.forKeyShare();
  return query.executeTakeFirst();
}

// Every production run reads its template: compiled once (db/precompiled.ts).
const selectTemplateForRun = precompiled((db, p: { id: string }) => {
  const query = db
    .selectFrom('step_templates')
    .leftJoin('step_requirements', 'step_requirements.template_id', 'step_templates.id')
    .select(['step_templates.name', 'step_requirements.side', 'step_requirements.sku_id', 'step_requirements.quantity'])
    .where('step_templates.id', '=', p.id)
    .orderBy('step_requirements.side')
    .orderBy('step_requirements.position');
  return isPostgres(db) ? query.forKeyShare('step_templates') : query;
});

/**
 * The template's name beside each of its requirements, each side in order (one row without a
 * requirement when it has none; none when there is no such template), key-share-locked on
 * PostgreSQL so the template is not deleted under the run.
 */
export const templateForRunRows = (trx: Trx, id: string) => selectTemplateForRun(trx, { id });

export async function findTemplates(db: DB | Trx, ids: readonly string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('step_templates').selectAll().where('id', 'in', oneOf(db, ids)).execute();
}

/** The requirements of the templates, each side in its order. */
export async function requirementsOf(db: DB | Trx, templateIds: readonly string[]): Promise<RequirementRow[]> {
  if (templateIds.length === 0) return [];
  return db
    .selectFrom('step_requirements')
    .selectAll()
    .where('template_id', 'in', oneOf(db, templateIds))
    .orderBy('template_id')
    .orderBy('side')
    .orderBy('position')
    .execute();
}

export async function insertTemplate(trx: Trx, row: Insertable<StepTemplatesTable>): Promise<void> {
  await trx.insertInto('step_templates').values(row).execute();
}

export async function updateTemplateRow(trx: Trx, id: string, changes: Updateable<StepTemplatesTable>): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await trx.updateTable('step_templates').set(changes).where('id', '=', id).execute();
}

/** Replaces one side's requirements of a template with `rows`. */
export async function replaceRequirements(
  trx: Trx,
  templateId: string,
  side: RequirementRow['side'],
  rows: RequirementRow[],
): Promise<void> {
  await trx.deleteFrom('step_requirements').where('template_id', '=', templateId).where('side', '=', side).execute();
  if (rows.length > 0) await trx.insertInto('step_requirements').values(rows).execute();
}

export async function deleteTemplateRow(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('step_requirements').where('template_id', '=', id).execute();
  await trx.deleteFrom('step_templates').where('id', '=', id).execute();
}

/** Templates that name the SKU as an input or output (at most `limit`). */
export async function templatesNamingSku(db: DB | Trx, skuId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('step_requirements')
    .select('template_id')
    .distinct()
    .where('sku_id', '=', skuId)
    .orderBy('template_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.template_id);
}

/** Runs recorded from the template, undone ones included (at most `limit`). */
export async function runsOfTemplate(db: DB | Trx, templateId: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('step_instances')
    .select('id')
    .where('template_id', '=', templateId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Names and units of the SKUs, for the rows that name them. */
export async function skusOf(db: DB | Trx, ids: readonly string[]): Promise<{ id: string; name: string; unit: Unit }[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('skus').select(['id', 'name', 'unit']).where('id', 'in', oneOf(db, ids)).execute();
}

/** A page of template ids, matching, sorted and sliced as every list is (core/list-page.ts). */
export async function pageOfTemplates(db: DB, page: ListPage<'id' | 'name'>) {
  let matching = db.selectFrom('step_templates');
  if (page.filter !== null) matching = matching.where(idOrNameMatch(db, 'step_templates', page.filter));
  const [total, rows] = await Promise.all([
    countOf(matching.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow()),
    matching
      .select('step_templates.id')
      .orderBy(sortKey('step_templates', page.sort), page.order)
      .orderBy('step_templates.id', page.order)
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
  ]);
  return { total, ids: rows.map((row) => row.id) };
}
