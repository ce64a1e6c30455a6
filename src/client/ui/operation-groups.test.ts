import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/contract/history';
import { groupByOperation } from './operation-groups';

const entry = (id: number, operationId: number): HistoryEntry => ({
  id,
  at: '2026-11-24T10:42:00.000Z',
  kind: 'adjust',
  item_id: `SKU00000${id}`,
  item_name: null,
  from_bin: 'BIN000001',
  to_bin: null,
  from_bin_name: 'Shelf A',
  to_bin_name: null,
  quantity: 1,
  unit: 'ea',
  operator: null,
  note: null,
  reason: 'audit',
  operation: { id: operationId, kind: 'audit', document_id: 'BIN000001' },
});

describe('groupByOperation', () => {
  it('gathers neighbouring rows of one operation, in page order', () => {
    const groups = groupByOperation([entry(5, 3), entry(4, 3), entry(3, 3), entry(2, 2), entry(1, 1)]);
    expect(groups.map((group) => [group.operation.id, group.entries.map((row) => row.id)])).toEqual([
      [3, [5, 4, 3]],
      [2, [2]],
      [1, [1]],
    ]);
  });

  it('keeps rows apart that another operation came between', () => {
    const groups = groupByOperation([entry(3, 7), entry(2, 8), entry(1, 7)]);
    expect(groups.map((group) => group.operation.id)).toEqual([7, 8, 7]);
  });

  it('has no groups for no rows', () => {
    expect(groupByOperation([])).toEqual([]);
  });
});
