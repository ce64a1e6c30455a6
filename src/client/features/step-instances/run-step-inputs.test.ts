import { describe, expect, it } from 'vitest';
import { consumeScan, type ScannedInput } from './run-step-consume';
import type { ConsumedValue } from './run-step-form';
import { deviationNotes, remainingNeed, requirementLines } from './run-step-inputs';

const OIL = 'SKU000001';
const LYE = 'SKU000002';
const SOAP = 'SKU000003';
const template = {
  inputs: [
    { sku_id: OIL, quantity: 5 },
    { sku_id: LYE, quantity: null },
  ],
  outputs: [{ sku_id: SOAP, quantity: 10 }],
  skus: {
    [OIL]: { name: 'Olive oil', unit: 'kg' as const },
    [LYE]: { name: 'Lye', unit: 'g' as const },
    [SOAP]: { name: 'Soap', unit: 'ea' as const },
  },
};

const row = (sku_id: string | null, quantity: string, over: Partial<ConsumedValue> = {}): ConsumedValue => ({
  resource_id: 'BAT000001',
  kind: 'batch',
  name: 'lot',
  sku_id,
  unit: 'kg',
  bin_id: 'BIN000001',
  holdings: { BIN000001: 9 },
  quantity,
  ...over,
});

const oilLot = (holdings: Record<string, number>, id = 'BAT000007'): ScannedInput => ({
  kind: 'batch',
  id,
  name: 'Oil lot',
  sku_id: OIL,
  unit: 'kg',
  holdings,
});

describe('remainingNeed', () => {
  it('is the nominal amount less what the rows list, never below zero', () => {
    expect(remainingNeed(template, [], OIL)).toBe(5);
    expect(remainingNeed(template, [row(OIL, '1.2'), row(OIL, '0.1')], OIL)).toBe(3.7);
    expect(remainingNeed(template, [row(OIL, '7')], OIL)).toBe(0);
  });

  it('is null for a flexible requirement, a SKU the template does not name, or a lot without a SKU', () => {
    expect(remainingNeed(template, [], LYE)).toBeNull();
    expect(remainingNeed(template, [], SOAP)).toBeNull();
    expect(remainingNeed(template, [], null)).toBeNull();
  });
});

describe('requirementLines', () => {
  it('says how far the rows meet each input', () => {
    expect(requirementLines(template, [row(OIL, '2'), row(OIL, 'x')])).toEqual([
      { sku_id: OIL, name: 'Olive oil', unit: 'kg', nominal: 5, listed: 2, scanned: true, met: false },
      { sku_id: LYE, name: 'Lye', unit: 'g', nominal: null, listed: 0, scanned: false, met: false },
    ]);
    // A flexible input scanned with its quantity still empty is scanned, not met.
    expect(requirementLines(template, [row(LYE, '')])[1]).toMatchObject({ listed: 0, scanned: true, met: false });
    expect(requirementLines(template, [row(OIL, '5'), row(LYE, '1')]).map((line) => line.met)).toEqual([true, true]);
  });
});

describe('deviationNotes', () => {
  it('names extra SKUs and other amounts, with units, but not inputs still to be scanned', () => {
    const notes = deviationNotes(template, {
      consumed: [row(OIL, '4'), row('SKU000009', '2', { unit: 'g' })],
      produced: [{ batch_id: '', sku_id: SOAP, name: 'Soap', unit: 'ea', quantity: '12', bin_id: '' }],
    });
    expect(notes).toEqual([
      'Input Olive oil (SKU000001): expected 5 kg, used 4 kg (quantity differs)',
      'Input SKU000009: used 2 g (not in template)',
      'Output Soap (SKU000003): expected 10 ea, made 12 ea (quantity differs)',
    ]);
  });

  it('says when an output is left out', () => {
    expect(deviationNotes(template, { consumed: [row(OIL, '5')], produced: [] })).toEqual([
      'Output Soap (SKU000003): expected 10 ea, none made (missing)',
    ]);
  });
});

describe('consumeScan', () => {
  it('takes a lot from the bin scanned before it, as much as the template still asks', () => {
    const result = consumeScan(oilLot({ BIN000001: 9, BIN000002: 1 }), 'BIN000001', [row(OIL, '1.5')], template);
    expect(result).toEqual({
      kind: 'add',
      row: expect.objectContaining({ resource_id: 'BAT000007', bin_id: 'BIN000001', quantity: '3.5', unit: 'kg' }),
    });
  });

  it('takes no more than the bin holds', () => {
    const result = consumeScan(oilLot({ BIN000002: 2 }), '', [], template);
    expect(result).toMatchObject({ kind: 'add', row: { bin_id: 'BIN000002', quantity: '2' } });
  });

  it('offers what a bin holds finer than a field takes at the unit places, rounded down', () => {
    const result = consumeScan(oilLot({ BIN000002: 2.571429 }), '', [], template);
    expect(result).toMatchObject({ kind: 'add', row: { bin_id: 'BIN000002', quantity: '2.571' } });
  });

  it('leaves the quantity empty when the template names no amount: a flexible input is never the whole bin unasked', () => {
    const lye: ScannedInput = { kind: 'batch', id: 'BAT000008', name: 'Lye', sku_id: LYE, unit: 'g', holdings: { BIN000003: 250 } };
    expect(consumeScan(lye, '', [], template)).toMatchObject({ kind: 'add', row: { bin_id: 'BIN000003', quantity: '' } });
  });

  it('leaves the quantity empty once the template asks no more of the SKU', () => {
    const result = consumeScan(oilLot({ BIN000002: 2 }), '', [row(OIL, '5')], template);
    expect(result).toMatchObject({ kind: 'add', row: { bin_id: 'BIN000002', quantity: '' } });
  });

  it('asks which bin when several hold the lot and none was scanned', () => {
    const result = consumeScan(oilLot({ BIN000002: 2, BIN000003: 4 }), 'BIN000009', [], template);
    expect(result).toMatchObject({ kind: 'add', row: { bin_id: '', quantity: '5' } });
  });

  it('takes a mixture from its own bin, whatever bin was scanned', () => {
    const mixture: ScannedInput = {
      kind: 'mixture',
      id: 'MIX000002',
      name: 'Olive oil',
      sku_id: OIL,
      unit: 'kg',
      holdings: { BIN000004: 3 },
    };
    expect(consumeScan(mixture, 'BIN000001', [], template)).toMatchObject({
      kind: 'add',
      row: { kind: 'mixture', bin_id: 'BIN000004', quantity: '3' },
    });
  });

  it('does not list a lot twice from one bin, and refuses one no bin holds', () => {
    const listed = [row(OIL, '1'), row(OIL, '1', { resource_id: 'BAT000007', bin_id: 'BIN000002' })];
    expect(consumeScan(oilLot({ BIN000002: 2 }), '', listed, template)).toEqual({ kind: 'listed', index: 1 });
    expect(consumeScan(oilLot({ BIN000002: 0 }), '', [], template)).toEqual({ kind: 'refused', reason: 'BAT000007 is not in any bin.' });
  });
});
