import { z } from 'zod';
import type { BatchState } from '../../../shared/contract/batches';
import type { BinState } from '../../../shared/contract/bins';
import { BatchId, BinId, MixId, SkuId, UnitOfMeasure } from '../../../shared/contract/fields';
import { CreateMixtureBody } from '../../../shared/contract/mixtures';
import { QUANTITY_POSITIVE } from '../../ui/typed-number';
import { noteInput, quantityInput, required } from './action-forms';

export const BIN_FIRST = 'Scan or type the bin first.';
export const NO_BATCHES = 'Scan at least one batch.';
export const OPERATOR_REQUIRED = 'Enter the operator.';

/** One batch going into the mixture, as scanned: what the bin held of it is the quantity offered. */
const ComponentRow = z.object({
  batch_id: BatchId,
  name: z.string(),
  sku_id: SkuId,
  available: z.number(),
  /** the batch's unit (its SKU's): what `available` and the quantity are in */
  unit: UnitOfMeasure,
  quantity: quantityInput(QUANTITY_POSITIVE),
});
export type ComponentRow = z.input<typeof ComponentRow>;

/** min(1) has checked it; the type says so, as the SKU is taken from the first row. */
const atLeastOne = <T>(rows: T[]) => rows as [T, ...T[]];

export const NewMixtureForm = z.object({
  bin: required(BIN_FIRST, BinId),
  /** blank means the suggested next id */
  label: z.union([z.literal(''), MixId]),
  components: z.array(ComponentRow).min(1, NO_BATCHES).transform(atLeastOne),
  created_by: required(OPERATOR_REQUIRED, CreateMixtureBody.shape.created_by),
  note: noteInput,
});
export type NewMixtureInput = z.input<typeof NewMixtureForm>;
export type NewMixtureValues = z.output<typeof NewMixtureForm>;

/**
 * Whether leaving New Mixture would lose work: batches listed, or a label or note typed. The bin
 * alone is one scan away, and the operator is remembered on the device.
 */
export const hasMixtureWork = ({ components, label, note }: Pick<NewMixtureInput, 'components' | 'label' | 'note'>): boolean =>
  components.length > 0 || label.trim() !== '' || note.trim() !== '';

/** Asked before a scan of another bin takes the batches listed off (quantities are the bin's). */
export const otherBinPrompt = (from: string, to: string) => `Start over from ${to}? The batches listed from ${from} are taken off.`;

/** The request: the SKU is the batches' own (they are all of one SKU, see componentOfScan). */
export const createBodyOf = ({ bin, components, created_by, note }: NewMixtureValues, mixId: string): CreateMixtureBody => ({
  mix_id: mixId,
  sku_id: components[0].sku_id,
  bin_id: bin,
  components: components.map(({ batch_id, quantity }) => ({ batch_id, quantity })),
  created_by,
  note,
});

/** The form field each of the API's invalid-params names, per row for the components. */
export function createProblemFields(rows: number) {
  const fields: Record<string, `components.${number}.quantity` | 'label' | 'bin' | 'components' | 'created_by' | 'note'> = {
    mix_id: 'label',
    bin_id: 'bin',
    sku_id: 'components',
    components: 'components',
    created_by: 'created_by',
    note: 'note',
  };
  for (let index = 0; index < rows; index++) {
    fields[`components[${index}]`] = `components.${index}.quantity`;
    fields[`components[${index}].batch_id`] = `components.${index}.quantity`;
    fields[`components[${index}].quantity`] = `components.${index}.quantity`;
  }
  return fields;
}

export type BatchScan = { kind: 'add'; row: ComponentRow } | { kind: 'listed'; index: number } | { kind: 'refused'; reason: string };

/**
 * What a scanned batch does to the list: a batch already listed is not listed twice; one the
 * bin does not hold, or of another SKU than the batches listed, is refused; otherwise it is
 * added with all the bin holds of it, which the operator may lower.
 */
export function componentOfScan(
  rows: readonly Pick<ComponentRow, 'batch_id' | 'sku_id'>[],
  batch: Pick<BatchState, 'id' | 'sku_id' | 'name' | 'unit'>,
  bin: Pick<BinState, 'id' | 'lines'>,
): BatchScan {
  const index = rows.findIndex((row) => row.batch_id === batch.id);
  if (index >= 0) return { kind: 'listed', index };
  const line = bin.lines.find((entry) => entry.item_id === batch.id);
  if (!line || line.quantity <= 0) return { kind: 'refused', reason: `${batch.id} is not in ${bin.id}.` };
  if (batch.sku_id === null) return { kind: 'refused', reason: `${batch.id} has no SKU, and a mixture blends batches of one SKU.` };
  const sku = rows[0]?.sku_id;
  if (sku !== undefined && batch.sku_id !== sku) {
    return { kind: 'refused', reason: `${batch.id} is a batch of ${batch.sku_id}; this mixture is of ${sku}.` };
  }
  return {
    kind: 'add',
    row: {
      batch_id: batch.id,
      name: batch.name,
      sku_id: batch.sku_id,
      available: line.quantity,
      unit: batch.unit,
      quantity: String(line.quantity),
    },
  };
}
