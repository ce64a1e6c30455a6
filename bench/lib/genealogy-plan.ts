import { MICRO } from '../../src/server/stock-core/quantities';
import { isMixture } from '../../src/server/stock-core/item-kind';
import { formatId } from '../../src/shared/labels';
import { seededRandom, type Random } from './random';

/**
 * A manufacturing history as a list of acts in the order they happened: lots received, moved
 * between bins, blended into mixtures, consumed and produced by runs, released. Quantities are
 * micro-units. Acts name the lots they use, not the bins: where a lot is when an act happens
 * follows from the acts before it (see genealogy-ledger.ts), so moves can fall anywhere.
 */
export type PlanEvent =
  | { type: 'receive'; lot: string; sku: string; bin: string; quantity: number }
  | { type: 'move'; lot: string; to: string }
  | { type: 'mixture'; mix: string; sku: string; bin: string; components: [lot: string, quantity: number][] }
  | { type: 'run'; id: string; template: string; consumed: [resource: string, quantity: number][]; produced: ProducedLot[] }
  | { type: 'release'; lot: string; quantity: number };

export interface ProducedLot {
  lot: string;
  sku: string;
  bin: string;
  quantity: number;
}

export interface GenealogyPlan {
  lots: number;
  skus: string[];
  bins: string[];
  templates: string[];
  events: PlanEvent[];
  /** the raw material that one run in every few draws on: it feeds HOT_RUNS runs */
  hotLot: string;
  /** received lots, the start of downstream traces */
  sources: string[];
  /** products of the last generation, the start of upstream traces */
  finals: string[];
}

export interface GenealogySize {
  lots: number;
  movements: number;
}

/** Runs the hot lot feeds, whatever the size. */
export const HOT_RUNS = 1000;
/** Share of lots received from suppliers; the rest are made by runs. */
const RECEIVED_SHARE = 0.4;
/** Generations of products after the received lots. */
const GENERATIONS = 4;
/** Share of runs that draw an ingredient from a mixture rather than a lot. */
const MIXTURE_RUN_SHARE = 0.1;
const COMPONENTS_PER_MIXTURE = 4;
/** Ingredients a run takes besides its main input, at most (a recipe's raw materials). */
const MAX_INGREDIENTS = 12;
const TWO_PRODUCTS_SHARE = 0.15;
const SKUS = 200;
const BINS = 500;
const TEMPLATES = 40;
// Ids far from the ones a person or the demo would pick, so a bench database reads as one.
const FIRST = 100_001;

const units = (n: number) => n * MICRO;

/** The state the planner needs: what is left of each lot and mixture, so every act is possible. */
class Stock {
  readonly left = new Map<string, number>();
  add(item: string, quantity: number) {
    this.left.set(item, (this.left.get(item) ?? 0) + quantity);
  }
  take(item: string, quantity: number) {
    const left = (this.left.get(item) ?? 0) - quantity;
    if (left < 0) throw new Error(`plan takes ${quantity} of ${item}, which holds less`);
    this.left.set(item, left);
  }
  of = (item: string) => this.left.get(item) ?? 0;
}

/** A seeded plan of `lots` lots whose acts write about `movements` ledger rows. */
export function planGenealogy({ lots, movements }: GenealogySize, seed = 12): GenealogyPlan {
  const random = seededRandom(seed);
  const skus = Array.from({ length: Math.min(SKUS, Math.max(4, Math.floor(lots / 50))) }, (_, i) => formatId('SKU', FIRST + i));
  const bins = Array.from({ length: Math.min(BINS, Math.max(4, Math.floor(lots / 20))) }, (_, i) => formatId('BIN', FIRST + i));
  const templates = Array.from({ length: Math.min(TEMPLATES, Math.max(2, Math.floor(lots / 250))) }, (_, i) => formatId('TPL', FIRST + i));
  const [rawSkus, productSkus] = [skus.slice(0, skus.length / 2), skus.slice(skus.length / 2)];
  const ids = { lot: FIRST, mix: FIRST, run: FIRST };
  const nextLot = () => formatId('BAT', ids.lot++);
  const stock = new Stock();
  const events: PlanEvent[] = [];

  const received = Math.max(COMPONENTS_PER_MIXTURE + 2, Math.round(lots * RECEIVED_SHARE));
  const skuOf = receiveSources(random, received, rawSkus, bins, nextLot, stock, events);
  const sources = [...skuOf.keys()];
  const hotLot = sources[0] as string;
  const ingredients = sources.slice(1);
  const nextMix = () => formatId('MIX', ids.mix++);
  const mixtures = blendSomeSources(random, ingredients, skuOf, Math.max(1, Math.floor(received / 50)), bins, stock, events, nextMix);

  const producedLots = lots - received;
  const runsPerGeneration = Math.max(1, Math.round(producedLots / (1 + TWO_PRODUCTS_SHARE) / GENERATIONS));
  let previous: string[] = [];
  let madeLots = 0;
  for (let generation = 1; generation <= GENERATIONS && madeLots < producedLots; generation++) {
    const made: string[] = [];
    // The hot lot is the main input of the first HOT_RUNS runs of the first generation, spread over its span.
    const hotEvery = generation === 1 ? Math.max(1, Math.floor(runsPerGeneration / HOT_RUNS)) : 0;
    let hotRuns = 0;
    for (let r = 0; r < runsPerGeneration && madeLots < producedLots; r++) {
      const useHot = hotEvery > 0 && r % hotEvery === 0 && hotRuns < HOT_RUNS;
      if (useHot) hotRuns++;
      const main = useHot ? hotLot : mainInput(random, generation === 1 ? ingredients : previous, stock);
      const consumed: [string, number][] = [];
      if (main)
        consumed.push([
          main,
          useHot ? units(1 + random.int(20)) : units(Math.ceil((stock.of(main) / units(1)) * (0.4 + 0.6 * random.next()))),
        ]);
      addIngredients(random, consumed, ingredients, mixtures, stock);
      for (const [item, quantity] of consumed) stock.take(item, quantity);
      const count = random.chance(TWO_PRODUCTS_SHARE) && madeLots + 1 < producedLots ? 2 : 1;
      const produced = Array.from({ length: count }, (): ProducedLot => {
        const lot = nextLot();
        const quantity = units(100 + random.int(900));
        stock.add(lot, quantity);
        return { lot, sku: random.pick(productSkus), bin: random.pick(bins), quantity };
      });
      madeLots += count;
      made.push(...produced.map((p) => p.lot));
      events.push({ type: 'run', id: formatId('INS', ids.run++), template: random.pick(templates), consumed, produced });
    }
    previous = made;
  }
  releaseSome(random, previous, stock, events);
  return {
    lots: ids.lot - FIRST,
    skus,
    bins,
    templates,
    events: addMoves(random, events, movements, bins),
    hotLot,
    sources,
    finals: previous,
  };
}

/** Lots received from suppliers, each with its SKU, in the order they came. */
function receiveSources(
  random: Random,
  count: number,
  skus: string[],
  bins: string[],
  nextLot: () => string,
  stock: Stock,
  events: PlanEvent[],
): Map<string, string> {
  const sources = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const lot = nextLot();
    const sku = random.pick(skus);
    const bin = random.pick(bins);
    // The hot lot is bought in bulk; others arrive in one to three deliveries into one bin.
    const deliveries = i === 0 ? 1 : 1 + random.int(3);
    for (let d = 0; d < deliveries; d++) {
      const quantity = i === 0 ? units(HOT_RUNS * 100) : units(200 + random.int(800));
      stock.add(lot, quantity);
      events.push({ type: 'receive', lot, sku, bin, quantity });
    }
    sources.set(lot, sku);
  }
  return sources;
}

/** Mixtures of a few received lots of one SKU each, half of each lot; a lot goes into one mixture at most. */
function blendSomeSources(
  random: Random,
  lots: readonly string[],
  skuOf: ReadonlyMap<string, string>,
  count: number,
  bins: readonly string[],
  stock: Stock,
  events: PlanEvent[],
  nextMix: () => string,
): string[] {
  const bySku = new Map<string, string[]>();
  for (const lot of lots) bySku.set(skuOf.get(lot) as string, [...(bySku.get(skuOf.get(lot) as string) ?? []), lot]);
  const groups = [...bySku].flatMap(([sku, ofSku]) =>
    Array.from({ length: Math.floor(ofSku.length / COMPONENTS_PER_MIXTURE) }, (_, g) => ({
      sku,
      lots: ofSku.slice(g * COMPONENTS_PER_MIXTURE, (g + 1) * COMPONENTS_PER_MIXTURE),
    })),
  );
  return groups.slice(0, count).map(({ sku, lots: blended }) => {
    const mix = nextMix();
    const components = blended.map((lot): [string, number] => [lot, units(Math.floor(stock.of(lot) / units(2)))]);
    for (const [lot, quantity] of components) stock.take(lot, quantity);
    stock.add(
      mix,
      components.reduce((sum, [, quantity]) => sum + quantity, 0),
    );
    events.push({ type: 'mixture', mix, sku, bin: random.pick(bins), components });
    return mix;
  });
}

/** A lot of the previous generation with stock left (a few tries, then none: the run then takes ingredients only). */
function mainInput(random: Random, candidates: readonly string[], stock: Stock): string | null {
  for (let tries = 0; tries < 8 && candidates.length > 0; tries++) {
    const lot = random.pick(candidates);
    if (stock.of(lot) > 0) return lot;
  }
  return null;
}

/** A recipe's raw materials: small amounts of a few received lots, sometimes through a mixture. */
function addIngredients(
  random: Random,
  consumed: [string, number][],
  ingredients: readonly string[],
  mixtures: readonly string[],
  stock: Stock,
): void {
  const wanted = 1 + random.int(MAX_INGREDIENTS);
  const used = new Set(consumed.map(([item]) => item));
  for (let i = 0; i < wanted; i++) {
    const mixture = random.chance(MIXTURE_RUN_SHARE) && mixtures.length > 0;
    const item = mixture ? random.pick(mixtures) : random.pick(ingredients);
    const quantity = units(1 + random.int(5)) / (mixture ? 2 : 1);
    if (used.has(item) || stock.of(item) < quantity) continue;
    used.add(item);
    consumed.push([item, quantity]);
  }
}

/** Last-generation products leave the building in one to three releases, some of each kept back. */
function releaseSome(random: Random, finals: readonly string[], stock: Stock, events: PlanEvent[]): void {
  for (const lot of finals) {
    if (random.chance(0.2)) continue;
    const parts = 1 + random.int(3);
    for (let p = 0; p < parts; p++) {
      const quantity = units(Math.floor(stock.of(lot) / units(2)));
      if (quantity <= 0) break;
      stock.take(lot, quantity);
      events.push({ type: 'release', lot, quantity });
    }
  }
}

/** Movements each act writes to the ledger. */
export function movementsOf(event: PlanEvent): number {
  switch (event.type) {
    case 'run':
      return event.consumed.length + event.produced.length;
    case 'mixture':
      return event.components.length + 1;
    default:
      return 1;
  }
}

/**
 * Lots moved between bins (put-away, staging, picking) until the acts write `movements` ledger
 * rows: each move goes after a random act and moves a lot that holds stock at that point.
 */
function addMoves(random: Random, events: PlanEvent[], movements: number, bins: readonly string[]): PlanEvent[] {
  const written = events.reduce((sum, event) => sum + movementsOf(event), 0);
  const perEvent = Math.max(0, movements - written) / events.length;
  const left = new Map<string, number>();
  const holding = new Holding();
  const change = (lot: string, delta: number) => {
    const now = (left.get(lot) ?? 0) + delta;
    left.set(lot, now);
    if (now > 0) holding.add(lot);
    else holding.remove(lot);
  };
  const withMoves: PlanEvent[] = [];
  let owed = 0;
  for (const event of events) {
    withMoves.push(event);
    for (const [lot, delta] of lotChanges(event)) change(lot, delta);
    for (owed += perEvent; owed >= 1 && holding.size > 0; owed--)
      withMoves.push({ type: 'move', lot: holding.pick(random), to: random.pick(bins) });
  }
  return withMoves;
}

/** What an act adds to (or takes from) each lot's stock; mixtures aside. */
function lotChanges(event: PlanEvent): [string, number][] {
  switch (event.type) {
    case 'receive':
      return [[event.lot, event.quantity]];
    case 'mixture':
      return event.components.map(([lot, quantity]) => [lot, -quantity]);
    case 'run':
      return [
        ...event.consumed.filter(([item]) => !isMixture(item)).map(([lot, quantity]): [string, number] => [lot, -quantity]),
        ...event.produced.map((p): [string, number] => [p.lot, p.quantity]),
      ];
    case 'release':
      return [[event.lot, -event.quantity]];
    case 'move':
      return [];
  }
}

/** A set that picks a random member in constant time. */
class Holding {
  private readonly items: string[] = [];
  private readonly at = new Map<string, number>();
  get size() {
    return this.items.length;
  }
  add(item: string) {
    if (this.at.has(item)) return;
    this.at.set(item, this.items.length);
    this.items.push(item);
  }
  remove(item: string) {
    const index = this.at.get(item);
    if (index === undefined) return;
    const last = this.items.pop() as string;
    this.at.delete(item);
    if (last === item) return;
    this.items[index] = last;
    this.at.set(last, index);
  }
  pick = (random: Random) => this.items[random.int(this.items.length)] as string;
}
