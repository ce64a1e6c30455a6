import { z } from 'zod';
import { BatchId, BinId, body, expected, idOf, InstanceId, ItemId, MixId } from './fields';

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

/** Units of the queried lots a thing may hold: at least `lower_bound`, at most `upper_bound`. */
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

/** A lot that may hold units of the queried lots (they themselves included, whole). */
export const TracedLot = z.object({ batch_id: BatchId, produced_by: InstanceId.nullable(), ...bounds });

/** A mixture that lots holding units of the queried lots went into: bounds of what entered it. */
export const TracedMixture = z.object({ mix_id: MixId, ...bounds });

/** A bin entry holding some of them now: `quantity` is the whole entry, the bounds what of it is theirs. */
export const TracedHolding = z.object({ bin_id: BinId, item_id: idOf('BAT', 'MIX'), quantity: z.number(), ...bounds });

/** Stock that left the building through a release, with who, when and why. */
export const TracedRelease = z.object({
  at: z.iso.datetime(),
  operator: z.string().nullable(),
  note: z.string().nullable(),
  bin_id: BinId,
  item_id: ItemId,
  quantity: z.number(),
  ...bounds,
});

/**
 * Where the units of one queried lot are, exactly, with mixtures seen through: what entered it
 * = on hand (in bins and in mixtures) + released + consumed (by runs, drawn from mixtures) +
 * written off (counted away in audits, forced bin deletes).
 */
export const TracedTotals = z.object({
  batch_id: BatchId,
  entered: z.number(),
  on_hand: z.number(),
  released: z.number(),
  consumed: z.number(),
  written_off: z.number(),
});

export const DownstreamTrace = z.object({
  lots: z.array(TracedLot),
  mixtures: z.array(TracedMixture),
  holdings: z.array(TracedHolding),
  releases: z.array(TracedRelease),
  totals: z.array(TracedTotals),
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
