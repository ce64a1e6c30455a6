import { describe, expect, it } from 'vitest';
import { scanOf, type ScanEvent } from '../../scan';
import { labelOfScan } from './label-of-scan';

const code = (hits: ScanEvent['codeHits']): ScanEvent => ({ ...scanOf('ACME-7', 'wedge'), codeHits: hits });

describe('labelOfScan', () => {
  it('prints a scanned label of any kind', () => {
    expect(labelOfScan(scanOf('BIN000003', 'camera'), false)).toEqual({ id: 'BIN000003' });
    expect(labelOfScan(scanOf('TPL000001', 'camera'), false)).toEqual({ id: 'TPL000001' });
  });

  it('prints the label of the item a code names', () => {
    expect(
      labelOfScan(code({ total_num_results: 1, results: [{ id: 'BAT000009', name: 'Lot 9', kind: 'batch', match: 'code' }] }), false),
    ).toEqual({ id: 'BAT000009' });
  });

  it('refuses a code no item has', () => {
    expect(labelOfScan(code({ total_num_results: 0, results: [] }), false)).toEqual({ problem: 'No item has the code ACME-7.' });
  });

  it('prints a scanned badge for whoever manages people, and refuses it as a switch of person for anyone else', () => {
    expect(labelOfScan(scanOf('PER000002', 'wedge'), true)).toEqual({ id: 'PER000002' });
    expect(labelOfScan(scanOf('PER000002', 'wedge'), false)).toEqual({
      problem: 'PER000002 is a badge: save or leave this form first to switch person.',
    });
  });
});
