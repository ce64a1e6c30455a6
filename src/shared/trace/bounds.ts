/**
 * Traceability bounds, pure and exact: every quantity is an integer
 * number of micro-units, so sums and differences never round.
 *
 * A run (step instance) consumed pieces of lots, directly or through a mixture (whose recorded
 * takes say exactly what each lot gave), and produced lots. Where its inputs and outputs count
 * in one unit, units are counted 1:1 through it, but which input unit went into which output is
 * unknown: hence lower and upper bounds. Where it changes the unit (kg of blend into jars), an
 * output holds between none and all of what the run took (all of it when it is the only output):
 * bounds are always amounts of the traced lot in its own unit, never shares of a reached lot.
 */

export type Annotation = 'complement-capacity' | 'mixture-allocation';

export interface Bound {
  lower: number;
  upper: number;
  /** where uncertainty entered, sorted */
  annotations: Annotation[];
}

/** What a run took of one lot: `mixture` names the mixture it came through, if any. */
export interface RunInput {
  lot: string;
  quantity: number;
  mixture: string | null;
}

export interface RunOutput {
  lot: string;
  quantity: number;
}

export interface TraceRun {
  id: string;
  /** every unit it took, of all its inputs together */
  taken: number;
  /** what it took, lot by lot: upstream needs them all, downstream only those of the lots it reaches */
  inputs: readonly RunInput[];
  outputs: readonly RunOutput[];
  /** its inputs and outputs do not all count in one unit, so no unit of output stands for one of input */
  changesUnit?: boolean;
}

/** The live runs, and what entered each lot (receipts, production, adjustments up). */
export interface Genealogy {
  runs: readonly TraceRun[];
  entered: ReadonlyMap<string, number>;
}

/** Part of a lot somewhere (in a bin, in a mixture, in a release). */
export interface Piece {
  lot: string;
  quantity: number;
}

/**
 * Annotations travel as bits while ranges are passed along (a wide trace passes thousands),
 * and become sorted lists only in the answer: the four possible lists, shared by every bound
 * rather than copied into each, and frozen so that no bound can change another's.
 */
const COMPLEMENT = 1;
const MIXTURE = 2;
const ANNOTATIONS: readonly Annotation[][] = [
  [],
  ['complement-capacity'],
  ['mixture-allocation'],
  ['complement-capacity', 'mixture-allocation'],
].map((list) => Object.freeze(list) as Annotation[]);
const NONE = ANNOTATIONS[0] as Annotation[];

const annotationsOf = (flags: number): Annotation[] => ANNOTATIONS[flags] ?? NONE;

/** Where a range became uncertain: a complement could have filled it, through a mixture's allocation or not. */
const uncertainty = (viaMixture: boolean) => COMPLEMENT | (viaMixture ? MIXTURE : 0);

interface Usage {
  lower: number;
  upper: number;
  /** annotation bits */
  flags: number;
}

/** The run that produced each lot. */
function producers(genealogy: Genealogy): Map<string, TraceRun> {
  const producer = new Map<string, TraceRun>();
  for (const run of genealogy.runs) for (const output of run.outputs) producer.set(output.lot, run);
  return producer;
}

/** Ranges by lot id, in id order, as the answer gives them. */
function inIdOrder(ranges: ReadonlyMap<string, Usage>): Map<string, Bound> {
  // The ids alone are sorted (default order: code units, as `<` compares), cheaper than sorting entries.
  const ids = [...ranges.keys()].sort();
  return new Map(
    ids.map((id) => {
      const u = ranges.get(id) as Usage;
      return [id, { lower: u.lower, upper: u.upper, annotations: annotationsOf(u.flags) }];
    }),
  );
}

interface LotInput {
  lot: string;
  quantity: number;
  viaMixture: boolean;
}

/**
 * One run's inputs summed per lot: a lot given twice (directly and through a mixture) gave its
 * total. A downstream trace sees mostly runs with one input it reached, so those skip the map.
 */
function inputsByLot(run: TraceRun): LotInput[] {
  const [only] = run.inputs;
  if (run.inputs.length === 1 && only) return [{ lot: only.lot, quantity: only.quantity, viaMixture: only.mixture !== null }];
  const byLot = new Map<string, LotInput>();
  for (const input of run.inputs) {
    const entry = byLot.get(input.lot) ?? { lot: input.lot, quantity: 0, viaMixture: false };
    entry.quantity += input.quantity;
    entry.viaMixture ||= input.mixture !== null;
    byLot.set(input.lot, entry);
  }
  return [...byLot.values()];
}

/**
 * Orders runs so that every run comes after the runs that produced its inputs (a DAG: a unit
 * is produced once). `reached` limits the order to those runs.
 */
function producersFirst(reached: ReadonlySet<TraceRun>, producer: ReadonlyMap<string, TraceRun>): TraceRun[] {
  const order: TraceRun[] = [];
  const seen = new Set<TraceRun>();
  const visit = (run: TraceRun) => {
    if (seen.has(run)) return;
    seen.add(run);
    for (const input of run.inputs) {
      const before = producer.get(input.lot);
      if (before && reached.has(before)) visit(before);
    }
    order.push(run);
  };
  for (const run of reached) visit(run);
  return order;
}

/** What an input of `quantity` gave outputs holding `cap` of the run's units, the others holding `complement`. */
function givenTo(quantity: number, cap: number, complement: number): { lower: number; upper: number } {
  const upper = Math.min(quantity, cap);
  // A run that lost units (inputs beyond its outputs) cannot promise more than it made.
  return { lower: Math.min(upper, Math.max(0, quantity - complement)), upper };
}

export interface UpstreamTargets {
  lots: readonly string[];
  runs: readonly string[];
}

/**
 * Upstream provenance: for every source lot (one no run produced), how much of it may be in
 * the targets. A target lot is all its quantity; a target run is all its outputs. For the
 * outputs Q of one run reached with usage [min, max] each: Q_cap = Σ max, C = Σ (quantity −
 * min) over all its outputs, and a lot that gave t gave Q at least max(0, t − C) and at most
 * min(t, Q_cap). Ranges reaching a produced lot are pushed into its run, consumers first, so a
 * run is worked out once, with everything that reached it.
 */
export function upstream(genealogy: Genealogy, targets: UpstreamTargets): Map<string, Bound> {
  const runs = new Map(genealogy.runs.map((run) => [run.id, run]));
  const producer = producers(genealogy);
  /** per run, per output lot: the reached range */
  const usage = new Map<TraceRun, Map<string, Usage>>();
  const sources = new Map<string, Usage>();

  const record = (lot: string, lower: number, upper: number, flags: number) => {
    const run = producer.get(lot);
    const target = run ? (usage.get(run) ?? new Map<string, Usage>()) : sources;
    if (run) usage.set(run, target);
    const entry = target.get(lot) ?? { lower: 0, upper: 0, flags: 0 };
    entry.lower += lower;
    entry.upper += upper;
    entry.flags |= flags;
    target.set(lot, entry);
  };

  for (const lot of targets.lots) {
    const run = producer.get(lot);
    const quantity = run ? (run.outputs.find((o) => o.lot === lot)?.quantity ?? 0) : (genealogy.entered.get(lot) ?? 0);
    // A lot asked for twice is still only all of itself.
    const already = (run ? usage.get(run) : sources)?.get(lot);
    if (quantity > 0 && !already) record(lot, quantity, quantity, 0);
  }
  for (const id of targets.runs) {
    const run = runs.get(id);
    for (const output of run?.outputs ?? [])
      if (!usage.get(run as TraceRun)?.has(output.lot)) record(output.lot, output.quantity, output.quantity, 0);
  }

  // Every run that may be reached: those seeded and, recursively, the producers of their inputs.
  const reached = new Set<TraceRun>(usage.keys());
  for (const run of reached) {
    for (const input of run.inputs) {
      const before = producer.get(input.lot);
      if (before) reached.add(before);
    }
  }
  for (const run of producersFirst(reached, producer).reverse()) {
    const used = usage.get(run);
    if (!used) continue;
    let cap = 0;
    let complement = 0;
    let inherited = 0;
    for (const output of run.outputs) {
      const u = used.get(output.lot);
      const upper = Math.min(u?.upper ?? 0, output.quantity);
      const lower = Math.min(u?.lower ?? 0, upper);
      cap += upper;
      complement += output.quantity - lower;
      if (u && upper > 0) inherited |= u.flags;
    }
    if (cap <= 0) continue;
    for (const { lot, quantity, viaMixture } of inputsByLot(run)) {
      const { lower, upper } = run.changesUnit
        ? // Outputs in other units weigh nothing against inputs: all of it when every output is wholly reached, else none to all.
          { lower: complement === 0 ? quantity : 0, upper: quantity }
        : givenTo(quantity, cap, complement);
      if (upper <= 0) continue;
      record(lot, lower, upper, lower < upper && complement > 0 ? inherited | uncertainty(viaMixture) : inherited);
    }
  }
  return inIdOrder(sources);
}

/** What an output of `quantity` holds of a run's `total` units, of which [lower, upper] are the traced lots'. */
function madeOf(quantity: number, total: number, lower: number, upper: number): { low: number; high: number } {
  const high = Math.min(quantity, upper);
  return { low: Math.min(high, Math.max(0, quantity - (total - lower))), high };
}

export interface Downstream {
  /** every lot that may hold units of the queried lots (the queried lots included, whole) */
  lots: Map<string, Bound>;
  /** how many units of the queried lots pieces of lots may hold (a bin entry, a mixture, a release) */
  contentOf(pieces: readonly Piece[], viaMixture: boolean): Bound;
  /** the same of one piece of one lot, outside mixtures (a bin entry of a lot) */
  partOf(lot: string, quantity: number): Bound;
}

/**
 * Downstream recall: how much of the queried lots each later lot may hold. A lot holding
 * [lo, hi] of them among the N units that entered it gives a piece of p units holding at least
 * max(0, lo − (N − p)) and at most min(p, hi). A run whose inputs of total T hold [tlo, thi]
 * gives an output of quantity q at least max(0, q − (T − tlo)) and at most min(q, thi), where its
 * units are weighed 1:1; where they are not (see TraceRun.changesUnit), [0, thi], or [tlo, thi]
 * for its only output. Runs are worked out producers first, so each lot's range is whole before
 * it is passed on.
 */
export function downstream(genealogy: Genealogy, lots: readonly string[]): Downstream {
  const producer = producers(genealogy);
  const content = new Map<string, Usage>();
  for (const lot of lots) {
    const entered = genealogy.entered.get(lot) ?? 0;
    content.set(lot, { lower: entered, upper: entered, flags: 0 });
  }
  const queried = new Set(lots);
  /** Lots whose units do not count the traced lots' 1:1 (jars holding kg of glycerin): made by a run that changed the unit, or of such lots. */
  const unweighed = new Set<string>();

  const pieceOf = (lot: string, quantity: number): Usage | null => {
    const whole = content.get(lot);
    if (!whole || whole.upper <= 0 || quantity <= 0) return null;
    if (unweighed.has(lot)) {
      // Which of its units hold the traced material is unknown: a part holds none to all of it, the whole all of it.
      const all = quantity >= (genealogy.entered.get(lot) ?? 0);
      return { lower: all ? whole.lower : 0, upper: whole.upper, flags: whole.flags };
    }
    const entered = Math.max(genealogy.entered.get(lot) ?? 0, quantity, whole.upper);
    return { lower: Math.max(0, whole.lower - (entered - quantity)), upper: Math.min(quantity, whole.upper), flags: whole.flags };
  };

  // Runs reached: those taking any reached lot, found generation by generation.
  const consumers = new Map<string, TraceRun[]>();
  for (const run of genealogy.runs) {
    for (const input of run.inputs) {
      const list = consumers.get(input.lot);
      if (list) list.push(run);
      else consumers.set(input.lot, [run]);
    }
  }
  const reached = new Set<TraceRun>();
  const frontier = [...lots];
  while (frontier.length > 0) {
    const lot = frontier.pop() as string;
    for (const run of consumers.get(lot) ?? []) {
      if (reached.has(run)) continue;
      reached.add(run);
      for (const output of run.outputs) frontier.push(output.lot);
    }
  }

  for (const run of producersFirst(reached, producer)) {
    const total = run.taken;
    let lower = 0;
    let upper = 0;
    let viaMixture = false;
    let inherited = 0;
    let changes = run.changesUnit ?? false;
    for (const input of inputsByLot(run)) {
      const piece = pieceOf(input.lot, input.quantity);
      if (!piece || piece.upper <= 0) continue;
      lower += piece.lower;
      upper += piece.upper;
      viaMixture ||= input.viaMixture;
      inherited |= piece.flags;
      changes ||= unweighed.has(input.lot);
    }
    if (upper <= 0) continue;
    for (const output of run.outputs) {
      if (queried.has(output.lot)) continue;
      const { low, high } = changes
        ? // No output unit stands for an input unit: an output holds none to all of what the run took, the only one all of it.
          { low: run.outputs.length === 1 ? lower : 0, high: upper }
        : madeOf(output.quantity, total, lower, upper);
      if (high <= 0) continue;
      if (changes) unweighed.add(output.lot);
      content.set(output.lot, { lower: low, upper: high, flags: low < high ? inherited | uncertainty(viaMixture) : inherited });
    }
  }

  return {
    lots: inIdOrder(content),
    contentOf(pieces, viaMixture) {
      let lower = 0;
      let upper = 0;
      let flags = 0;
      for (const { lot, quantity } of pieces) {
        const piece = pieceOf(lot, quantity);
        if (!piece) continue;
        lower += piece.lower;
        upper += piece.upper;
        flags |= piece.flags;
      }
      if (viaMixture && lower < upper) flags |= MIXTURE;
      return { lower, upper, annotations: annotationsOf(flags) };
    },
    partOf(lot, quantity) {
      const piece = pieceOf(lot, quantity);
      return piece
        ? { lower: piece.lower, upper: piece.upper, annotations: annotationsOf(piece.flags) }
        : { lower: 0, upper: 0, annotations: NONE };
    },
  };
}
