import type { Requirement, TemplateState } from '../../../shared/contract/step-templates';
import type { Unit } from '../../../shared/units';
import { AppError } from '../../http/app-error';
import { fromMicro, toMicro } from '../../stock-core/quantities';
import type { RequirementRow, TemplateRow } from './repo';

export const duplicateTemplate = () =>
  new AppError('duplicate-resource', { invalidParams: [{ name: 'template_id', reason: 'must not already exist' }] });

/** A requirement as stored: the SKU and nominal amount in columns, any other keys as JSON. */
export function requirementRows(templateId: string, side: RequirementRow['side'], requirements: readonly Requirement[]): RequirementRow[] {
  return requirements.map(({ sku_id, quantity, ...extra }, position) => ({
    template_id: templateId,
    side,
    position,
    sku_id,
    quantity: quantity == null ? null : toMicro(quantity),
    extra: Object.keys(extra).length === 0 ? null : JSON.stringify(extra),
  }));
}

function requirementOf(row: RequirementRow): Requirement {
  const extra = row.extra === null ? {} : (JSON.parse(row.extra) as Record<string, never>);
  return { ...extra, sku_id: row.sku_id, ...(row.quantity !== null && { quantity: fromMicro(row.quantity) }) };
}

export interface TemplateView {
  row: TemplateRow;
  requirements: readonly RequirementRow[];
  skus: ReadonlyMap<string, { name: string; unit: Unit }>;
}

/** Description and metadata appear only when set: an absent one is left out of the state, never null. */
export function templateState({ row, requirements, skus }: TemplateView): TemplateState {
  const side = (which: RequirementRow['side']) => requirements.filter((r) => r.side === which).map(requirementOf);
  const named = new Set(requirements.map((r) => r.sku_id));
  return {
    template_id: row.id,
    name: row.name,
    ...(row.description !== null && { description: row.description }),
    inputs: side('input'),
    outputs: side('output'),
    ...(row.metadata !== null && { metadata: JSON.parse(row.metadata) as Record<string, never> }),
    skus: Object.fromEntries([...skus].filter(([id]) => named.has(id)).map(([id, sku]) => [id, { name: sku.name, unit: sku.unit }])),
  };
}
