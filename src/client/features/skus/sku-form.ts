import { z } from 'zod';
import { Name, SkuId, UnitOfMeasure } from '../../../shared/contract/fields';
import { codeFields, CodeRows, type CodeRow } from '../../ui/code-rows';

/** What the New SKU and SKU edit screens both edit. The API allows a blank name; a person reading a SKU does not. */
export const SkuFields = z.object({ name: Name.trim().min(1, 'Name is required.'), unit: UnitOfMeasure, codes: CodeRows });
export type SkuFieldsInput = z.input<typeof SkuFields>;
export type SkuFieldsValues = z.output<typeof SkuFields>;

/** Blank label means "use the suggested id". */
export const NewSkuForm = SkuFields.extend({ label: z.union([z.literal(''), SkuId]) });
export type NewSkuInput = z.input<typeof NewSkuForm>;
export type NewSkuValues = z.output<typeof NewSkuForm>;

/** The form field each of the API's invalid-params names. */
export const skuProblemFields = (codes: CodeRow[]) => ({ name: 'name', unit: 'unit', ...codeFields(codes) }) as const;
