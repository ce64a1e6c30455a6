import { decimalOf } from '../../../shared/decimal-text';
import type { CreateTemplateBody, Requirement, TemplateState, UpdateTemplateBody } from '../../../shared/contract/step-templates';

/** One row of an Inputs or Outputs list as typed; `extra` keeps keys other clients stored (role, form). */
export interface RequirementDraft {
  sku_id: string;
  quantity: string;
  extra?: Record<string, unknown>;
}

export type Side = 'inputs' | 'outputs';
export const SIDES: readonly Side[] = ['inputs', 'outputs'];

/** The New Step Template and template edit forms' values, as typed. */
export interface TemplateDraft {
  template_id: string;
  name: string;
  description: string;
  metadata: string;
  inputs: RequirementDraft[];
  outputs: RequirementDraft[];
}

/** A problem found before sending, with the form field it is about (to mark it) when there is one. */
export interface DraftProblem {
  text: string;
  field?: `${Side}.${number}.${'sku_id' | 'quantity'}` | 'template_id' | 'name' | 'metadata';
}

type Checked<T> = { ok: true; value: T } | { ok: false; problems: DraftProblem[] };

export const emptyRow = (): RequirementDraft => ({ sku_id: '', quantity: '' });

/** Each template list starts with one empty row. */
export const emptyDraft = (templateId = ''): TemplateDraft => ({
  template_id: templateId,
  name: '',
  description: '',
  metadata: '',
  inputs: [emptyRow()],
  outputs: [emptyRow()],
});

const rowOf = ({ sku_id, quantity, ...extra }: Requirement): RequirementDraft => ({
  sku_id,
  quantity: quantity == null ? '' : String(quantity),
  ...(Object.keys(extra).length > 0 && { extra }),
});

/** A stored template as the edit form starts: blank for absent description and metadata. */
export const draftOf = (state: TemplateState): TemplateDraft => ({
  template_id: state.template_id,
  name: state.name,
  description: state.description ?? '',
  metadata: state.metadata === undefined ? '' : JSON.stringify(state.metadata, null, 2),
  inputs: state.inputs.map(rowOf),
  outputs: state.outputs.map(rowOf),
});

const SKU_REQUIRED = (row: number) => `Row ${row}: SKU is required.`;
export const QUANTITY_POSITIVE = (row: number) => `Row ${row}: Quantity must be a number greater than zero.`;
const ID_REQUIRED = 'Template ID is required.';
const NAME_REQUIRED = 'Name is required.';
const METADATA_JSON = 'Metadata must be valid JSON.';

/**
 * A list's requirements: fully blank rows are dropped, a blank quantity means flexible.
 * `rows` gives, for each requirement sent, its row on screen (1-based), so the server's
 * `inputs[0]` can be named as the row the operator sees.
 */
export function requirementsOf(
  side: Side,
  drafts: readonly RequirementDraft[],
): { requirements: Requirement[]; rows: number[]; problems: DraftProblem[] } {
  const requirements: Requirement[] = [];
  const rows: number[] = [];
  const problems: DraftProblem[] = [];
  drafts.forEach((draft, index) => {
    const row = index + 1;
    const sku = draft.sku_id.trim().toUpperCase();
    const typed = draft.quantity.trim();
    if (!sku && !typed) return;
    if (!sku) problems.push({ text: SKU_REQUIRED(row), field: `${side}.${index}.sku_id` });
    // Read as every quantity field reads it: "2,5" is 2.5.
    const quantity = decimalOf(typed) ?? Number.NaN;
    if (typed && !(quantity > 0)) problems.push({ text: QUANTITY_POSITIVE(row), field: `${side}.${index}.quantity` });
    requirements.push({ ...draft.extra, sku_id: sku, ...(typed && { quantity }) });
    rows.push(row);
  });
  return { requirements, rows, problems };
}

/** Blank metadata is none (null); anything else must parse. */
export function metadataOf(text: string): Checked<Record<string, never> | null> {
  if (!text.trim()) return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(text) as Record<string, never> };
  } catch {
    return { ok: false, problems: [{ text: METADATA_JSON, field: 'metadata' }] };
  }
}

/** Screen rows of what was sent, per side: for naming the server's invalid-params. */
export type SentRows = Record<Side, number[]>;

/** What both forms check alike: the name, each list's rows and the metadata. */
interface CommonChecks {
  name: string;
  nameProblems: DraftProblem[];
  sides: Record<Side, ReturnType<typeof requirementsOf>>;
  metadata: Checked<Record<string, never> | null>;
  rows: SentRows;
}

function commonChecks(draft: TemplateDraft): CommonChecks {
  const name = draft.name.trim();
  const inputs = requirementsOf('inputs', draft.inputs);
  const outputs = requirementsOf('outputs', draft.outputs);
  return {
    name,
    nameProblems: name ? [] : [{ text: NAME_REQUIRED, field: 'name' }],
    sides: { inputs, outputs },
    metadata: metadataOf(draft.metadata),
    rows: { inputs: inputs.rows, outputs: outputs.rows },
  };
}

/**
 * New Step Template: every problem at once, row problems prefixed 'Input ' or
 * 'Output '; id and name trimmed; blank description and metadata left out.
 */
export function newTemplateBody(draft: TemplateDraft): Checked<{ body: CreateTemplateBody; rows: SentRows }> {
  const templateId = draft.template_id.trim().toUpperCase();
  const { name, nameProblems, sides, metadata, rows } = commonChecks(draft);
  const problems: DraftProblem[] = [
    ...(templateId ? [] : [{ text: ID_REQUIRED, field: 'template_id' } as const]),
    ...nameProblems,
    ...sides.inputs.problems.map((problem) => ({ ...problem, text: `Input ${problem.text}` })),
    ...sides.outputs.problems.map((problem) => ({ ...problem, text: `Output ${problem.text}` })),
    ...(metadata.ok ? [] : metadata.problems),
  ];
  if (problems.length > 0 || !metadata.ok) return { ok: false, problems };
  const description = draft.description.trim();
  const body: CreateTemplateBody = {
    template_id: templateId,
    name,
    ...(description && { description }),
    inputs: sides.inputs.requirements,
    outputs: sides.outputs.requirements,
    ...(metadata.value !== null && { metadata: metadata.value }),
  };
  return { ok: true, value: { body, rows } };
}

/** Template edit save: rows named without a prefix; blank description and metadata become null. */
export function updateTemplateBody(templateId: string, draft: TemplateDraft): Checked<{ body: UpdateTemplateBody; rows: SentRows }> {
  const { name, nameProblems, sides, metadata, rows } = commonChecks(draft);
  const problems = [...nameProblems, ...sides.inputs.problems, ...sides.outputs.problems, ...(metadata.ok ? [] : metadata.problems)];
  if (problems.length > 0 || !metadata.ok) return { ok: false, problems };
  const body: UpdateTemplateBody = {
    template_id: templateId,
    name,
    description: draft.description.trim() || null,
    inputs: sides.inputs.requirements,
    outputs: sides.outputs.requirements,
    metadata: metadata.value,
  };
  return { ok: true, value: { body, rows } };
}

const FIELD_NAMES: Record<string, string> = {
  template_id: 'Template ID',
  name: 'Name',
  description: 'Description',
  metadata: 'Metadata',
  inputs: 'Inputs',
  outputs: 'Outputs',
  sku_id: 'SKU',
  quantity: 'Quantity',
};

const SIDE_NAMES: Record<Side, string> = { inputs: 'Input', outputs: 'Output' };

/**
 * One of the server's invalid-params as the operator reads it, with the field to mark:
 * `inputs[0].sku_id` becomes 'Input row 2: SKU must be an existing sku id.' when the first
 * requirement sent was the second row on screen (a blank row was dropped).
 */
export function paramProblem({ name, reason }: { name: string; reason: string }, rows: SentRows): DraftProblem {
  const row = /^(inputs|outputs)\[(\d+)\](?:\.(sku_id|quantity))?/.exec(name);
  if (row) {
    const side = row[1] as Side;
    const index = (rows[side][Number(row[2])] ?? Number(row[2]) + 1) - 1;
    const key = row[3] as 'sku_id' | 'quantity' | undefined;
    const text = `${SIDE_NAMES[side]} row ${index + 1}: ${key ? `${FIELD_NAMES[key]} ` : ''}${reason}.`;
    return { text, field: `${side}.${index}.${key ?? 'sku_id'}` };
  }
  const field = name === 'template_id' || name === 'name' || name === 'metadata' ? name : undefined;
  return { text: `${FIELD_NAMES[name] ?? name} ${reason}.`, ...(field && { field }) };
}
