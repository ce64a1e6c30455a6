import type { Deviation } from '../../../shared/contract/step-instances';
import type { TemplateState } from '../../../shared/contract/step-templates';
import { decimalOf } from '../../../shared/decimal-text';
import { deviationsOf } from '../../../shared/step-deviations';
import { MICRO, toMicro, type Unit } from '../../../shared/units';
import { deviationText, sideText } from './deviation-text';
import type { ConsumedValue, RunValues } from './run-step-form';

type Template = Pick<TemplateState, 'inputs' | 'outputs' | 'skus'>;

/** A quantity field as a number for hints: anything not yet a positive number counts as none. */
const typedAmount = (text: string): number => Math.max(0, decimalOf(text) ?? 0);

/** The template's nominal total of a SKU on a side; null when it names the SKU without an amount (or not at all). */
function nominalOf(requirements: Template['inputs'], skuId: string): number | null {
  const rows = requirements.filter((row) => row.sku_id === skuId);
  if (rows.length === 0 || rows.some((row) => row.quantity == null)) return null;
  return rows.reduce((sum, row) => sum + toMicro(row.quantity ?? 0), 0) / MICRO;
}

const usedOf = (rows: readonly Pick<ConsumedValue, 'sku_id' | 'quantity'>[], skuId: string) =>
  rows.filter((row) => row.sku_id === skuId).reduce((sum, row) => sum + toMicro(typedAmount(row.quantity)), 0) / MICRO;

/** What the template still asks of a SKU beyond the rows listed, or null when it names no amount. */
export function remainingNeed(
  template: Template,
  rows: readonly Pick<ConsumedValue, 'sku_id' | 'quantity'>[],
  skuId: string | null,
): number | null {
  const nominal = skuId === null ? null : nominalOf(template.inputs, skuId);
  if (nominal === null || skuId === null) return null;
  return Math.max(0, (toMicro(nominal) - toMicro(usedOf(rows, skuId))) / MICRO);
}

/** One input requirement and how far the listed rows meet it. */
export interface RequirementLine {
  sku_id: string;
  name: string;
  unit: Unit;
  nominal: number | null;
  listed: number;
  /** a lot of the SKU is listed, its quantity perhaps still to be entered */
  scanned: boolean;
  met: boolean;
}

export function requirementLines(template: Template, rows: readonly Pick<ConsumedValue, 'sku_id' | 'quantity'>[]): RequirementLine[] {
  const skus = [...new Set(template.inputs.map((row) => row.sku_id))];
  return skus.map((skuId) => {
    const nominal = nominalOf(template.inputs, skuId);
    const listed = usedOf(rows, skuId);
    const sku = template.skus[skuId];
    return {
      sku_id: skuId,
      name: sku?.name ?? skuId,
      unit: sku?.unit ?? 'ea',
      nominal,
      listed,
      scanned: rows.some((row) => row.sku_id === skuId),
      met: nominal === null ? listed > 0 : listed >= nominal,
    };
  });
}

/** One deviation as the run's page says it, with the SKU's name where the template knows it. */
function deviationNote(deviation: Deviation, template: Template, units: ReadonlyMap<string, Unit>): string {
  const sku = template.skus[deviation.sku_id];
  const what = sku ? `${sku.name} (${deviation.sku_id})` : deviation.sku_id;
  return `${sideText(deviation)} ${what}: ${deviationText(deviation, sku?.unit ?? units.get(deviation.sku_id) ?? null)}`;
}

/** Where the run as entered differs from its template, in words: the API allows and records these, so they only warn. */
export function deviationNotes(template: Template, values: Pick<RunValues, 'consumed' | 'produced'>): string[] {
  const units = new Map(values.consumed.flatMap((row) => (row.sku_id ? [[row.sku_id, row.unit] as const] : [])));
  const side = (rows: readonly { sku_id: string | null; quantity: string }[]) =>
    rows.map((row) => ({ sku_id: row.sku_id, quantity: typedAmount(row.quantity) }));
  const deviations = deviationsOf(template, { inputs: side(values.consumed), outputs: side(values.produced) });
  // An input not scanned yet shows as unmet in the requirements; saying it twice is noise.
  const shown = deviations.filter((deviation) => !(deviation.side === 'input' && deviation.reason === 'missing'));
  return shown.map((deviation) => deviationNote(deviation, template, units));
}
