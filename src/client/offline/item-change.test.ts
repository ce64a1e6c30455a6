import { describe, expect, it } from 'vitest';
import { itemChangeText } from './item-change';

describe('itemChangeText', () => {
  const receive = { action: 'Receive', quantity: 5, item: 'BAT000103', where: 'into BIN000001' };

  it('names the unit of the quantity', () => {
    expect(itemChangeText({ ...receive, unit: 'kg' })).toBe('Receive 5 kg of BAT000103 into BIN000001');
    expect(itemChangeText({ ...receive, quantity: 1250, unit: 'ea' })).toBe('Receive 1,250 ea of BAT000103 into BIN000001');
  });

  it('says when the unit is not known yet, rather than leave it out', () => {
    expect(itemChangeText({ ...receive, unit: null })).toBe('Receive 5 of BAT000103 into BIN000001 (unit not known offline)');
  });
});
