import { z } from 'zod';
import { BatchId, BinId, body, CustomerId, expected, idOf, InstanceId, ItemId, MixId, UnitOfMeasure } from './fields';
import { Hold } from './holds';
import { CustomerContact } from './customers';

/** Ids one trace may name, of each kind. */
export const MAX_TRACE_IDS = 100;

const idList = <T extends z.ZodString>(id: T) =>
  z.array(id, { error: expected('a list') }).max(MAX_TRACE_IDS, `must list at most ${MAX_TRACE_IDS} ids`);

export const TraceDirection = z.enum(['upstream', 'downstream'], { error: "must be 'upstream' or 'downstream'" });
export type TraceDirection = z.infer<typeof TraceDirection>;

/**
 * POST /api/traceability: the batches and runs to trace, and `direction` (upstream when
 * absent). At least one id in all: a trace of nothing is a mistake, not an empty answer.
 */
export const TraceBody = body({
  batch_ids: idList(BatchId).optional(),
  step_instance_ids: idList(InstanceId).optional(),
  direction: TraceDirection.optional(),
}).refine((query) => (query.batch_ids?.length ?? 0) + (query.step_instance_ids?.length ?? 0) > 0, {
  message: 'must name at least one batch or step instance',
  path: ['batch_ids'],
});
export type TraceBody = z.infer<typeof TraceBody>;

export const TraceAnnotation = z.enum(['complement-capacity', 'mixture-allocation']);

/** How much of the queried lots' material a thing may hold, in their unit: at least `lower_bound`, at most `upper_bound`. */
const bounds = {
  lower_bound: z.number(),
  upper_bound: z.number(),
  /** where uncertainty entered, sorted */
  annotations: z.array(TraceAnnotation),
};

export const TraceQuery = z.object({
  batch_ids: z.array(BatchId),
  step_instance_ids: z.array(InstanceId),
  direction: TraceDirection,
});

/** A source lot (received, not produced) that may be in the queried lots or runs. */
export const UpstreamInput = z.object({ batch_id: BatchId, ...bounds });

export const UpstreamTrace = z.object({
  inputs: z.array(UpstreamInput),
  /** the live runs the trace went through, sorted: the genealogy between the queried lots and their sources */
  runs: z.array(InstanceId),
  query: TraceQuery,
});
export type UpstreamTrace = z.infer<typeof UpstreamTrace>;

/**
 * A reached lot or mixture is affected as a whole (a jar cannot be parted from the glycerin in it):
 * certainly where at least some of the traced material is in it, possibly where it may be.
 */
export const Affected = z.enum(['certainly', 'possibly']);
export type Affected = z.infer<typeof Affected>;

/**
 * A lot's or mixture's whole quantity, in its own unit: what entered it = on hand (in bins) +
 * released + drawn (out of a mixture) + consumed (by runs) + mixed (into mixtures, or split off
 * a mixture) + written off (audits, forced bin deletes).
 */
export const ItemAccount = z.object({
  unit: UnitOfMeasure,
  entered: z.number(),
  on_hand: z.number(),
  released: z.number(),
  drawn: z.number(),
  consumed: z.number(),
  mixed: z.number(),
  written_off: z.number(),
});
export type ItemAccount = z.infer<typeof ItemAccount>;

/** What the trace knows of an affected lot or mixture: whether, its whole quantity, its hold (null when free). */
const affectedItem = {
  affected: Affected,
  account: ItemAccount,
  hold: Hold.nullable(),
  /** the traced material inside it, in the traced lots' unit */
  ...bounds,
};

/** A lot that may hold some of the queried lots (they themselves included, whole). */
export const TracedLot = z.object({ batch_id: BatchId, produced_by: InstanceId.nullable(), ...affectedItem });

/** A mixture that lots holding some of the queried lots went into. */
export const TracedMixture = z.object({ mix_id: MixId, ...affectedItem });

/** A bin entry of an affected lot or mixture: `quantity` is the whole entry in `unit`, the bounds what of the traced material is in it. */
export const TracedHolding = z.object({
  bin_id: BinId,
  item_id: idOf('BAT', 'MIX'),
  quantity: z.number(),
  unit: UnitOfMeasure,
  affected: Affected,
  ...bounds,
});

/**
 * Stock of an affected lot or mixture that left the building (a release) or a mixture (a draw),
 * with who, when and why; a release shipped to a customer names them and the order's reference.
 */
export const TracedDeparture = z.object({
  at: z.iso.datetime(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  bin_id: BinId,
  item_id: ItemId,
  quantity: z.number(),
  unit: UnitOfMeasure,
  affected: Affected,
  ...bounds,
  customer_id: CustomerId.nullable(),
  reference: z.string().nullable(),
});
export type TracedDeparture = z.infer<typeof TracedDeparture>;

/**
 * A customer that received affected stock, how to reach them, and each shipment of it: the
 * releases naming them, with their bounds (decision 043). `archived` when the customer was
 * deleted since; their details are then as they were.
 */
export const TracedCustomer = CustomerContact.extend({ shipments: z.array(TracedDeparture) });
export type TracedCustomer = z.infer<typeof TracedCustomer>;

/**
 * Where one queried lot's material is, exactly, in its unit, with mixtures seen through: what
 * entered it = on hand (in bins and in mixtures) + released + drawn (out of mixtures) + consumed
 * (by runs, directly or through mixtures) + written off (counted away in audits, forced bin deletes).
 */
export const TracedTotals = z.object({
  batch_id: BatchId,
  unit: UnitOfMeasure,
  entered: z.number(),
  on_hand: z.number(),
  released: z.number(),
  drawn: z.number(),
  consumed: z.number(),
  written_off: z.number(),
});
export type TracedTotals = z.infer<typeof TracedTotals>;

/** Whole quantities of the affected lots and mixtures of one unit, as certain or possible: what a recall acts on. */
export const AffectedTotals = z.object({
  affected: Affected,
  unit: UnitOfMeasure,
  lots: z.number(),
  mixtures: z.number(),
  on_hand: z.number(),
  released: z.number(),
  drawn: z.number(),
});
export type AffectedTotals = z.infer<typeof AffectedTotals>;

export const DownstreamTrace = z.object({
  /** the queried lots' unit: every bound is an amount of their material in it */
  unit: UnitOfMeasure,
  lots: z.array(TracedLot),
  mixtures: z.array(TracedMixture),
  holdings: z.array(TracedHolding),
  releases: z.array(TracedDeparture),
  draws: z.array(TracedDeparture),
  /** who received the releases above, in order of their first shipment */
  customers: z.array(TracedCustomer),
  totals: z.array(TracedTotals),
  affected: z.array(AffectedTotals),
  query: TraceQuery,
});
export type DownstreamTrace = z.infer<typeof DownstreamTrace>;

/** The answer either way: upstream carries `inputs`, downstream the rest (each parses as its own schema above). */
export const TraceAnswer = z.object({
  inputs: UpstreamTrace.shape.inputs.optional(),
  runs: UpstreamTrace.shape.runs.optional(),
  ...DownstreamTrace.partial().shape,
  query: TraceQuery,
});
export type TraceAnswer = z.infer<typeof TraceAnswer>;
