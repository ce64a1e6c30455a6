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

  it('writes every downstream part: affected totals, lots, mixtures, holdings, releases, draws and totals', () => {
    const none = { entered: 0, on_hand: 0, released: 0, drawn: 0, consumed: 0, mixed: 0, written_off: 0 };
    const hold = { reason: 'Glycerin recall', operator: 'Quality', at: '2026-11-24T09:30:00.000Z', operation_id: 9 };
    const left = { at: '2026-11-24T09:00:00.000Z', lower_bound: 0, upper_bound: 0.372671, annotations: [] };
    const answer: TraceAnswer = {
      unit: 'kg',
      lots: [
        {
          batch_id: 'BAT000002',
          produced_by: 'INS000001',
          affected: 'certainly',
          account: { ...none, unit: 'ea', entered: 100, on_hand: 60, released: 40 },
          hold,
          lower_bound: 0.372671,
          upper_bound: 0.372671,
          annotations: [],
        },
      ],
      mixtures: [
        {
          mix_id: 'MIX000001',
          affected: 'certainly',
          account: { ...none, unit: 'kg', entered: 16.1, on_hand: 10.6, drawn: 5, consumed: 0.5 },
          hold: null,
          lower_bound: 12,
          upper_bound: 12,
          annotations: [],
        },
      ],
      holdings: [{ bin_id: 'BIN000001', item_id: 'BAT000002', quantity: 60, unit: 'ea', affected: 'certainly', ...left }],
      releases: [
        {
          ...left,
          operator: 'Dee',
          note: '=order 7',
          bin_id: 'BIN000001',
          item_id: 'BAT000002',
          quantity: 40,
          unit: 'ea',
          affected: 'certainly',
          customer_id: 'CUS000001',
          reference: 'PO-7',
        },
      ],
      draws: [
        {
          ...left,
          operator: 'Quality',
          note: 'QC retain',
          bin_id: 'BIN000002',
          item_id: 'MIX000001',
          quantity: 5,
          unit: 'kg',
          affected: 'certainly',
          lower_bound: 3.726708,
          upper_bound: 3.726708,
          customer_id: null,
          reference: null,
        },
      ],
      totals: [
        {
          batch_id: 'BAT000001',
          unit: 'kg',
          entered: 12,
          on_hand: 7.900621,
          released: 0,
          drawn: 3.726708,
          consumed: 0.372671,
          written_off: 0,
        },
      ],
      affected: [{ affected: 'certainly', unit: 'ea', lots: 1, mixtures: 0, on_hand: 60, released: 40, drawn: 0 }],
      query: { batch_ids: ['BAT000001'], step_instance_ids: [], direction: 'downstream' },
    };
    // The release above went to a customer: the recall's list of whom to tell.
    answer.customers = [
      {
        customer_id: 'CUS000001',
        name: 'Rosa Spa',
        contact: 'Ana Lima',
        email: 'ana@rosa.example',
        phone: '+49 30 1234',
        address: 'Main St 1, Berlin',
        archived: false,
        shipments: answer.releases ?? [],
      },
    ];
    const rows = traceCsvRows(answer, describeItem, at);
    expect(rows).toContainEqual([
      'CUS000001',
      'Rosa Spa',
      'Ana Lima',
      'ana@rosa.example',
      '+49 30 1234',
      'Main St 1, Berlin',
      '2026-11-24T09:00:00.000Z',
      'PO-7',
      'BAT000002',
      'Name of BAT000002',
      '40',
      'ea',
      'Certainly affected',
      '0',
      '0.372671',
      'kg',
      '',
    ]);
    expect(rows).toContainEqual(['Certainly affected', 'ea', '1', '0', '60', '40', '0']);
    // The jars whole, in their unit; the glycerin in them, in kg.
    expect(rows).toContainEqual([
      'BAT000002',
      'Name of BAT000002',
      'INS000001',
      'Certainly affected',
      'ea',
      '100',
      '60',
      '40',
      '0',
      '0',
      '0',
      '0',
      'Glycerin recall (Quality, 2026-11-24T09:30:00.000Z)',
      '0.372671',
      '0.372671',
      'kg',
      '',
    ]);
    expect(rows).toContainEqual([
      'MIX000001',
      'Name of MIX000001',
      'Certainly affected',
      'kg',
      '16.1',
      '10.6',
      '0',
      '5',
      '0.5',
      '0',
      '0',
      '',
      '12',
      '12',
      'kg',
      '',
    ]);
    expect(rows).toContainEqual([
      'BIN000001',
      'Cold room',
      'BAT000002',
      'Name of BAT000002',
      '60',
      'ea',
      'Certainly affected',
      '0',
      '0.372671',
      'kg',
      '',
    ]);
    expect(rows).toContainEqual([
      '2026-11-24T09:00:00.000Z',
      'Quality',
      'QC retain',
      'BIN000002',
      'MIX000001',
      'Name of MIX000001',
      '5',
      'kg',
      'Certainly affected',
      '3.726708',
      '3.726708',
      'kg',
      '',
      '',
      '',
    ]);
    expect(rows).toContainEqual(['BAT000001', '12', '7.900621', '0', '3.726708', '0.372671', '0', 'kg']);
    expect(rows.filter((row) => row.length === 1).map((row) => row[0])).toEqual([
      'Traceability report',
      'Affected',
      'Customers',
      'Lots',
      'Mixtures',
      'Where they are now',
      'Releases',
      'Mixture draws',
      'Totals',
    ]);
    // A note that starts like a formula stays text in a spreadsheet.
    expect(csvText(rows)).toContain(`"'=order 7"`);
  });
});
