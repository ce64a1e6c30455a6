import type { TemplateState } from '../../../shared/contract/step-templates';
import { CreateInstanceBody } from '../../../shared/contract/step-instances';
import { fitsUnit, isCounted, MAX_DECIMALS, type Unit } from '../../../shared/units';
import { QUANTITY_POSITIVE, typedNumber } from '../../ui/typed-number';

/** A lot or mixture the run uses, as scanned: `holdings` is what each bin holding it holds. */
export interface ConsumedValue {
  resource_id: string;
  kind: 'batch' | 'mixture';
  name: string;
  sku_id: string | null;
  unit: Unit;
  /** blank until the operator says which of several bins it came from */
  bin_id: string;
  holdings: Record<string, number>;
  quantity: string;
}

/** A new lot the run makes; a blank id means the suggested one. */
export interface ProducedValue {
  batch_id: string;
  sku_id: string;
  name: string;
  unit: Unit;
  quantity: string;
  bin_id: string;
}

export interface RunValues {
  /** the bin the lots scanned next are taken from */
  bin: string;
  /** blank means the suggested next id */
  instance_id: string;
  operator: string;
  notes: string;
  consumed: ConsumedValue[];
  produced: ProducedValue[];
}

/** A form field and what is wrong with it. */
export interface FieldProblem {
  field: string;
  message: string;
}

export const OPERATOR_REQUIRED = 'Enter the operator.';
const NO_INPUTS = 'Scan at least one lot or mixture the run used.';
const NO_OUTPUTS = 'Add at least one output.';

/** An output row of one of the template's SKUs, named after it, with its nominal quantity when it has one. */
export function outputRowOf(template: Pick<TemplateState, 'skus'>, skuId: string, quantity?: number | null): ProducedValue {
  const sku = template.skus[skuId];
  return {
    batch_id: '',
    sku_id: skuId,
    name: sku?.name ?? '',
    unit: sku?.unit ?? 'ea',
    quantity: quantity == null ? '' : String(quantity),
    bin_id: '',
  };
}

/** A fresh run of the template: nothing consumed yet, one output row per output requirement. */
export const emptyRun = (template: Pick<TemplateState, 'outputs' | 'skus'> | undefined, operator: string): RunValues => ({
  bin: '',
  instance_id: '',
  operator,
  notes: '',
  consumed: [],
  produced: template ? template.outputs.map((output) => outputRowOf(template, output.sku_id, output.quantity)) : [],
});

const OUTPUT_FIELDS = ['batch_id', 'sku_id', 'name', 'quantity', 'bin_id'] as const satisfies readonly (keyof ProducedValue)[];

/**
 * Whether the run as entered holds work a fresh run of its template does not: inputs listed, a
 * run id or notes typed, outputs changed. The bin lots are taken from is one scan away, and the
 * operator is remembered on the device.
 */
export function hasRunWork(values: RunValues, template: Pick<TemplateState, 'outputs' | 'skus'>): boolean {
  const fresh = emptyRun(template, values.operator).produced;
  const outputsChanged =
    values.produced.length !== fresh.length ||
    values.produced.some((row, i) => OUTPUT_FIELDS.some((field) => row[field].trim() !== (fresh[i]?.[field] ?? '').trim()));
  return values.consumed.length > 0 || values.instance_id.trim() !== '' || values.notes.trim() !== '' || outputsChanged;
}

/** Asked before another template replaces the one a run is being entered for. */
export const switchTemplatePrompt = (from: string, to: string) =>
  to
    ? `Switch this run from ${from} to ${to}? The outputs entered are replaced by ${to}'s.`
    : `Clear ${from}? The outputs entered are replaced by the next template's.`;

/** What a quantity field holds as a number (a decimal comma reads as a point), or why it cannot be sent. */
export function quantityOf(text: string, unit: Unit): number | string {
  const trimmed = text.trim();
  if (!trimmed) return 'Enter the quantity.';
  const value = typedNumber(trimmed, QUANTITY_POSITIVE);
  if (typeof value === 'string') return value;
  if (value <= 0) return QUANTITY_POSITIVE;
  if (!fitsUnit(value, unit)) return isCounted(unit) ? `Enter a whole number of ${unit}.` : `Enter at most ${MAX_DECIMALS} decimal places.`;
  return value;
}

/** The form field an API parameter (`consumed[2].quantity`) or a schema path names. */
export function fieldOfParam(name: string): string {
  const row = /^(consumed|produced)\[(\d+)\](?:\.(\w+))?/.exec(name);
  if (!row) return name.split(/[.[]/)[0] ?? name;
  const [, list, index, key] = row;
  const shown = list === 'consumed' ? ['quantity', 'bin_id'] : ['batch_id', 'name', 'quantity', 'bin_id'];
  return `${list}.${index}.${key && shown.includes(key) ? key : list === 'consumed' ? 'resource_id' : 'sku_id'}`;
}

const pathName = (path: readonly PropertyKey[]) =>
  path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');

/**
 * The request for the run, or the problems to show next to the rows before anything is sent:
 * quantities as the units allow, bins given, then the shared contract's own checks.
 */
export function checkRun(
  values: RunValues,
  templateId: string,
  ids: { instance: string | undefined; outputs: readonly (string | undefined)[] },
): { body: CreateInstanceBody } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const amount = (field: string, text: string, unit: Unit) => {
    const value = quantityOf(text, unit);
    if (typeof value === 'number') return value;
    problems.push({ field, message: value });
    return 0;
  };
  const binOf = (field: string, bin: string, message: string) => {
    if (!bin.trim()) problems.push({ field, message });
    return bin.trim().toUpperCase();
  };
  const notes = values.notes.trim();
  const candidate = {
    instance_id: values.instance_id.trim().toUpperCase() || ids.instance || '',
    template_id: templateId,
    operator: values.operator.trim(),
    ...(notes && { notes }),
    consumed: values.consumed.map((row, i) => ({
      resource_id: row.resource_id,
      quantity: amount(`consumed.${i}.quantity`, row.quantity, row.unit),
      bin_id: binOf(`consumed.${i}.bin_id`, row.bin_id, 'Choose the bin it was taken from.'),
    })),
    produced: values.produced.map((row, i) => ({
      batch_id: ids.outputs[i] ?? '',
      sku_id: row.sku_id,
      quantity: amount(`produced.${i}.quantity`, row.quantity, row.unit),
      bin_id: binOf(`produced.${i}.bin_id`, row.bin_id, 'Scan or type the bin it goes into.'),
      ...(row.name.trim() && { name: row.name.trim() }),
    })),
  };
  if (values.consumed.length === 0) problems.push({ field: 'consumed', message: NO_INPUTS });
  if (values.produced.length === 0) problems.push({ field: 'produced', message: NO_OUTPUTS });
  if (!candidate.operator) problems.push({ field: 'operator', message: OPERATOR_REQUIRED });
  const parsed = CreateInstanceBody.safeParse(candidate);
  const seen = new Set(problems.map((problem) => problem.field));
  for (const issue of parsed.error?.issues ?? []) {
    const field = fieldOfParam(pathName(issue.path));
    if (!seen.has(field)) problems.push({ field, message: issue.message });
    seen.add(field);
  }
  return problems.length > 0 || !parsed.success ? { problems } : { body: parsed.data };
}

/**
 * The output rows a scanned destination bin goes to: the row whose bin field had focus; else
 * every row without a bin yet; else (a second scan, a change of mind) every row.
 */
export function outputBinTargets(rows: readonly Pick<ProducedValue, 'bin_id'>[], focusedField: string | undefined): number[] {
  const focused = /^produced\.(\d+)\.bin_id$/.exec(focusedField ?? '');
  if (focused) return [Number(focused[1])];
  const blank = rows.flatMap((row, i) => (row.bin_id.trim() ? [] : [i]));
  return blank.length > 0 ? blank : rows.map((_, i) => i);
}
