// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { scanOf, type ScanEvent } from '../../scan';
import { placeBatchScan } from './new-batch-scans';

const sku = { id: 'SKU000004', name: 'Neem oil', kind: 'sku', match: 'code' } as const;
const code = (hits: ScanEvent['codeHits'], field: HTMLInputElement | null = null): ScanEvent => ({
  ...scanOf('4006381333931', 'wedge'),
  codeHits: hits,
  field,
});
const fieldNamed = (name: string) => Object.assign(document.createElement('input'), { name });

describe('placeBatchScan', () => {
  it('takes a batch label as the label and a SKU label as the parent', () => {
    expect(placeBatchScan(scanOf('BAT000900', 'camera'))).toEqual({ field: 'label', id: 'BAT000900' });
    expect(placeBatchScan(scanOf('SKU000004', 'camera'))).toEqual({ field: 'parent', id: 'SKU000004' });
  });

  it('refuses other labels', () => {
    expect(placeBatchScan(scanOf('BIN000001', 'camera'))).toEqual({ problem: 'BIN000001 is not a SKU or batch label.' });
  });

  it("takes a SKU's code as the parent, in the parent field or outside any field", () => {
    expect(placeBatchScan(code({ total_num_results: 1, results: [sku] }))).toEqual({ field: 'parent', id: 'SKU000004' });
    expect(placeBatchScan(code({ total_num_results: 1, results: [sku] }, fieldNamed('parent')))).toEqual({
      field: 'parent',
      id: 'SKU000004',
    });
  });

  it('leaves a code typed into another field there', () => {
    expect(placeBatchScan(code({ total_num_results: 1, results: [sku] }, fieldNamed('codes.owned.0')))).toBe('typed');
  });

  it('refuses a code no SKU has', () => {
    expect(placeBatchScan(code({ total_num_results: 0, results: [] }))).toEqual({ problem: 'No SKU has the code 4006381333931.' });
  });
});
