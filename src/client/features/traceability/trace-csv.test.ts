import { describe, expect, it } from 'vitest';
import type { TraceAnswer } from '../../../shared/contract/traceability';
import { csvText } from '../../ui/csv';
import { traceCsvRows, traceFileName, type Describe } from './trace-csv';

const describeItem: Describe = (id) => (id.startsWith('BIN') ? { name: 'Cold room', unit: null } : { name: `Name of ${id}`, unit: 'kg' });
const at = new Date('2026-11-24T10:00:00.000Z');
const both = ['complement-capacity', 'mixture-allocation'] as const;

describe('traceCsvRows', () => {
  it('lists upstream source lots with bounds, unit and uncertainty in words', () => {
    const answer: TraceAnswer = {
      inputs: [
        { batch_id: 'BAT000001', lower_bound: 5, upper_bound: 7, annotations: [...both] },
        { batch_id: 'BAT000002', lower_bound: 0, upper_bound: 2, annotations: [] },
      ],
      query: { batch_ids: ['BAT000009'], step_instance_ids: [], direction: 'upstream' },
    };
    expect(traceCsvRows(answer, describeItem, at)).toEqual([
      ['Traceability report'],
      ['Scope', 'Upstream provenance'],
      ['Of', 'BAT000009'],
      ['Generated', '2026-11-24T10:00:00.000Z'],
      [],
      ['Source lots'],
      ['Lot', 'Name', 'At least', 'At most', 'Unit', 'Uncertainty'],
      ['BAT000001', 'Name of BAT000001', '5', '7', 'kg', 'split across outputs; passed through a mixture'],
      ['BAT000002', 'Name of BAT000002', '0', '2', 'kg', ''],
      [],
    ]);
    expect(traceFileName(answer)).toBe('trace-upstream-BAT000009.csv');
  });

  it('writes every downstream part: lots, mixtures, holdings, releases and totals', () => {
    const answer: TraceAnswer = {
      lots: [{ batch_id: 'BAT000002', produced_by: 'INS000001', lower_bound: 0, upper_bound: 2, annotations: [...both] }],
      mixtures: [{ mix_id: 'MIX000001', lower_bound: 8, upper_bound: 8, annotations: [] }],
      holdings: [{ bin_id: 'BIN000001', item_id: 'BAT000002', quantity: 2, lower_bound: 0, upper_bound: 2, annotations: [...both] }],
      releases: [
        {
          at: '2026-11-24T09:00:00.000Z',
          operator: 'Bea',
          note: '=order 42',
          bin_id: 'BIN000001',
          item_id: 'BAT000002',
          quantity: 1,
          lower_bound: 0,
          upper_bound: 1,
          annotations: [],
        },
      ],
      totals: [{ batch_id: 'BAT000001', entered: 8, on_hand: 0, released: 0, consumed: 8, written_off: 0 }],
      query: { batch_ids: ['BAT000001'], step_instance_ids: [], direction: 'downstream' },
    };
    const rows = traceCsvRows(answer, describeItem, at);
    expect(rows).toContainEqual([
      'BAT000002',
      'Name of BAT000002',
      'INS000001',
      '0',
      '2',
      'kg',
      'split across outputs; passed through a mixture',
    ]);
    expect(rows).toContainEqual(['MIX000001', 'Name of MIX000001', '8', '8', 'kg', '']);
    expect(rows).toContainEqual([
      'BIN000001',
      'Cold room',
      'BAT000002',
      'Name of BAT000002',
      '2',
      '0',
      '2',
      'kg',
      'split across outputs; passed through a mixture',
    ]);
    expect(rows).toContainEqual([
      '2026-11-24T09:00:00.000Z',
      'Bea',
      '=order 42',
      'BIN000001',
      'BAT000002',
      'Name of BAT000002',
      '1',
      '0',
      '1',
      'kg',
      '',
    ]);
    expect(rows).toContainEqual(['BAT000001', '8', '0', '0', '8', '0', 'kg']);
    expect(rows.filter((row) => row.length === 1).map((row) => row[0])).toEqual([
      'Traceability report',
      'Lots',
      'Mixtures',
      'Where they are now',
      'Releases',
      'Totals',
    ]);
    // A note that starts like a formula stays text in a spreadsheet.
    expect(csvText(rows)).toContain(`"'=order 42"`);
  });
});
