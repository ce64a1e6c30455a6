import { z } from 'zod';
import { envelope, statusAnswer } from './envelope';
import { body, expected, Name, SkuId, SmallJson, TemplateId, text, UnitOfMeasure } from './fields';
import { jsonBytes } from './json-size';
import { LIST_MAX_LIMIT, listQuery, listResource } from './lists';
import { MixtureQuantity } from './mixtures';

/** Rows one template may list on each side: more than any line runs. */
export const MAX_REQUIREMENTS = 100;
const MAX_REQUIREMENT_BYTES = 4 * 1024;

/**
 * What a step takes in or gives out: a SKU and a nominal positive quantity in the SKU's unit,
 * or none ('flexible': the amount varies per run). Other keys (some clients send `role`
 * and `form`) are kept as given, within a small bound.
 */
export const Requirement = z
  .object({ sku_id: SkuId, quantity: MixtureQuantity.nullable().optional() }, { error: expected('a dictionary') })
  .catchall(SmallJson)
  .refine((row) => jsonBytes(row) <= MAX_REQUIREMENT_BYTES, `must be at most ${MAX_REQUIREMENT_BYTES} bytes as JSON`);
export type Requirement = z.infer<typeof Requirement>;

const Requirements = z
  .array(Requirement, { error: expected('a list') })
  .min(1, 'must list at least one requirement')
  .max(MAX_REQUIREMENTS, `must list at most ${MAX_REQUIREMENTS} requirements`);

/** Free JSON about a template or a run, within the props' bounds. */
export const Metadata = SmallJson.pipe(z.record(z.string(), z.json(), { error: expected('a dictionary') }));

const TemplateName = Name.trim().min(1, 'must not be blank');
export const TemplateDescription = text(2000);

/** POST /api/step-templates */
export const CreateTemplateBody = body({
  template_id: TemplateId,
  name: TemplateName,
  description: TemplateDescription.optional(),
  inputs: Requirements,
  outputs: Requirements,
  metadata: Metadata.optional(),
});
export type CreateTemplateBody = z.infer<typeof CreateTemplateBody>;

/**
 * PATCH /api/step-template/{id}: the id must be the URL's; absent fields stay. Description
 * and metadata may be cleared with null; a template always keeps a name, inputs and outputs.
 */
export const UpdateTemplateBody = body({
  template_id: TemplateId,
  name: TemplateName.optional(),
  description: TemplateDescription.nullable().optional(),
  inputs: Requirements.optional(),
  outputs: Requirements.optional(),
  metadata: Metadata.nullable().optional(),
});
export type UpdateTemplateBody = z.infer<typeof UpdateTemplateBody>;

/** The name and unit of each SKU a template names, so its page needs no request per row. */
export const RequirementSkus = z.record(SkuId, z.object({ name: z.string(), unit: UnitOfMeasure }));

/** A template without a description or metadata has no such key. */
export const TemplateState = z.object({
  template_id: TemplateId,
  name: z.string(),
  description: z.string().optional(),
  inputs: z.array(Requirement),
  outputs: z.array(Requirement),
  metadata: z.record(z.string(), z.json()).optional(),
  skus: RequirementSkus,
});
export type TemplateState = z.infer<typeof TemplateState>;

export const TemplateResource = envelope(TemplateState);
export type TemplateResource = z.infer<typeof TemplateResource>;

export const TemplateAnswer = statusAnswer(TemplateState);
export type TemplateAnswer = z.infer<typeof TemplateAnswer>;

export const TemplateParams = z.object({ id: TemplateId });

export const TEMPLATE_SORTS = ['name', 'id'] as const;

/** GET /api/step-templates: a plant's templates (up to 100) come in one request unless a page is asked for. */
export const TemplateListQuery = listQuery(TEMPLATE_SORTS, LIST_MAX_LIMIT);
export type TemplateListQuery = z.infer<typeof TemplateListQuery>;

/** The page's templates are also at the top level (`items`), where clients of the original API read a list. */
export const TemplateListResource = listResource(TemplateState).extend({ items: z.array(envelope(TemplateState)) });
export type TemplateListResource = z.infer<typeof TemplateListResource>;
