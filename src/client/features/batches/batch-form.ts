import { z } from 'zod';
import { SupplierLot } from '../../../shared/contract/batches';
import { BatchId, IsoDate, SkuId } from '../../../shared/contract/fields';
import { codeFields, CodeRows, type CodeRow } from '../../ui/code-rows';
import { PropDrafts } from './props-draft';

/** A blank optional field is sent as null, which sets nothing on create and clears on update. */
const blankAsNull = <T extends z.ZodType<string>>(schema: T) => z.union([z.literal(''), schema]).transform((value) => value || null);

/** What the New Batch and batch edit screens both edit; a blank parent means none. */
const BatchFields = z.object({
  parent: z.union([z.literal(''), SkuId]),
  name: z.string().trim(),
  codes: CodeRows,
  expires_on: blankAsNull(IsoDate),
  supplier_lot: z.string().trim().pipe(blankAsNull(SupplierLot)),
});

/** The lot fields of a form that starts empty. */
export const NO_LOT = { expires_on: '', supplier_lot: '' };

/** Blank label means "use the suggested id". */
export const NewBatchForm = BatchFields.extend({ label: z.union([z.literal(''), BatchId]) });
export type NewBatchInput = z.input<typeof NewBatchForm>;
export type NewBatchValues = z.output<typeof NewBatchForm>;

export const EditBatchForm = BatchFields.extend({ props: PropDrafts });
export type EditBatchInput = z.input<typeof EditBatchForm>;
export type EditBatchValues = z.output<typeof EditBatchForm>;

/** The form field each of the API's invalid-params names. */
export const batchProblemFields = (codes: CodeRow[]) =>
  ({ sku_id: 'parent', name: 'name', expires_on: 'expires_on', supplier_lot: 'supplier_lot', ...codeFields(codes) }) as const;
