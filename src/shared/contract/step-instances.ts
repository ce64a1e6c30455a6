import { z } from 'zod';
import { ItemCodeList, refineCodes } from './codes';
import { envelope, statusAnswer } from './envelope';
import {
  BatchId,
  BinId,
  body,
  expected,
  idOf,
  InstanceId,
  IsoDate,
  Name,
  Note,
  Operator,
  Props,
  SkuId,
  TemplateId,
  UnitOfMeasure,
} from './fields';
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT, listResource } from './lists';
import { MixtureQuantity } from './mixtures';
import { MAX_STARTING_FROM, queryCount, SortOrder } from './query-params';
import { Metadata } from './step-templates';
import { SupplierLot } from './batches';

/** Rows one run may consume or produce. */
export const MAX_RUN_ROWS = 100;

const rows = <T extends z.ZodType>(row: T) =>
  z
    .array(row, { error: expected('a list') })
    .min(1, 'must list at least one row')
    .max(MAX_RUN_ROWS, `must list at most ${MAX_RUN_ROWS} rows`);

/** A lot or mixture the run used, from one bin. Other keys are dropped. */
export const ConsumedInput = z.object(
  {
    resource_id: idOf('BAT', 'MIX'),
    quantity: MixtureQuantity,
    bin_id: BinId,
  },
  { error: expected('a dictionary') },
);
export type ConsumedInput = z.infer<typeof ConsumedInput>;

/**
 * A new lot the run made, entering the bin it was put in. The bin is required: a lot's
 * quantity is what bins hold of it, so one made into no bin would vanish from the books.
 */
export const ProducedInput = z
  .object(
    {
      batch_id: BatchId,
      sku_id: SkuId,
      quantity: MixtureQuantity,
      bin_id: BinId,
      name: Name.optional(),
      owned_codes: ItemCodeList.optional(),
      associated_codes: ItemCodeList.optional(),
      props: Props.nullable().optional(),
      expires_on: IsoDate.nullable().optional(),
      supplier_lot: SupplierLot.nullable().optional(),
    },
    { error: expected('a dictionary') },
  )
  .superRefine(refineCodes);
export type ProducedInput = z.infer<typeof ProducedInput>;

/** POST /api/step-instances: a production run of a template. */
export const CreateInstanceBody = body({
  instance_id: InstanceId,
  template_id: TemplateId,
  operator: Operator,
  notes: Note.nullable().optional(),
  metadata: Metadata.optional(),
  consumed: rows(ConsumedInput),
  produced: rows(ProducedInput),
});
export type CreateInstanceBody = z.infer<typeof CreateInstanceBody>;

/** PATCH /api/step-instance/{id}: only the record's words change; what it consumed and produced cannot. */
export const UpdateInstanceBody = body({
  instance_id: InstanceId,
  operator: Operator.optional(),
  notes: Note.nullable().optional(),
  metadata: Metadata.nullable().optional(),
});
export type UpdateInstanceBody = z.infer<typeof UpdateInstanceBody>;

/** Where a run differs from its template: a SKU it did not name, one it left out, or another amount. */
export const Deviation = z.object({
  side: z.enum(['input', 'output']),
  sku_id: SkuId,
  /** the template's nominal quantity; null when the template does not name the SKU or leaves it flexible */
  expected: z.number().nullable(),
  actual: z.number(),
  reason: z.enum(['not in template', 'missing', 'quantity differs']),
});
export type Deviation = z.infer<typeof Deviation>;

export const ConsumedRow = z.object({
  resource_id: idOf('BAT', 'MIX'),
  resource_type: z.enum(['batch', 'mixture']),
  /** the lot's or mixture's name (a mixture's is its SKU's), kept when it is archived */
  name: z.string(),
  sku_id: SkuId.nullable(),
  unit: UnitOfMeasure,
  bin_id: BinId,
  quantity: z.number(),
  /** what the lot held in bins, or the mixture's total, right after the run */
  remaining_qty: z.number(),
  /** for a mixture: what the run took of each of its lots */
  components: z.array(z.object({ batch_id: BatchId, name: z.string(), quantity: z.number() })).optional(),
});
export type ConsumedRow = z.infer<typeof ConsumedRow>;

export const ProducedRow = z.object({
  batch_id: BatchId,
  sku_id: SkuId,
  name: z.string(),
  unit: UnitOfMeasure,
  quantity: z.number(),
  bin_id: BinId,
});
export type ProducedRow = z.infer<typeof ProducedRow>;

/** Who undid a run, when, and the ledger operation that reversed it. */
export const InstanceUndo = z.object({
  operation_id: z.number().int(),
  operator: z.string().nullable(),
  at: z.iso.datetime(),
});
export type InstanceUndo = z.infer<typeof InstanceUndo>;

export const InstanceState = z.object({
  instance_id: InstanceId,
  template_id: TemplateId,
  /** the template's name when the run was recorded */
  template_name: z.string(),
  operator: z.string(),
  notes: z.string().nullable(),
  metadata: z.record(z.string(), z.json()).nullable(),
  created_at: z.iso.datetime(),
  /** the ledger operation that booked the run's stock */
  operation_id: z.number().int(),
  consumed: z.array(ConsumedRow),
  produced: z.array(ProducedRow),
  deviations: z.array(Deviation),
  /** why the run can no longer be undone, or null while it can (and once it has been) */
  undo_blocked_by: z.string().nullable(),
  /** null while the run stands; an undone run keeps its page as evidence, and offers no update or undo */
  undone: InstanceUndo.nullable(),
});
export type InstanceState = z.infer<typeof InstanceState>;

export const InstanceResource = envelope(InstanceState);
export type InstanceResource = z.infer<typeof InstanceResource>;

export const InstanceAnswer = statusAnswer(InstanceState);
export type InstanceAnswer = z.infer<typeof InstanceAnswer>;

export const InstanceParams = z.object({ id: InstanceId });

/**
 * DELETE /api/step-instance/{id}: the undo is one operation naming `operator` and why (`note`); a
 * DELETE carries no body. Both optional, as on every release; the app's undo asks for them.
 */
export const UndoInstanceQuery = z.object({ operator: Operator.optional(), note: Note.optional() });
export type UndoInstanceQuery = z.infer<typeof UndoInstanceQuery>;

/** GET /api/step-instances: newest first unless asked otherwise, optionally of one template. */
export const InstanceListQuery = z.object({
  template: TemplateId.optional(),
  order: SortOrder.default('desc'),
  startingFrom: queryCount(0, MAX_STARTING_FROM).default(0),
  limit: queryCount(1, LIST_MAX_LIMIT).default(LIST_DEFAULT_LIMIT),
});
export type InstanceListQuery = z.infer<typeof InstanceListQuery>;

/** A run as the list shows it: what went in and what came out, by id and name. */
export const InstanceSummary = z.object({
  instance_id: InstanceId,
  template_id: TemplateId,
  template_name: z.string(),
  operator: z.string(),
  created_at: z.iso.datetime(),
  inputs: z.array(z.object({ id: idOf('BAT', 'MIX'), name: z.string() })),
  outputs: z.array(z.object({ id: BatchId, name: z.string() })),
});
export type InstanceSummary = z.infer<typeof InstanceSummary>;

export const InstanceListResource = listResource(InstanceSummary);
export type InstanceListResource = z.infer<typeof InstanceListResource>;
