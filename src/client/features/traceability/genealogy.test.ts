import { describe, expect, it } from 'vitest';
import type { MixtureState } from '../../../shared/contract/mixtures';
import type { InstanceState } from '../../../shared/contract/step-instances';
import { genealogyOf, place, upstreamGenealogyOf } from './genealogy';

const both = ['complement-capacity', 'mixture-allocation'] as const;
const item = {
  affected: 'certainly',
  hold: null,
  account: { unit: 'kg', entered: 0, on_hand: 0, released: 0, drawn: 0, consumed: 0, mixed: 0, written_off: 0 },
} as const;
const trace = {
  unit: 'kg' as const,
  lots: [
    { batch_id: 'BAT000001', produced_by: null, ...item, lower_bound: 8, upper_bound: 8, annotations: [] },
    { batch_id: 'BAT000003', produced_by: 'INS000001', ...item, lower_bound: 5, upper_bound: 7, annotations: [...both] },
  ],
  mixtures: [{ mix_id: 'MIX000001', ...item, lower_bound: 8, upper_bound: 8, annotations: [] }],
};
const run = {
  instance_id: 'INS000001',
  template_name: 'Whip balm',
  consumed: [
    {
      resource_id: 'MIX000001',
      resource_type: 'mixture',
      name: 'Shea',
      sku_id: null,
      unit: 'kg',
      bin_id: 'BIN000001',
      quantity: 10,
      remaining_qty: 0,
    },
  ],
  produced: [
    { batch_id: 'BAT000003', sku_id: 'SKU000002', name: 'Balm A', unit: 'kg', quantity: 7, bin_id: 'BIN000002' },
    { batch_id: 'BAT000004', sku_id: 'SKU000002', name: 'Not traced', unit: 'kg', quantity: 3, bin_id: 'BIN000002' },
  ],
} as unknown as InstanceState;
const mixture = {
  mix_id: 'MIX000001',
  unit: 'kg',
  components: [
    { batch_id: 'BAT000001', qty_initial: 8, qty_remaining: 0 },
    { batch_id: 'BAT000002', qty_initial: 2, qty_remaining: 0 },
  ],
} as unknown as MixtureState;

describe('genealogyOf', () => {
  it('joins lots into mixtures, mixtures into runs and runs to their lots, dashing the uncertain paths', () => {
    const graph = genealogyOf(trace, [run], [mixture]);
    expect(graph.nodes.map((node) => [node.id, node.kind, node.detail, node.uncertain])).toEqual([
      ['BAT000001', 'lot', '8 kg', false],
      ['BAT000003', 'lot', '5–7 kg', true],
      ['MIX000001', 'mixture', '8 kg', false],
      ['INS000001', 'run', 'Whip balm', false],
    ]);
    // Only what the trace reached: not the other lot of the mixture, not the run's untraced output. Arrows carry what flowed.
    expect(graph.edges).toEqual([
      { from: 'MIX000001', to: 'INS000001', label: '10 kg', uncertain: false },
      { from: 'INS000001', to: 'BAT000003', label: '7 kg', uncertain: true },
      { from: 'BAT000001', to: 'MIX000001', label: '8 kg', uncertain: false },
    ]);
  });

  it('lays sources out left of what they went into', () => {
    const placed = place(genealogyOf(trace, [run], [mixture]));
    const x = (id: string) => placed.nodes.find((node) => node.id === id)?.x ?? Number.NaN;
    expect(x('BAT000001')).toBeLessThan(x('MIX000001'));
    expect(x('MIX000001')).toBeLessThan(x('INS000001'));
    expect(x('INS000001')).toBeLessThan(x('BAT000003'));
    expect(placed.width).toBeGreaterThan(0);
    expect(placed.edges.every((edge) => edge.points.length >= 2)).toBe(true);
  });

  it('lays sources out above what they went into on a narrow screen, narrower than across', () => {
    const across = place(genealogyOf(trace, [run], [mixture]));
    const down = place(genealogyOf(trace, [run], [mixture]), 'down');
    const y = (id: string) => down.nodes.find((node) => node.id === id)?.y ?? Number.NaN;
    expect(y('BAT000001')).toBeLessThan(y('MIX000001'));
    expect(y('MIX000001')).toBeLessThan(y('INS000001'));
    expect(y('INS000001')).toBeLessThan(y('BAT000003'));
    expect(down.width).toBeLessThan(across.width);
  });
});

describe('upstreamGenealogyOf', () => {
  it('draws the runs between a traced lot and its sources, the lots each took from a mixture, dashing uncertain sources, leaving out other outputs', () => {
    const withTakes = {
      ...run,
      consumed: [
        {
          ...run.consumed[0],
          components: [
            { batch_id: 'BAT000001', name: 'Shea one', quantity: 8 },
            { batch_id: 'BAT000002', name: 'Shea two', quantity: 2 },
          ],
        },
      ],
    } as InstanceState;
    const upstream = {
      inputs: [
        { batch_id: 'BAT000001', lower_bound: 5, upper_bound: 7, annotations: [...both] },
        { batch_id: 'BAT000002', lower_bound: 0, upper_bound: 2, annotations: [...both] },
      ],
      query: { batch_ids: ['BAT000003'], step_instance_ids: [], direction: 'upstream' as const },
    };
    const graph = upstreamGenealogyOf(upstream, [withTakes], () => 'kg');
    expect(graph.nodes.map((node) => [node.id, node.kind, node.detail, node.uncertain])).toEqual([
      ['INS000001', 'run', 'Whip balm', false],
      ['MIX000001', 'mixture', '', false],
      ['BAT000001', 'lot', '5–7 kg', true],
      ['BAT000002', 'lot', '0–2 kg', true],
      ['BAT000003', 'lot', '', false],
    ]);
    expect(graph.edges).toEqual([
      { from: 'MIX000001', to: 'INS000001', label: '10 kg', uncertain: false },
      { from: 'BAT000001', to: 'MIX000001', label: '8 kg', uncertain: true },
      { from: 'BAT000002', to: 'MIX000001', label: '2 kg', uncertain: true },
      // The run's other output, BAT000004, is no part of BAT000003's provenance.
      { from: 'INS000001', to: 'BAT000003', label: '7 kg', uncertain: false },
    ]);
  });
});
