import { describe, expect, it } from 'vitest';
import { allocate } from '../allocation';
import { downstream, upstream, type Bound, type Genealogy, type TraceRun } from './bounds';

const M = 1_000_000;
const u = (units: number) => Math.round(units * M);
const bound = (lower: number, upper: number, annotations: Bound['annotations'] = []): Bound => ({
  lower: u(lower),
  upper: u(upper),
  annotations,
});
const BOTH: Bound['annotations'] = ['complement-capacity', 'mixture-allocation'];

// Story 1: A1 (10) and B1 (10) → one step → C1 (10).
const story1: Genealogy = {
  runs: [
    {
      id: 'INS1',
      taken: u(20),
      inputs: [
        { lot: 'A1', quantity: u(10), mixture: null },
        { lot: 'B1', quantity: u(10), mixture: null },
      ],
      outputs: [{ lot: 'C1', quantity: u(10) }],
    },
  ],
  entered: new Map([
    ['A1', u(10)],
    ['B1', u(10)],
    ['C1', u(10)],
  ]),
};

// Story 2: X1 (8) and X2 (2) blended; one step draws all 10 and makes Y_A 7, Y_B 2, Y_C 1.
const mix1 = allocate([u(8), u(2)], u(10));
const run1: TraceRun = {
  id: 'INS1',
  taken: u(10),
  inputs: [
    { lot: 'X1', quantity: mix1[0] as number, mixture: 'MIX1' },
    { lot: 'X2', quantity: mix1[1] as number, mixture: 'MIX1' },
  ],
  outputs: [
    { lot: 'YA', quantity: u(7) },
    { lot: 'YB', quantity: u(2) },
    { lot: 'YC', quantity: u(1) },
  ],
};
const entered2 = new Map([
  ['X1', u(8)],
  ['X2', u(2)],
  ['YA', u(7)],
  ['YB', u(2)],
  ['YC', u(1)],
]);
const story2: Genealogy = { runs: [run1], entered: entered2 };

// Story 3: Y_A, Y_B, Y_C blended (7, 2, 1); a second step draws 2 and makes Z1 (2).
const mix2 = allocate([u(7), u(2), u(1)], u(2));
const run2: TraceRun = {
  id: 'INS2',
  taken: u(2),
  inputs: [
    { lot: 'YA', quantity: mix2[0] as number, mixture: 'MIX2' },
    { lot: 'YB', quantity: mix2[1] as number, mixture: 'MIX2' },
    { lot: 'YC', quantity: mix2[2] as number, mixture: 'MIX2' },
  ],
  outputs: [{ lot: 'Z1', quantity: u(2) }],
};
const story3: Genealogy = { runs: [run2, run1], entered: new Map([...entered2, ['Z1', u(2)]]) };

const asObject = (bounds: Map<string, Bound>) => Object.fromEntries(bounds);

describe('upstream bounds', () => {
  it('story 1: a single-output step is exact', () => {
    expect(asObject(upstream(story1, { lots: ['C1'], runs: [] }))).toEqual({ A1: bound(10, 10), B1: bound(10, 10) });
    expect(asObject(upstream(story1, { lots: [], runs: ['INS1'] }))).toEqual({ A1: bound(10, 10), B1: bound(10, 10) });
  });

  it('story 2: one blend, three outputs', () => {
    expect(asObject(upstream(story2, { lots: ['YA'], runs: [] }))).toEqual({ X1: bound(5, 7, BOTH), X2: bound(0, 2, BOTH) });
    expect(asObject(upstream(story2, { lots: ['YA', 'YB'], runs: [] }))).toEqual({ X1: bound(7, 8, BOTH), X2: bound(1, 2, BOTH) });
    expect(asObject(upstream(story2, { lots: ['YC'], runs: [] }))).toEqual({ X1: bound(0, 1, BOTH), X2: bound(0, 1, BOTH) });
    expect(asObject(upstream(story2, { lots: ['YA', 'YB', 'YC'], runs: [] }))).toEqual({ X1: bound(8, 8), X2: bound(2, 2) });
    expect(asObject(upstream(story2, { lots: [], runs: ['INS1'] }))).toEqual({ X1: bound(8, 8), X2: bound(2, 2) });
  });

  it('story 3: the second draw takes 1.4, 0.4 and 0.2, and Z1 may hold up to 2 of each source', () => {
    expect(mix2).toEqual([u(1.4), u(0.4), u(0.2)]);
    expect(asObject(upstream(story3, { lots: ['Z1'], runs: [] }))).toEqual({ X1: bound(0, 2, BOTH), X2: bound(0, 2, BOTH) });
    expect(asObject(upstream(story3, { lots: [], runs: ['INS2'] }))).toEqual({ X1: bound(0, 2, BOTH), X2: bound(0, 2, BOTH) });
  });

  it('a source lot asked for is all of itself; runs are worked out once whatever order they come in', () => {
    expect(asObject(upstream(story3, { lots: ['X1', 'X1'], runs: [] }))).toEqual({ X1: bound(8, 8) });
    const reversed: Genealogy = { ...story3, runs: [...story3.runs].reverse() };
    expect(asObject(upstream(reversed, { lots: ['Z1', 'YA'], runs: [] }))).toEqual(
      asObject(upstream(story3, { lots: ['Z1', 'YA'], runs: [] })),
    );
  });

  it('unknown ids and empty lots reach nothing', () => {
    expect(asObject(upstream(story1, { lots: ['NOPE'], runs: ['INS9'] }))).toEqual({});
  });
});

describe('downstream bounds', () => {
  it('story 1: the output may hold all of a source, but the other input could have filled it', () => {
    // Read the other way, B1's 10 units are the complement: C1 holds 0 to 10 of A1.
    expect(asObject(downstream(story1, ['A1']).lots)).toEqual({ A1: bound(10, 10), C1: bound(0, 10, ['complement-capacity']) });
    expect(asObject(downstream(story1, ['A1', 'B1']).lots)).toEqual({ A1: bound(10, 10), B1: bound(10, 10), C1: bound(10, 10) });
  });

  it("needs a run's inputs only of the lots it reaches: what the run took in all stands for the rest", () => {
    const onlyReached: Genealogy = {
      ...story1,
      runs: story1.runs.map((run) => ({ ...run, inputs: run.inputs.filter((input) => input.lot === 'A1') })),
    };
    expect(asObject(downstream(onlyReached, ['A1']).lots)).toEqual(asObject(downstream(story1, ['A1']).lots));
    const understated: Genealogy = { ...onlyReached, runs: onlyReached.runs.map((run) => ({ ...run, taken: u(10) })) };
    expect(downstream(understated, ['A1']).lots.get('C1')).toEqual(bound(10, 10));
  });

  it('a run that lost units promises no more than it made, either way', () => {
    const lossy: Genealogy = {
      runs: [
        { id: 'INS1', taken: u(10), inputs: [{ lot: 'A1', quantity: u(10), mixture: null }], outputs: [{ lot: 'C1', quantity: u(8) }] },
      ],
      entered: new Map([
        ['A1', u(10)],
        ['C1', u(8)],
      ]),
    };
    expect(asObject(upstream(lossy, { lots: ['C1'], runs: [] }))).toEqual({ A1: bound(8, 8) });
    expect(downstream(lossy, ['A1']).lots.get('C1')).toEqual(bound(8, 8));
  });

  it('story 2: X1 may be 5 to 7 of Y_A, up to 2 of Y_B and up to 1 of Y_C', () => {
    const down = downstream(story2, ['X1']);
    expect(asObject(down.lots)).toEqual({ X1: bound(8, 8), YA: bound(5, 7, BOTH), YB: bound(0, 2, BOTH), YC: bound(0, 1, BOTH) });
    // The blend held all 8 of X1 (and none of it remains once the step drew all 10).
    expect(
      down.contentOf(
        [
          { lot: 'X1', quantity: u(8) },
          { lot: 'X2', quantity: u(2) },
        ],
        true,
      ),
    ).toEqual(bound(8, 8));
  });

  it("story 3: Z1 may hold 0 to 2 of X1, and so may what remains of Y's mixture, within its own bounds", () => {
    const down = downstream(story3, ['X1']);
    expect(down.lots.get('Z1')).toEqual(bound(0, 2, BOTH));
    // Y's mixture keeps 5.6, 1.6 and 0.8 of Y_A, Y_B and Y_C: 3.6 to 5.6 + 0 to 1.6 + 0 to 0.8 of X1.
    const left = [
      { lot: 'YA', quantity: u(7) - (mix2[0] as number) },
      { lot: 'YB', quantity: u(2) - (mix2[1] as number) },
      { lot: 'YC', quantity: u(1) - (mix2[2] as number) },
    ];
    expect(down.contentOf(left, true)).toEqual(bound(3.6, 8, BOTH));
    // The pieces Z1's run took: 0 to 1.4, 0 to 0.4, 0 to 0.2.
    expect(down.contentOf([{ lot: 'YA', quantity: u(1.4) }], false)).toEqual(bound(0, 1.4, BOTH));
  });

  it('a lot the queried lots never reached holds none of them', () => {
    const down = downstream(story3, ['X2']);
    expect(down.contentOf([{ lot: 'A1', quantity: u(5) }], false)).toEqual(bound(0, 0));
    expect(down.partOf('A1', u(5))).toEqual(bound(0, 0));
    expect(down.lots.get('Z1')).toEqual(bound(0, 2, BOTH));
    expect(down.lots.get('YA')).toEqual(bound(0, 2, BOTH));
  });
});

// The cream story: glycerin G (12 kg) and G2 (4.1 kg) blended; 0.5 kg of the blend fills 100 jars (C, ea).
const blend = allocate([u(12), u(4.1)], u(0.5));
const fill: TraceRun = {
  id: 'INS3',
  taken: u(0.5),
  inputs: [
    { lot: 'G', quantity: blend[0] as number, mixture: 'MIX3' },
    { lot: 'G2', quantity: blend[1] as number, mixture: 'MIX3' },
  ],
  outputs: [{ lot: 'C', quantity: u(100) }],
  changesUnit: true,
};
const cream: Genealogy = {
  runs: [fill],
  entered: new Map([
    ['G', u(12)],
    ['G2', u(4.1)],
    ['C', u(100)],
  ]),
};

describe('bounds where a run changes the unit', () => {
  it('jars filled from a blend hold what the run took of the glycerin, in kg, never a share of the jars', () => {
    const down = downstream(cream, ['G']);
    expect(down.lots.get('C')).toEqual(bound(0.372671, 0.372671));
    // Part of the jars holds none to all of it; all of them all of it.
    expect(down.contentOf([{ lot: 'C', quantity: u(40) }], false)).toEqual(bound(0, 0.372671));
    expect(down.contentOf([{ lot: 'C', quantity: u(100) }], false)).toEqual(bound(0.372671, 0.372671));
    // One piece of one lot is the same read on its own.
    expect(down.partOf('C', u(40))).toEqual(bound(0, 0.372671));
    expect(down.partOf('C', u(100))).toEqual(bound(0.372671, 0.372671));
    expect(asObject(upstream(cream, { lots: ['C'], runs: [] }))).toEqual({ G: bound(0.372671, 0.372671), G2: bound(0.127329, 0.127329) });
  });

  it('of several outputs in other units, each holds none to all of what the run took', () => {
    const split: Genealogy = {
      runs: [{ ...fill, outputs: [...fill.outputs, { lot: 'D', quantity: u(20) }] }],
      entered: new Map([...cream.entered, ['D', u(20)]]),
    };
    const down = downstream(split, ['G']);
    expect(down.lots.get('C')).toEqual(bound(0, 0.372671, BOTH));
    expect(down.lots.get('D')).toEqual(bound(0, 0.372671, BOTH));
    expect(asObject(upstream(split, { lots: ['C'], runs: [] }))).toEqual({ G: bound(0, 0.372671, BOTH), G2: bound(0, 0.127329, BOTH) });
    expect(asObject(upstream(split, { lots: ['C', 'D'], runs: [] }))).toEqual({
      G: bound(0.372671, 0.372671),
      G2: bound(0.127329, 0.127329),
    });
  });

  it('a later run in one unit does not weigh jars against kg: its output holds what it took of them', () => {
    const repack: TraceRun = {
      id: 'INS4',
      taken: u(60),
      inputs: [{ lot: 'C', quantity: u(60), mixture: null }],
      outputs: [
        { lot: 'P1', quantity: u(30) },
        { lot: 'P2', quantity: u(30) },
      ],
    };
    const down = downstream({ runs: [repack, fill], entered: new Map([...cream.entered, ['P1', u(30)], ['P2', u(30)]]) }, ['G']);
    expect(down.lots.get('P1')).toEqual(bound(0, 0.372671, ['complement-capacity']));
  });
});
