import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/contract/history';
import { changeText, countText, entryKey, holdText, rangeText } from './ledger-text';

describe('ledger text', () => {
  it('reads kinds as words', () => {
    expect(changeText('bin-delete')).toBe('Bin delete');
    expect(changeText('receive')).toBe('Receive');
  });

  it('marks a count the server stopped at with a plus', () => {
    expect(countText(12, true)).toBe('12');
    expect(countText(1020, true)).toMatch(/^1.?020$/);
    expect(countText(1020, false)).toMatch(/^1.?020\+$/);
  });

  it('names the rows on screen and how many there are', () => {
    expect(rangeText(0, 20, 35, true)).toBe('1–20 of 35');
    expect(rangeText(20, 15, 35, true)).toBe('21–35 of 35');
    expect(rangeText(40, 20, 1060, false)).toMatch(/^41–60 of 1.?060\+$/);
  });

  it('says what a hold did where a movement says how much', () => {
    expect(changeText('hold-release')).toBe('Hold release');
    expect(holdText('hold')).toBe('On hold');
    expect(holdText('hold-release')).toBe('Hold released');
  });

  it('keys a movement by its id, and a hold (which has none) by its operation and item', () => {
    const common = { at: '2026-11-27T08:00:00.000Z', item_id: 'BAT000001', item_name: null, operator: 'Ann', note: null, reason: 'r' };
    const bins = { from_bin: null, to_bin: null, from_bin_name: null, to_bin_name: null, unit: null };
    const hold: HistoryEntry = {
      ...common,
      ...bins,
      id: null,
      kind: 'hold',
      quantity: null,
      operation: { id: 7, kind: 'hold', document_id: null },
    };
    const moved: HistoryEntry = {
      ...common,
      ...bins,
      id: 7,
      kind: 'receive',
      quantity: 1,
      operation: { id: 7, kind: 'receive', document_id: null },
    };
    expect(entryKey(hold)).toBe('hold:7:BAT000001');
    expect(entryKey(moved)).toBe('7');
  });
});
