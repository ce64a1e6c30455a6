import { sql, type RawBuilder } from 'kysely';
import type { MovementKind } from '../../db/schema';
import { isMixture } from '../../stock-core/item-kind';
import { groupBy } from '../../../shared/group-by';
import type { Piece } from '../../../shared/trace/bounds';
import { oneOf } from '../../db/id-set';
import { inSet, outsideUndone, type Db, type IdSet } from './id-sets';

// What the reached lots and mixtures hold, did and are: their ledger rows, bins, mixtures, holds and units.

type Outflow = 'released' | 'drawn' | 'consumed' | 'mixed' | 'written_off';

/** Where each kind of ledger row that takes stock out of bins sends it (a move only changes bins). */
const OUTFLOWS: Record<Outflow, readonly MovementKind[]> = {
  released: ['release'],
  drawn: ['mixture-draw'],
  consumed: ['step-consume'],
  mixed: ['mixture-create', 'mixture-split'],
  written_off: ['adjust', 'bin-delete'],
};

/** An item's own ledger rows, undone runs aside, in micro-units: what entered its bins, and what left them by where it went. */
export type ItemFlows = { entered: number } & Record<Outflow, number>;

/** A sum over an item's rows; cast, as PostgreSQL sums whole numbers into numeric, which its driver reads as text. */
const total = (when: RawBuilder<boolean>) => sql<number>`cast(sum(case when ${when} then quantity else 0 end) as bigint)`;
const leftFor = (kinds: readonly MovementKind[]) =>
  total(sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))}) and from_bin is not null and to_bin is null`);

/**
 * Each item's flows, one row an item. Directions are summed, not filtered: a filter on from_bin
 * would lead SQLite's planner to that column's index (every receipt in the ledger) rather than
 * to the items' own rows, which movements_item_flow covers.
 */
export async function flowsOf(db: Db, items: IdSet): Promise<Map<string, ItemFlows>> {
  if (items.ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('movements')
    .select([
      'item_id',
      total(sql`from_bin is null and to_bin is not null`).as('entered'),
      leftFor(OUTFLOWS.released).as('released'),
      leftFor(OUTFLOWS.drawn).as('drawn'),
      leftFor(OUTFLOWS.consumed).as('consumed'),
      leftFor(OUTFLOWS.mixed).as('mixed'),
      leftFor(OUTFLOWS.written_off).as('written_off'),
    ])
    .where('item_id', 'in', inSet(db, items))
    // A move changes bins only; left out, it is not read at all.
    .where('kind', '<>', 'move')
    .where(outsideUndone('operation_id'))
    .groupBy('item_id')
    .execute();
  // The rows are the flows: no copy of each.
  return new Map(rows.map((row) => [row.item_id, row]));
}

/** What the bins hold of the lots now, in no order (the report orders holdings of lots and mixtures together). */
export async function lotHoldings(db: Db, lots: IdSet): Promise<{ bin_id: string; item_id: string; quantity: number }[]> {
  if (lots.ids.length === 0) return [];
  return db.selectFrom('bin_contents').select(['bin_id', 'item_id', 'quantity']).where('item_id', 'in', inSet(db, lots)).execute();
}

export interface MixtureHeld {
  id: string;
  bin_id: string;
  /** what entered it, lot by lot */
  initial: Piece[];
  /** what is left in it, lot by lot */
  remaining: Piece[];
}

/** Every mixture any of the lots went into, with all its components. */
export async function mixturesOfLots(db: Db, lots: IdSet): Promise<MixtureHeld[]> {
  if (lots.ids.length === 0) return [];
  const rows = await db
    .selectFrom('mixture_components as c')
    .innerJoin('mixtures as m', 'm.id', 'c.mix_id')
    .select(['m.id', 'm.bin_id', 'c.batch_id', 'c.qty_initial', 'c.qty_remaining'])
    .where('c.mix_id', 'in', (eb) => eb.selectFrom('mixture_components').select('mix_id').where('batch_id', 'in', inSet(db, lots)))
    .orderBy('m.id')
    .orderBy('c.position')
    .execute();
  const mixtures = new Map<string, MixtureHeld>();
  for (const row of rows) {
    const mixture = mixtures.get(row.id) ?? { id: row.id, bin_id: row.bin_id, initial: [], remaining: [] };
    mixture.initial.push({ lot: row.batch_id, quantity: row.qty_initial });
    if (row.qty_remaining > 0) mixture.remaining.push({ lot: row.batch_id, quantity: row.qty_remaining });
    mixtures.set(row.id, mixture);
  }
  return [...mixtures.values()];
}

export interface DepartureRow {
  kind: 'release' | 'mixture-draw';
  at: number;
  operator: string | null;
  note: string | null;
  bin_id: string;
  item_id: string;
  quantity: number;
  pieces: Piece[];
  /** a release's customer and order reference, when it shipped to one (decision 043) */
  customer_id: string | null;
  reference: string | null;
}

const DEPARTURES = ['release', 'mixture-draw'] as const;

/** What left the lots and the mixtures: releases of either, draws of a mixture, each with what it took of each lot. */
export async function departuresOf(db: Db, lots: readonly string[], mixtures: readonly string[]): Promise<DepartureRow[]> {
  const items = [...lots, ...mixtures];
  if (items.length === 0) return [];
  const [movements, takes] = await Promise.all([
    db
      .selectFrom('movements as m')
      .innerJoin('operations as o', 'o.id', 'm.operation_id')
      .leftJoin('shipments as s', 's.operation_id', 'm.operation_id')
      .select(['m.id', 'm.kind', 'm.at', 'o.operator', 'o.note', 'm.from_bin', 'm.item_id', 'm.quantity', 'm.operation_id'])
      .select(['s.customer_id', 's.reference'])
      .where('m.kind', 'in', DEPARTURES)
      .where('m.item_id', 'in', oneOf(db, items))
      .orderBy('m.at')
      .orderBy('m.id')
      .execute(),
    mixtures.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('mixture_takes as t')
          .innerJoin('operations as o', 'o.id', 't.operation_id')
          .select(['t.operation_id', 't.mix_id', 't.batch_id', 't.quantity'])
          .where('o.kind', 'in', DEPARTURES)
          .where('t.mix_id', 'in', oneOf(db, mixtures))
          .execute(),
  ]);
  const takesOf = groupBy(takes, (take) => `${take.operation_id} ${take.mix_id}`);
  return movements.map((m) => ({
    kind: m.kind === 'release' ? 'release' : 'mixture-draw',
    at: m.at,
    operator: m.operator,
    note: m.note,
    bin_id: m.from_bin ?? '',
    item_id: m.item_id,
    quantity: m.quantity,
    pieces: isMixture(m.item_id)
      ? (takesOf.get(`${m.operation_id} ${m.item_id}`) ?? []).map((take): Piece => ({ lot: take.batch_id, quantity: take.quantity }))
      : [{ lot: m.item_id, quantity: m.quantity }],
    customer_id: m.customer_id,
    reference: m.reference,
  }));
}

/** What mixtures gave out of each lot, by the kind of operation that took it (splits aside: they only move it between mixtures). */
export async function mixtureTakesOf(db: Db, lots: readonly string[]): Promise<Map<string, Map<string, number>>> {
  if (lots.length === 0) return new Map();
  const rows = await db
    .selectFrom('mixture_takes as t')
    .innerJoin('operations as o', 'o.id', 't.operation_id')
    .select(['t.batch_id', 'o.kind', (eb) => eb.fn.sum<number | string>('t.quantity').as('total')])
    .where('t.batch_id', 'in', oneOf(db, lots))
    .where('t.new_mix_id', 'is', null)
    .where(outsideUndone('t.operation_id'))
    .groupBy(['t.batch_id', 'o.kind'])
    .execute();
  const takes = new Map<string, Map<string, number>>();
  for (const row of rows) takes.set(row.batch_id, (takes.get(row.batch_id) ?? new Map<string, number>()).set(row.kind, Number(row.total)));
  return takes;
}
