import { describe, expect, it } from 'vitest';
import type { BatchState } from '../../../shared/contract/batches';
import type { BinState } from '../../../shared/contract/bins';
import { componentOfScan, createBodyOf, hasMixtureWork, NewMixtureForm } from './new-mixture-form';

const batch = (id: string, sku_id: string | null): Pick<BatchState, 'id' | 'sku_id' | 'name' | 'unit'> => ({
  id,
  sku_id,
  name: `Lot ${id}`,
  unit: 'kg',
});

const bin: Pick<BinState, 'id' | 'lines'> = {
  id: 'BIN000001',
  lines: [
    { item_id: 'BAT000001', name: 'Lot 1', quantity: 6, unit: 'ea', kind: 'batch' },
    { item_id: 'BAT000002', name: 'Lot 2', quantity: 4, unit: 'ea', kind: 'batch' },
    { item_id: 'BAT000003', name: 'Lot 3', quantity: 2, unit: 'ea', kind: 'batch' },
    { item_id: 'BAT000004', name: 'Lot 4', quantity: 1, unit: 'ea', kind: 'batch' },
  ],
};

describe('a scanned batch', () => {
  it('is added with all the bin holds of it', () => {
    expect(componentOfScan([], batch('BAT000001', 'SKU000001'), bin)).toEqual({
      kind: 'add',
      row: { batch_id: 'BAT000001', name: 'Lot BAT000001', sku_id: 'SKU000001', available: 6, unit: 'kg', quantity: '6' },
    });
  });

  it('already listed is not listed again', () => {
    const rows = [
      { batch_id: 'BAT000002', sku_id: 'SKU000001' },
      { batch_id: 'BAT000001', sku_id: 'SKU000001' },
    ];
    expect(componentOfScan(rows, batch('BAT000001', 'SKU000001'), bin)).toEqual({ kind: 'listed', index: 1 });
  });

  it('is refused when the bin does not hold it', () => {
    expect(componentOfScan([], batch('BAT000009', 'SKU000001'), bin)).toEqual({
      kind: 'refused',
      reason: 'BAT000009 is not in BIN000001.',
    });
  });

  it('is refused without a SKU, or of another SKU than the batches listed', () => {
    expect(componentOfScan([], batch('BAT000003', null), bin)).toMatchObject({
      kind: 'refused',
      reason: expect.stringMatching(/has no SKU/) as string,
    });
    expect(componentOfScan([{ batch_id: 'BAT000001', sku_id: 'SKU000001' }], batch('BAT000004', 'SKU000002'), bin)).toEqual({
      kind: 'refused',
      reason: 'BAT000004 is a batch of SKU000002; this mixture is of SKU000001.',
    });
  });
});

describe('the New Mixture request', () => {
  const input = {
    bin: 'BIN000001',
    label: '',
    components: [
      { batch_id: 'BAT000001', name: 'Lot 1', sku_id: 'SKU000001', available: 6, unit: 'kg', quantity: '6' },
      { batch_id: 'BAT000002', name: 'Lot 2', sku_id: 'SKU000001', available: 4, unit: 'kg', quantity: '2.5' },
    ],
    created_by: 'Mara',
    note: '',
  };

  it('takes its SKU from the batches and their quantities as typed', () => {
    expect(createBodyOf(NewMixtureForm.parse(input), 'MIX000007')).toEqual({
      mix_id: 'MIX000007',
      sku_id: 'SKU000001',
      bin_id: 'BIN000001',
      components: [
        { batch_id: 'BAT000001', quantity: 6 },
        { batch_id: 'BAT000002', quantity: 2.5 },
      ],
      created_by: 'Mara',
      note: undefined,
    });
  });

  it('needs a bin and at least one batch', () => {
    const result = NewMixtureForm.safeParse({ ...input, bin: '', components: [] });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['bin', 'Scan or type the bin first.'],
      ['components', 'Scan at least one batch.'],
    ]);
  });
});

describe('work on New Mixture', () => {
  const fresh = { components: [], label: '', note: '' };
  const listed = { batch_id: 'BAT000001', name: 'Lot 1', sku_id: 'SKU000001', available: 6, unit: 'kg' as const, quantity: '6' };

  it('is none on a fresh form, whatever bin is chosen', () => {
    expect(hasMixtureWork(fresh)).toBe(false);
    expect(hasMixtureWork({ ...fresh, label: ' ', note: '  ' })).toBe(false);
  });

  it('is a batch listed, a label or a note', () => {
    expect(hasMixtureWork({ ...fresh, components: [listed] })).toBe(true);
    expect(hasMixtureWork({ ...fresh, label: 'MIX000009' })).toBe(true);
    expect(hasMixtureWork({ ...fresh, note: 'for line 2' })).toBe(true);
  });
});
