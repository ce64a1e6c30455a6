import { z } from 'zod';
import { BatchId, SkuId } from '../../../shared/contract/fields';
import { codeFields, CodeRows, type CodeRow } from '../../ui/code-rows';
import { PropDrafts } from './props-draft';

/** What the New Batch and batch edit screens both edit; a blank parent means none. */
const BatchFields = z.object({ parent: z.union([z.literal(''), SkuId]), name: z.string().trim(), codes: CodeRows });

/** Blank label means "use the suggested id". */
export const NewBatchForm = BatchFields.extend({ label: z.union([z.literal(''), BatchId]) });
export type NewBatchInput = z.input<typeof NewBatchForm>;
export type NewBatchValues = z.output<typeof NewBatchForm>;

export const EditBatchForm = BatchFields.extend({ props: PropDrafts });
export type EditBatchInput = z.input<typeof EditBatchForm>;
export type EditBatchValues = z.output<typeof EditBatchForm>;

/** The form field each of the API's invalid-params names. */
export const batchProblemFields = (codes: CodeRow[]) => ({ sku_id: 'parent', name: 'name', ...codeFields(codes) }) as const;
