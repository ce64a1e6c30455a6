import type { Insertable } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { isMixture } from '../../src/server/stock-core/item-kind';
import { allocate } from '../../src/shared/allocation';
import type { GenealogyPlan, PlanEvent } from './genealogy-plan';

/** Rows to insert, table by table, in an order the foreign keys allow. */
export type GenealogyRows = { [T in keyof Database]?: Insertable<Database[T]>[] };

/**
 * An act as the API is asked to do it, bins resolved: what a replay through the API posts
 * (the generator's test books the same history both ways and compares the traces).
 */
export type BookedAct =
  | { type: 'receive'; lot: string; sku: string; bin: string; quantity: number; newLot: boolean }
  | { type: 'move'; lot: string; from: string; to: string; quantity: number }
  | { type: 'mixture'; mix: string; sku: string; bin: string; components: { batch_id: string; quantity: number }[] }
  | {
      type: 'run';
      id: string;
      template: string;
      consumed: { resource_id: string; bin_id: string; quantity: number }[];
      produced: { batch_id: string; sku_id: string; bin_id: string; quantity: number }[];
    }
  | { type: 'release'; lot: string; bin: string; quantity: number };

export interface GenealogyLedger {
  rows: GenealogyRows;
  acts: BookedAct[];
}

const START = Date.UTC(2025, 0, 1);
const STEP_MS = 30_000;
const OPERATORS = ['Ann', 'Ben', 'Chloé', 'Dev', 'Eun-ji'];

interface Component {
  mix_id: string;
  batch_id: string;
  position: number;
  qty_initial: number;
  qty_remaining: number;
}

/**
 * Books the plan as the server would (src/server/stock-core/record.ts, features/mixtures/service.ts,
 * step-instances/service.ts): each act one operation of the same kind, document and movement
 * kinds and signs, mixture takes in proportion by the server's own `allocate`, and bin
 * contents that end as the ledger's sums. Ids of operations and movements are given here.
 */
export function bookGenealogy(plan: GenealogyPlan): GenealogyLedger {
  const rows = {
    skus: plan.skus.map((id, i) => ({ id, name: `Bench material ${i + 1}`, props: null, created_at: START, unit: 'kg' as const })),
    bins: plan.bins.map((id) => ({ id, props: null, created_at: START })),
    step_templates: plan.templates.map((id, i) => ({
      id,
      name: `Bench step ${i + 1}`,
      description: null,
      metadata: null,
      created_at: START,
    })),
    batches: [] as Insertable<Database['batches']>[],
    operations: [] as Insertable<Database['operations']>[],
    movements: [] as Insertable<Database['movements']>[],
    mixtures: [] as Insertable<Database['mixtures']>[],
    mixture_components: [] as Component[],
    mixture_events: [] as Insertable<Database['mixture_events']>[],
    mixture_takes: [] as Insertable<Database['mixture_takes']>[],
    step_instances: [] as Insertable<Database['step_instances']>[],
    step_consumed: [] as Insertable<Database['step_consumed']>[],
    step_produced: [] as Insertable<Database['step_produced']>[],
    bin_contents: [] as Insertable<Database['bin_contents']>[],
    id_counters: [] as Insertable<Database['id_counters']>[],
  };
  const templateName = new Map(rows.step_templates.map((t) => [t.id, t.name]));
  const acts: BookedAct[] = [];
  const contents = new Map<string, number>();
  const binOf = new Map<string, string>();
  const skuOf = new Map<string, string>();
  const components = new Map<string, Component[]>();
  const key = (bin: string, item: string) => `${bin}\u0000${item}`;
  const held = (bin: string, item: string) => contents.get(key(bin, item)) ?? 0;
  const change = (bin: string, item: string, delta: number) => {
    const now = held(bin, item) + delta;
    if (now < 0) throw new Error(`${item} in ${bin} would go below zero`);
    contents.set(key(bin, item), now);
  };
  let clock = START;

  const operation = (
    kind: Insertable<Database['operations']>['kind'],
    documentId: string | null,
    operator: string,
    note: string | null = null,
  ) => {
    clock += STEP_MS;
    const id = rows.operations.length + 1;
    rows.operations.push({ id, at: clock, kind, document_id: documentId, operator, note, idempotency_key: null });
    return id;
  };
  const movement = (
    operationId: number,
    kind: Insertable<Database['movements']>['kind'],
    item: string,
    from: string | null,
    to: string | null,
    quantity: number,
    operator: string,
  ) => {
    rows.movements.push({
      id: rows.movements.length + 1,
      at: clock,
      operation_id: operationId,
      kind,
      item_id: item,
      from_bin: from,
      to_bin: to,
      quantity,
      operator,
      note: null,
      reason: null,
      idempotency_key: null,
    });
    if (from !== null) change(from, item, -quantity);
    if (to !== null) change(to, item, quantity);
  };
  const newLot = (id: string, sku: string) => {
    rows.batches.push({ id, sku_id: sku, name: '', props: null, created_at: clock, expires_on: null, supplier_lot: null });
    skuOf.set(id, sku);
  };
  const moveLot = (lot: string, to: string, operator: string) => {
    const from = binOf.get(lot) as string;
    const quantity = held(from, lot);
    if (from === to || quantity === 0) return;
    movement(operation('move', null, operator), 'move', lot, from, to, quantity, operator);
    binOf.set(lot, to);
    acts.push({ type: 'move', lot, from, to, quantity });
  };
  const mixtureEvent = (mix: string, event: string, operator: string, note: string | null, details: unknown, operationId: number) =>
    rows.mixture_events.push({
      mix_id: mix,
      at: clock,
      event,
      created_by: operator,
      note,
      details: JSON.stringify(details),
      operation_id: operationId,
    });
  const units = (micro: number) => micro / 1_000_000;

  const book: { [K in PlanEvent['type']]: (event: Extract<PlanEvent, { type: K }>, operator: string) => void } = {
    receive: (e, operator) => {
      const first = !binOf.has(e.lot);
      if (first) {
        newLot(e.lot, e.sku);
        binOf.set(e.lot, e.bin);
      }
      const bin = binOf.get(e.lot) as string;
      movement(operation('receive', null, operator), 'receive', e.lot, null, bin, e.quantity, operator);
      acts.push({ type: 'receive', lot: e.lot, sku: e.sku, bin, quantity: e.quantity, newLot: first });
    },
    move: (e, operator) => moveLot(e.lot, e.to, operator),
    mixture: (e, operator) => {
      // Blending happens in one bin: components elsewhere are brought there first.
      for (const [lot] of e.components) moveLot(lot, e.bin, operator);
      const parts = e.components.map(([batch_id, quantity], position): Component => ({
        mix_id: e.mix,
        batch_id,
        position,
        qty_initial: quantity,
        qty_remaining: quantity,
      }));
      const total = parts.reduce((sum, c) => sum + c.qty_initial, 0);
      const id = operation('mixture-create', e.mix, operator);
      rows.mixtures.push({ id: e.mix, sku_id: e.sku, bin_id: e.bin, created_by: operator, note: null, created_at: clock });
      // The same objects: the takes below lower their remainders.
      rows.mixture_components.push(...parts);
      components.set(e.mix, parts);
      binOf.set(e.mix, e.bin);
      skuOf.set(e.mix, e.sku);
      for (const c of parts) movement(id, 'mixture-create', c.batch_id, e.bin, null, c.qty_initial, operator);
      movement(id, 'mixture-create', e.mix, null, e.bin, total, operator);
      mixtureEvent(
        e.mix,
        'created',
        operator,
        null,
        { components: parts.map((c) => ({ batch_id: c.batch_id, quantity: units(c.qty_initial) })) },
        id,
      );
      acts.push({
        type: 'mixture',
        mix: e.mix,
        sku: e.sku,
        bin: e.bin,
        components: parts.map((c) => ({ batch_id: c.batch_id, quantity: units(c.qty_initial) })),
      });
    },
    run: (e, operator) => {
      clock += STEP_MS;
      for (const p of e.produced) newLot(p.lot, p.sku);
      const id = operation('step-run', e.id, operator);
      const consumed = e.consumed.map(([resource, quantity], position) => {
        const bin = binOf.get(resource) as string;
        movement(id, 'step-consume', resource, bin, null, quantity, operator);
        return {
          instance_id: e.id,
          position,
          resource_id: resource,
          sku_id: skuOf.get(resource) ?? null,
          bin_id: bin,
          quantity,
          remaining_qty: held(bin, resource),
        };
      });
      for (const p of e.produced) {
        movement(id, 'step-produce', p.lot, null, p.bin, p.quantity, operator);
        binOf.set(p.lot, p.bin);
      }
      for (const c of consumed) if (isMixture(c.resource_id)) takeFromMixture(c.resource_id, c.quantity, id, e.id, e.template, operator);
      rows.step_instances.push({
        id: e.id,
        template_id: e.template,
        template_name: templateName.get(e.template) as string,
        operator,
        notes: null,
        metadata: null,
        deviations: '[]',
        created_at: clock,
        operation_id: id,
        undo_operation_id: null,
        taken: consumed.reduce((sum, c) => sum + c.quantity, 0),
        // Every bench SKU counts in kg.
        unit_count: 1,
      });
      rows.step_consumed.push(...consumed);
      rows.step_produced.push(
        ...e.produced.map((p, position) => ({
          instance_id: e.id,
          position,
          batch_id: p.lot,
          sku_id: p.sku,
          quantity: p.quantity,
          bin_id: p.bin,
        })),
      );
      acts.push({
        type: 'run',
        id: e.id,
        template: e.template,
        consumed: consumed.map((c) => ({ resource_id: c.resource_id, bin_id: c.bin_id, quantity: units(c.quantity) })),
        produced: e.produced.map((p) => ({ batch_id: p.lot, sku_id: p.sku, bin_id: p.bin, quantity: units(p.quantity) })),
      });
    },
    release: (e, operator) => {
      const bin = binOf.get(e.lot) as string;
      movement(operation('release', null, operator), 'release', e.lot, bin, null, e.quantity, operator);
      acts.push({ type: 'release', lot: e.lot, bin, quantity: e.quantity });
    },
  };

  /** A run's draw on a mixture: every component gives in proportion (mixtures/service.ts takeForRun). */
  function takeFromMixture(mix: string, quantity: number, operationId: number, run: string, template: string, operator: string) {
    const parts = components.get(mix) as Component[];
    const shares = allocate(
      parts.map((c) => c.qty_remaining),
      quantity,
    );
    const taken = parts.map((c, i) => ({ batch_id: c.batch_id, quantity: shares[i] ?? 0 }));
    parts.forEach((c, i) => (c.qty_remaining -= shares[i] ?? 0));
    rows.mixture_takes.push(
      ...taken
        .filter((t) => t.quantity > 0)
        .map((t) => ({ operation_id: operationId, mix_id: mix, batch_id: t.batch_id, quantity: t.quantity, new_mix_id: null })),
    );
    const details = {
      quantity: units(quantity),
      components: taken.map((t) => ({ batch_id: t.batch_id, quantity: units(t.quantity) })),
      instance_id: run,
      template_id: template,
    };
    mixtureEvent(mix, 'step-instance-consume', operator, `step-instance ${run}`, details, operationId);
  }

  plan.events.forEach((event, i) =>
    (book[event.type] as (e: PlanEvent, operator: string) => void)(event, OPERATORS[i % OPERATORS.length] as string),
  );
  for (const [entry, quantity] of contents) {
    const [bin_id = '', item_id = ''] = entry.split('\u0000');
    if (quantity > 0) rows.bin_contents.push({ bin_id, item_id, quantity });
  }
  rows.id_counters = countersAfter([
    ...plan.skus,
    ...plan.bins,
    ...plan.templates,
    ...rows.batches.map((b) => b.id),
    ...components.keys(),
    ...rows.step_instances.map((r) => r.id),
  ]);
  return { rows, acts };
}

/** Each prefix's counter just past the highest id given, as advanceCounter leaves it. */
function countersAfter(ids: readonly string[]): Insertable<Database['id_counters']>[] {
  const highest = new Map<string, number>();
  for (const id of ids) highest.set(id.slice(0, 3), Math.max(highest.get(id.slice(0, 3)) ?? 0, Number(id.slice(3))));
  return [...highest].map(([prefix, n]) => ({ prefix, next_value: n + 1 }));
}
