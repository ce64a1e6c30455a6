import type {
  CreateTemplateBody,
  Requirement,
  TemplateListQuery,
  TemplateListResource,
  TemplateState,
  UpdateTemplateBody,
} from '../../../shared/contract/step-templates';
import type { DB } from '../../db/connect';
import { storedJson } from '../../db/stored-json';
import { inTransaction, isUniqueViolation, type Trx } from '../../db/transaction';
import { groupBy } from '../../../shared/group-by';
import { AppError, invalid } from '../../http/app-error';
import { lockSku } from '../../stock-core/locks';
import { fromMicro } from '../../stock-core/quantities';
import { advanceCounter } from '../../core/ids';
import { pageOf, paged } from '../../core/list-page';
import type { RunTemplate } from '../../core/run-templates';
import { missingTemplate, templateResource } from '../../core/resources/templates';
import {
  deleteTemplateRow,
  findTemplate,
  findTemplates,
  insertTemplate,
  pageOfTemplates,
  replaceRequirements,
  requirementsOf,
  runsOfTemplate,
  skusOf,
  templateForRunRows,
  templatesNamingSku,
  updateTemplateRow,
  type RequirementRow,
  type TemplateRow,
} from './repo';
import { duplicateTemplate, requirementRows, templateState } from './resource';

/** The states of the templates, in the order of `rows`, with one read per table. */
async function statesOf(db: DB | Trx, rows: readonly TemplateRow[]): Promise<TemplateState[]> {
  const requirements = await requirementsOf(
    db,
    rows.map((row) => row.id),
  );
  const skus = new Map((await skusOf(db, [...new Set(requirements.map((r) => r.sku_id))])).map((sku) => [sku.id, sku]));
  const byTemplate = groupBy(requirements, (r) => r.template_id);
  return rows.map((row) => templateState({ row, requirements: byTemplate.get(row.id) ?? [], skus }));
}

const stateOf = async (db: DB | Trx, row: TemplateRow): Promise<TemplateState> => (await statesOf(db, [row]))[0] as TemplateState;

async function loadTemplate(db: DB | Trx, id: string): Promise<TemplateState> {
  const row = await findTemplate(db, id);
  if (!row) throw missingTemplate(id);
  return stateOf(db, row);
}

export const getTemplate = (db: DB, id: string): Promise<TemplateState> => inTransaction(db, (trx) => loadTemplate(trx, id));

/** Templates by id, in the order asked; ids without a template are left out. */
export async function templateStates(db: DB, ids: readonly string[]): Promise<TemplateState[]> {
  const rows = await findTemplates(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return statesOf(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

/**
 * Every SKU a template names must exist; each is locked until commit (PostgreSQL), so it cannot
 * be deleted under the template that is being given it.
 */
async function requireSkus(
  trx: Trx,
  sides: { field: 'inputs' | 'outputs'; requirements: readonly Requirement[] | undefined }[],
): Promise<void> {
  const known = new Map<string, boolean>();
  for (const { field, requirements } of sides) {
    for (const [i, { sku_id }] of (requirements ?? []).entries()) {
      if (!known.has(sku_id)) known.set(sku_id, await lockSku(trx, sku_id));
      if (!known.get(sku_id)) throw invalid(`${field}[${i}].sku_id`, 'must be an existing sku id');
    }
  }
}

export function createTemplate(db: DB, body: CreateTemplateBody): Promise<TemplateState> {
  return inTransaction(db, async (trx) => {
    const id = body.template_id;
    if (await findTemplate(trx, id)) throw duplicateTemplate();
    await requireSkus(trx, [
      { field: 'inputs', requirements: body.inputs },
      { field: 'outputs', requirements: body.outputs },
    ]);
    try {
      await insertTemplate(trx, {
        id,
        name: body.name,
        description: body.description ?? null,
        metadata: storedJson(body.metadata),
        created_at: Date.now(),
      });
    } catch (error) {
      // Two creates of one id can both pass the check; the primary key decides.
      throw isUniqueViolation(error) ? duplicateTemplate() : error;
    }
    await replaceRequirements(trx, id, 'input', requirementRows(id, 'input', body.inputs));
    await replaceRequirements(trx, id, 'output', requirementRows(id, 'output', body.outputs));
    await advanceCounter(trx, id);
    return loadTemplate(trx, id);
  });
}

export function updateTemplate(db: DB, id: string, body: UpdateTemplateBody): Promise<TemplateState> {
  if (body.template_id !== id) throw invalid('template_id', 'must match the template in the URL');
  return inTransaction(db, async (trx) => {
    if (!(await findTemplate(trx, id, 'update'))) throw missingTemplate(id);
    await requireSkus(trx, [
      { field: 'inputs', requirements: body.inputs },
      { field: 'outputs', requirements: body.outputs },
    ]);
    await updateTemplateRow(trx, id, {
      ...(body.name !== undefined && { name: body.name }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.metadata !== undefined && { metadata: storedJson(body.metadata) }),
    });
    if (body.inputs) await replaceRequirements(trx, id, 'input', requirementRows(id, 'input', body.inputs));
    if (body.outputs) await replaceRequirements(trx, id, 'output', requirementRows(id, 'output', body.outputs));
    return loadTemplate(trx, id);
  });
}

const RUNS_SHOWN = 5;

/**
 * A template that runs were recorded from stays, so every run keeps pointing at what it
 * followed (docs/decisions/016-production-runs.md); one never run is deleted.
 */
export function deleteTemplate(db: DB, id: string): Promise<void> {
  return inTransaction(db, async (trx) => {
    if (!(await findTemplate(trx, id, 'update'))) throw missingTemplate(id);
    const runs = await runsOfTemplate(trx, id, RUNS_SHOWN);
    if (runs.length > 0) {
      throw new AppError('resource-in-use', {
        title: 'Can not delete a step template that runs were recorded from.',
        detail: `${id} was run as ${runs.join(', ')}${runs.length === RUNS_SHOWN ? ' and possibly more' : ''}.`,
        invalidParams: [{ name: 'id', reason: 'must be a template without runs' }],
      });
    }
    await deleteTemplateRow(trx, id);
  });
}

/** Templates that name the SKU (at most `limit`): the SKU cannot be deleted while any does. */
export const templatesUsingSku = (db: DB | Trx, skuId: string, limit: number): Promise<string[]> => templatesNamingSku(db, skuId, limit);

/** A template as a run reads it: its name and requirements, or null when there is none. */
export async function templateForRun(trx: Trx, id: string): Promise<RunTemplate | null> {
  const rows = await templateForRunRows(trx, id);
  const [first] = rows;
  if (!first) return null;
  const side = (which: RequirementRow['side']) =>
    rows.flatMap((r) =>
      r.side === which && r.sku_id !== null ? [{ sku_id: r.sku_id, quantity: r.quantity === null ? null : fromMicro(r.quantity) }] : [],
    );
  return { name: first.name, inputs: side('input'), outputs: side('output') };
}

export async function listTemplates(db: DB, query: TemplateListQuery): Promise<TemplateListResource['state']> {
  const { total, ids } = await pageOfTemplates(db, pageOf(query));
  return paged(query, total, (await templateStates(db, ids)).map(templateResource));
}
