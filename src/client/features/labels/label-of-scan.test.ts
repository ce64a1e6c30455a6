import { describe, expect, it } from 'vitest';
import { scanOf, type ScanEvent } from '../../scan';
import { labelOfScan } from './label-of-scan';

const code = (hits: ScanEvent['codeHits']): ScanEvent => ({ ...scanOf('ACME-7', 'wedge'), codeHits: hits });

describe('labelOfScan', () => {
  it('prints a scanned label of any kind', () => {
    expect(labelOfScan(scanOf('BIN000003', 'camera'))).toEqual({ id: 'BIN000003' });
    expect(labelOfScan(scanOf('TPL000001', 'camera'))).toEqual({ id: 'TPL000001' });
  });

  it('prints the label of the item a code names', () => {
    expect(
      labelOfScan(code({ total_num_results: 1, results: [{ id: 'BAT000009', name: 'Lot 9', kind: 'batch', match: 'code' }] })),
    ).toEqual({ id: 'BAT000009' });
  });

  it('refuses a code no item has', () => {
    expect(labelOfScan(code({ total_num_results: 0, results: [] }))).toEqual({ problem: 'No item has the code ACME-7.' });
  });
});
